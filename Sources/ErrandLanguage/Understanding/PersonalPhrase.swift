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
///
/// The book also knows the names of the person's shortcuts: a shortcut runs when its name is
/// said alone, as a phrase would, or asked for by name ("run Morning", "run my morning
/// shortcut"; `ShortcutRunRequest`). A phrase wins over a name with the same words, and a name
/// two of the person's shortcuts share runs neither (which one was meant is not guessed).
public struct PersonalPhraseBook: Sendable {
    private var byNormalizedPhrase: [String: PersonalPhrase] = [:]
    private var byNormalizedName: [String: ShortcutName] = [:]
    private var sharedNames: [String: SharedShortcutName] = [:]
    private var phraseKeys: [String] = []
    private var nameKeys: [String] = []

    /// A shortcut of the person's, by the name they gave it.
    public struct ShortcutName: Sendable, Hashable {
        public var name: String
        public var shortcut: String
        /// Whether saying the name alone runs the shortcut; `false` for a name that is a core
        /// command ("cancel") or a request an app reads as its own ("start a run"), which runs
        /// the shortcut only when asked to by name ("run cancel").
        public var runsWhenSaidAlone: Bool

        public init(name: String, shortcut: String, runsWhenSaidAlone: Bool = true) {
            self.name = name
            self.shortcut = shortcut
            self.runsWhenSaidAlone = runsWhenSaidAlone
        }
    }

    /// A name several of the person's shortcuts have, which runs none of them.
    public struct SharedShortcutName: Sendable, Hashable {
        /// The name as the first of them writes it.
        public var name: String
        /// The identifiers of the shortcuts with the name, in the order given.
        public var shortcuts: [String]
    }

    /// - Parameters:
    ///   - phrases: the person's phrases; of several with the same words, the first is kept.
    ///   - shortcutNames: the names of the person's shortcuts.
    public init(_ phrases: [PersonalPhrase] = [], shortcutNames: [ShortcutName] = []) {
        for phrase in phrases {
            let key = Tokenizer.normalized(phrase.phrase)
            if !key.isEmpty, byNormalizedPhrase[key] == nil {
                byNormalizedPhrase[key] = phrase
                phraseKeys.append(key)
            }
        }
        for named in shortcutNames {
            let key = Tokenizer.normalized(named.name)
            guard !key.isEmpty else { continue }
            if var shared = sharedNames[key] {
                if !shared.shortcuts.contains(named.shortcut) { shared.shortcuts.append(named.shortcut) }
                sharedNames[key] = shared
            } else if let other = byNormalizedName[key], other.shortcut != named.shortcut {
                byNormalizedName[key] = nil
                sharedNames[key] = SharedShortcutName(name: other.name, shortcuts: [other.shortcut, named.shortcut])
            } else if byNormalizedName[key] == nil {
                byNormalizedName[key] = named
                nameKeys.append(key)
            }
        }
    }

    /// What the person can say to run their phrases and shortcuts, each once and as they wrote
    /// it: the phrases in the order given, then the names that run a shortcut no phrase runs
    /// when said alone.
    public var sayings: [String] {
        let phrases = phraseKeys.compactMap { byNormalizedPhrase[$0] }
        let phrased = Set(phrases.map(\.target))
        let names = nameKeys.filter { byNormalizedPhrase[$0] == nil }.compactMap { byNormalizedName[$0] }.filter {
            $0.runsWhenSaidAlone && !phrased.contains(.shortcut($0.shortcut))
        }
        return phrases.map(\.phrase) + names.map(\.name)
    }

    /// The phrase `text` says verbatim, if any; else the shortcut whose name it says alone or
    /// asks to run.
    ///
    /// - Complexity: O(n) in the length of the text.
    public func phrase(matching text: String) -> PersonalPhrase? {
        guard !isEmpty else { return nil }
        let key = Tokenizer.normalized(text)
        if let phrase = byNormalizedPhrase[key] { return phrase }
        if let named = byNormalizedName[key], named.runsWhenSaidAlone { return Self.phrase(running: named) }
        for asked in ShortcutRunRequest.namesAsked(in: key) {
            if let named = byNormalizedName[asked] { return Self.phrase(running: named) }
            if let phrase = byNormalizedPhrase[asked] { return phrase }
        }
        return nil
    }

    /// The name several of the person's shortcuts share, when `text` asks to run a shortcut by
    /// it ("run evening", "run my evening shortcut") or, with `orSaidAlone`, says it alone; `nil`
    /// when a phrase has those words or no two shortcuts share the name. Neither shortcut runs by
    /// such a name, so the person is told why and how to tell them apart.
    public func sharedName(in text: String, orSaidAlone: Bool = false) -> SharedShortcutName? {
        guard !sharedNames.isEmpty else { return nil }
        let key = Tokenizer.normalized(text)
        guard byNormalizedPhrase[key] == nil else { return nil }
        if orSaidAlone, let shared = sharedNames[key] { return shared }
        for asked in ShortcutRunRequest.namesAsked(in: key) {
            if byNormalizedName[asked] != nil || byNormalizedPhrase[asked] != nil { return nil }
            if let shared = sharedNames[asked] { return shared }
        }
        return nil
    }

    private static func phrase(running named: ShortcutName) -> PersonalPhrase {
        PersonalPhrase(phrase: named.name, target: .shortcut(named.shortcut))
    }

    public var isEmpty: Bool { byNormalizedPhrase.isEmpty && byNormalizedName.isEmpty }

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
