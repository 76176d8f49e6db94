/// Everything a matcher is compiled from: intents with their sentences, shared rules, lists
/// and skip words.
///
/// The same model serves Home Assistant's intents files and an app catalog's phrases: an app
/// action is an intent, its phrases are the sentences of one group, its parameters are slots
/// and its enum and entity types supply the lists.
public struct TemplateGrammar: Sendable, Hashable {
    public var intents: [TemplateIntent]
    /// Expansion rules shared by every intent, referenced as `<name>`.
    public var rules: [String: String]
    /// Slot lists shared by every intent, referenced as `{name}`.
    public var lists: [String: SlotList]
    /// Phrases removed from an utterance before matching ("please", "can you").
    public var skipWords: [String]

    public init(
        intents: [TemplateIntent] = [], rules: [String: String] = [:], lists: [String: SlotList] = [:],
        skipWords: [String] = []
    ) {
        self.intents = intents
        self.rules = rules
        self.lists = lists
        self.skipWords = skipWords
    }
}

/// A named intent (or app action) and its groups of sentences.
public struct TemplateIntent: Sendable, Hashable {
    public var name: String
    public var groups: [SentenceGroup]

    public init(name: String, groups: [SentenceGroup]) {
        self.name = name
        self.groups = groups
    }
}

/// Sentences that share fixed slots, context requirements, local rules and lists.
public struct SentenceGroup: Sendable, Hashable {
    /// The sentence templates.
    public var sentences: [String]
    /// Slot values a match of these sentences always carries.
    public var slots: [String: TemplateValue]
    /// Context the match requires (see `ContextRequirement`).
    public var requiresContext: [String: ContextRequirement]
    /// Context values that rule these sentences out.
    public var excludesContext: [String: TemplateValue]
    /// Expansion rules local to these sentences (they shadow shared rules).
    public var rules: [String: String]
    /// Lists local to these sentences (they shadow shared lists).
    public var lists: [String: SlotList]
    /// The response key handed back with a match.
    public var response: String?
    /// Extra data handed back with a match.
    public var metadata: [String: TemplateValue]
    /// Where the sentences came from, for error messages ("light_HassTurnOn.yaml: HassTurnOn").
    public var source: String?

    public init(
        sentences: [String], slots: [String: TemplateValue] = [:], requiresContext: [String: ContextRequirement] = [:],
        excludesContext: [String: TemplateValue] = [:], rules: [String: String] = [:], lists: [String: SlotList] = [:],
        response: String? = nil, metadata: [String: TemplateValue] = [:], source: String? = nil
    ) {
        self.sentences = sentences
        self.slots = slots
        self.requiresContext = requiresContext
        self.excludesContext = excludesContext
        self.rules = rules
        self.lists = lists
        self.response = response
        self.metadata = metadata
        self.source = source
    }
}

/// One required context item: which values are accepted and whether it becomes a slot.
public struct ContextRequirement: Sendable, Hashable {
    /// The accepted value (a list means any of them); `nil` accepts any value that is present.
    public var value: TemplateValue?
    /// The slot the context value is copied into when the match succeeds, if any.
    public var copyToSlot: String?

    public init(value: TemplateValue? = nil, copyToSlot: String? = nil) {
        self.value = value
        self.copyToSlot = copyToSlot
    }

    /// Whether `actual` satisfies the requirement (`nil` when the context lacks the key).
    func accepts(_ actual: TemplateValue) -> Bool {
        ContextRequirement.value(actual, isIn: value)
    }

    /// Whether `actual` equals `expected`, or is one of its items when `expected` is a list;
    /// any value is in `nil`.
    static func value(_ actual: TemplateValue, isIn expected: TemplateValue?) -> Bool {
        let actual = actual["value"] ?? actual
        guard let expected else { return true }
        if let items = expected.listValue { return items.contains { $0.isSameValue(as: actual) } }
        return expected.isSameValue(as: actual)
    }
}
