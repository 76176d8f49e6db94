/// Where a slot's value comes from: a list of phrases, a number range, or any words at all.
public enum SlotList: Sendable, Hashable {
    /// Phrases, each with the value it stands for.
    case values([SlotListValue])
    /// Numbers, from digits or words.
    case range(NumberRange)
    /// Any non-empty run of words (a message, a shopping item, a search query).
    case wildcard
}

/// One phrase of a slot list and the value it stands for.
///
/// `phrase` is a template (`"(max|maximum|highest)"`) unless `isTemplate` is false (names
/// of a person's devices are literal text even when they hold brackets).
public struct SlotListValue: Sendable, Hashable {
    /// What the person says (the `in` of a lists file).
    public var phrase: String
    /// Whether `phrase` is read as a template.
    public var isTemplate: Bool
    /// The slot value (the `out`); `nil` means the words as they were said.
    public var value: TemplateValue?
    /// Context this value brings when matched (`domain: light`), checked against requirements.
    public var context: [String: TemplateValue]
    /// Extra data returned with a match of this value.
    public var metadata: [String: TemplateValue]

    public init(
        phrase: String, isTemplate: Bool = true, value: TemplateValue? = nil, context: [String: TemplateValue] = [:],
        metadata: [String: TemplateValue] = [:]
    ) {
        self.phrase = phrase
        self.isTemplate = isTemplate
        self.value = value
        self.context = context
        self.metadata = metadata
    }
}
