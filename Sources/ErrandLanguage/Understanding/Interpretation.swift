import ErrandCatalog

/// One reading of what a person said: which app and action, with which parameter values, how
/// sure, and which stage of understanding found it.
public struct Interpretation: Sendable, Hashable {
    /// Which stage of understanding produced an interpretation.
    public enum Source: String, Sendable, Hashable, Codable {
        /// The person's own phrase, said verbatim.
        case phrase
        /// An app phrase or sentence template.
        case template
        /// The statistical model.
        case model
    }

    public var app: String
    public var action: String
    /// Values by parameter name, each with the words it came from.
    public var parameters: [String: UnderstoodValue]
    /// Calibrated probability that this reading is right, from 0 to 1.
    public var confidence: Double
    public var source: Source
    /// The person's shortcut this phrase runs, when `source` is `.phrase`.
    public var shortcut: String?
    /// Other places for the boundary between two wildcard slots that stand side by side, nearest
    /// the chosen one first (at most `AlternativeSplit.limit`), for the conversation to try when
    /// the app refuses the value before the boundary. Empty unless a template read two adjacent
    /// wildcards.
    public var alternativeSplits: [AlternativeSplit]
    /// The runs of words the reading did not read, in the order said, for the conversation to
    /// name before it acts on the rest ("oat milk" of "order a cappuccino with oat milk").
    /// Empty unless the statistical model read the request: a template or a person's own
    /// phrase reads every word.
    public var unreadWords: [UnreadWords]

    public init(
        app: String, action: String, parameters: [String: UnderstoodValue] = [:], confidence: Double, source: Source,
        shortcut: String? = nil, alternativeSplits: [AlternativeSplit] = [], unreadWords: [UnreadWords] = []
    ) {
        self.app = app
        self.action = action
        self.parameters = parameters
        self.confidence = confidence
        self.source = source
        self.shortcut = shortcut
        self.alternativeSplits = alternativeSplits
        self.unreadWords = unreadWords
    }

    /// A reading of `action` with `values` known rather than heard (a request done again, a
    /// person's own phrase, one of several split off): sure, and pointing at no words.
    public static func of(
        app: String, action: String, values: [String: Value], source: Source = .template
    ) -> Interpretation {
        Interpretation(
            app: app, action: action, parameters: values.mapValues { UnderstoodValue(value: $0, text: "") },
            confidence: 1, source: source)
    }
}

/// A parameter value read from an utterance, with the words it came from.
public struct UnderstoodValue: Sendable, Hashable {
    public var value: Value
    /// The words as the person said them.
    public var text: String
    /// Where those words stand in the utterance, in characters, when they stand in it.
    public var offsets: Range<Int>?

    public init(value: Value, text: String, offsets: Range<Int>? = nil) {
        self.value = value
        self.text = text
        self.offsets = offsets
    }
}

extension Interpretation {
    /// The interpretation with its values' offsets moved `offset` characters on: read from a
    /// part of the utterance, pointing into the whole.
    func shifted(by offset: Int) -> Interpretation {
        moved {
            $0.shifted(by: offset)
        } unread: {
            $0.shifted(by: offset)
        }
    }

    /// The interpretation with every value (also of its other splits) and run of unread words
    /// changed by `value` and `unread`.
    func moved(_ value: (UnderstoodValue) -> UnderstoodValue, unread: (UnreadWords) -> UnreadWords) -> Interpretation {
        var copy = self
        copy.parameters = parameters.mapValues(value)
        copy.alternativeSplits = alternativeSplits.map { split in
            var moved = split
            moved.parameters = split.parameters.mapValues(value)
            return moved
        }
        copy.unreadWords = unreadWords.map(unread)
        return copy
    }
}

extension UnderstoodValue {
    /// The value with its offsets moved `offset` characters on.
    func shifted(by offset: Int) -> UnderstoodValue {
        var moved = self
        moved.offsets = offsets.map { ($0.lowerBound + offset)..<($0.upperBound + offset) }
        return moved
    }
}
