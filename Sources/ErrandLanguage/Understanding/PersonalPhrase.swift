import ErrandCatalog

/// A phrase a person added for a shortcut, or for one action with fixed values.
///
/// The guidelines: the person's own phrase is recognised when spoken exactly, with no further
/// language processing; it wins over everything else.
public struct PersonalPhrase: Sendable, Hashable {
    /// What a phrase runs.
    public enum Target: Sendable, Hashable {
        /// A shortcut of the person's, by its identifier.
        case shortcut(String)
        /// One app action with fixed values.
        case action(app: String, action: String, values: [String: Value])
    }

    public var phrase: String
    public var target: Target

    public init(phrase: String, target: Target) {
        self.phrase = phrase
        self.target = target
    }
}

/// The person's phrases, looked up verbatim: the same words in the same order. Case, width,
/// punctuation and spacing are folded, so "Order my usual!" is "order my usual".
public struct PersonalPhraseBook: Sendable {
    private var byNormalizedPhrase: [String: PersonalPhrase] = [:]

    public init(_ phrases: [PersonalPhrase] = []) {
        for phrase in phrases {
            let key = Tokenizer.normalized(phrase.phrase)
            if !key.isEmpty, byNormalizedPhrase[key] == nil { byNormalizedPhrase[key] = phrase }
        }
    }

    /// The phrase `text` says verbatim, if any.
    ///
    /// - Complexity: O(n) in the length of the text.
    public func phrase(matching text: String) -> PersonalPhrase? {
        byNormalizedPhrase[Tokenizer.normalized(text)]
    }

    public var isEmpty: Bool { byNormalizedPhrase.isEmpty }

    /// The interpretation a matching phrase gives: certain, from the phrase.
    public func interpretation(of text: String) -> Interpretation? {
        guard let phrase = phrase(matching: text) else { return nil }
        switch phrase.target {
        case .shortcut(let identifier):
            return Interpretation(app: "", action: "", confidence: 1, source: .phrase, shortcut: identifier)
        case .action(let app, let action, let values):
            let slots = values.mapValues { UnderstoodValue(value: $0, text: "") }
            return Interpretation(app: app, action: action, parameters: slots, confidence: 1, source: .phrase)
        }
    }
}
