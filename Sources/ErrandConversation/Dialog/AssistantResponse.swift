import ErrandCatalog
import Foundation

/// One assistant turn: what kind of turn it is, what to say, what to show, and the values
/// an action gave back.
///
/// Encodes as the line `errand chat --json` prints:
/// `{"kind":"confirmation","parameter":null,"options":[],"speech":"Ready to order?","display":{…},"outputs":{…}}`.
public struct AssistantResponse: Sendable, Hashable, Codable {
    /// The kinds of turn.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A follow-up question asking for a value.
        case prompt
        /// A short list to choose from ("Which Amy?").
        case disambiguation
        /// A yes/no question: the request ("Ready to order?") or one value ("Do you want coarse-ground coffee?").
        case confirmation
        case success
        case failure
        case notUnderstood
        case cancelled
    }

    public var kind: Kind
    /// The parameter a prompt, disambiguation or value confirmation is about.
    public var parameter: String?
    /// The options offered, as shown on screen, in order.
    public var options: [String]
    /// What the assistant says.
    public var speech: String
    /// The card shown with a screen; `nil` for voice alone and for turns with nothing to show.
    public var display: DisplayCard?
    /// The values the action gave back (on success) or that the confirmation is based on.
    public var outputs: [String: Value]

    public init(
        kind: Kind, parameter: String? = nil, options: [String] = [], speech: String, display: DisplayCard? = nil,
        outputs: [String: Value] = [:]
    ) {
        self.kind = kind
        self.parameter = parameter
        self.options = options
        self.speech = speech
        self.display = display
        self.outputs = outputs
    }

    /// The same question asked again after an answer that could not be read.
    public var askedAgain: AssistantResponse {
        var again = self
        again.kind = .notUnderstood
        again.speech = "Sorry, I didn't catch that. " + speech
        return again
    }

    /// The same question kept open while the person takes a moment ("hold on"): said short, as
    /// they know what was asked, and still shown with its options on a screen.
    public var waitedFor: AssistantResponse {
        var waiting = self
        waiting.speech = "Sure, take your time."
        return waiting
    }

    /// Whether the exchange ended with this turn.
    public var endsExchange: Bool {
        switch kind {
        case .success, .failure, .cancelled: return true
        case .prompt, .disambiguation, .confirmation, .notUnderstood: return false
        }
    }

    private enum CodingKeys: String, CodingKey {
        case kind, parameter, options, speech, display, outputs
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(parameter, forKey: .parameter)
        try container.encode(options, forKey: .options)
        try container.encode(speech, forKey: .speech)
        try container.encode(display, forKey: .display)
        try container.encode(outputs, forKey: .outputs)
    }
}

/// What a screen shows with a turn: a title (the action's summary), a line of text, labelled
/// values and the options to tap.
public struct DisplayCard: Sendable, Hashable, Codable {
    public var title: String?
    public var text: String?
    public var fields: [Field]
    public var options: [String]

    /// One labelled value ("Total: $15").
    public struct Field: Sendable, Hashable, Codable {
        public var label: String
        public var value: String

        public init(label: String, value: String) {
            self.label = label
            self.value = value
        }
    }

    public init(title: String? = nil, text: String? = nil, fields: [Field] = [], options: [String] = []) {
        self.title = title
        self.text = text
        self.fields = fields
        self.options = options
    }
}
