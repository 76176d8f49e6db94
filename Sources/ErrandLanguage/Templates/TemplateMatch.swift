/// The best reading of an utterance by a template: the intent, its slots and where each came
/// from in the utterance.
public struct TemplateMatch: Sendable, Hashable {
    /// The intent (or app action) matched.
    public var intent: String
    /// Which of the intent's sentence groups matched.
    public var groupIndex: Int
    /// The template that matched, as written.
    public var template: String
    /// The slots, in the order they were read; fixed slots and slots copied from context last.
    public var slots: [MatchedSlot]
    /// Captured list texts (`{list:@name}`), for responses.
    public var captures: [MatchedSlot]
    /// The context after matching: the caller's context plus what matched values brought.
    public var context: [String: TemplateValue]
    /// The group's response key, if any.
    public var response: String?
    /// The group's metadata.
    public var metadata: [String: TemplateValue]
    /// Literal template characters read (more is a better match).
    public var literalCharacters: Int
    /// Wildcard slots filled (fewer is a better match).
    public var wildcardCount: Int

    public init(
        intent: String, groupIndex: Int, template: String, slots: [MatchedSlot], captures: [MatchedSlot] = [],
        context: [String: TemplateValue] = [:], response: String? = nil, metadata: [String: TemplateValue] = [:],
        literalCharacters: Int = 0, wildcardCount: Int = 0
    ) {
        self.intent = intent
        self.groupIndex = groupIndex
        self.template = template
        self.slots = slots
        self.captures = captures
        self.context = context
        self.response = response
        self.metadata = metadata
        self.literalCharacters = literalCharacters
        self.wildcardCount = wildcardCount
    }

    /// The slot named `name`, if the match has it.
    public subscript(slot name: String) -> MatchedSlot? {
        slots.last { $0.name == name }
    }
}

/// One slot of a match.
public struct MatchedSlot: Sendable, Hashable {
    /// Where a slot's value came from.
    public enum Source: Sendable, Hashable {
        /// A phrase of a list.
        case list
        /// A number of a range.
        case range
        /// The words of a wildcard.
        case wildcard
        /// A fixed slot of the sentence group.
        case fixed
        /// A value copied from the caller's context.
        case context
    }

    public var name: String
    public var value: TemplateValue
    /// The words of the utterance the value was read from ("" for fixed and context slots).
    public var text: String
    /// Where those words are in the utterance, in characters; nil for fixed and context slots.
    public var offsets: Range<Int>?
    public var source: Source
    /// The metadata of the list value matched, if any.
    public var metadata: [String: TemplateValue]

    public init(
        name: String, value: TemplateValue, text: String, offsets: Range<Int>?, source: Source,
        metadata: [String: TemplateValue] = [:]
    ) {
        self.name = name
        self.value = value
        self.text = text
        self.offsets = offsets
        self.source = source
        self.metadata = metadata
    }

    public var isWildcard: Bool { source == .wildcard }
}
