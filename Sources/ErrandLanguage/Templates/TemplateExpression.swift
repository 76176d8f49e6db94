/// The tree of one sentence template, as the parser reads it.
///
/// The shape follows the hassil syntax: every word of literal text is its own `text` chunk
/// (with the white space that follows it), an optional `[x]` is an alternative with an empty
/// last choice, and each item of a permutation is padded with a space on both sides so that
/// reordered items stay separate words.
public indirect enum TemplateExpression: Sendable, Hashable {
    /// Literal text: one word with the white space around it, or the empty text.
    case text(String)
    /// Items matched one after the other.
    case sequence([TemplateExpression])
    /// Exactly one of the items; `isOptional` when written `[...]` (its last item is empty).
    case alternative([TemplateExpression], isOptional: Bool)
    /// All items, in any order, each once: `(a; b; c)`.
    case permutation([TemplateExpression])
    /// A slot filled from a list, a range or a wildcard: `{list}`, `{list:slot}`, `{1..10:n}`.
    case slot(SlotReference)
    /// A reference to a named expansion rule: `<rule>`.
    case rule(String)

    /// The number of literal text chunks in the tree, not following rules (hassil orders
    /// templates with wildcards by it, most chunks first).
    public var textChunkCount: Int {
        switch self {
        case .text: return 1
        case .sequence(let items), .alternative(let items, _), .permutation(let items):
            return items.reduce(0) { $0 + $1.textChunkCount }
        case .slot, .rule: return 0
        }
    }

    /// The names of the lists the tree refers to directly (not following rules).
    public var listNames: Set<String> {
        switch self {
        case .slot(let reference): return reference.range == nil ? [reference.listName] : []
        case .sequence(let items), .alternative(let items, _), .permutation(let items):
            return items.reduce(into: Set<String>()) { $0.formUnion($1.listNames) }
        case .text, .rule: return []
        }
    }

    /// The names of the rules the tree refers to directly.
    public var ruleNames: Set<String> {
        switch self {
        case .rule(let name): return [name]
        case .sequence(let items), .alternative(let items, _), .permutation(let items):
            return items.reduce(into: Set<String>()) { $0.formUnion($1.ruleNames) }
        case .text, .slot: return []
        }
    }
}

/// A `{...}` reference in a template: which list fills it and which slot receives the value.
public struct SlotReference: Sendable, Hashable {
    /// The list the value comes from (for an inline range, its text such as `1..100`).
    public var listName: String
    /// The slot that receives the value (the list name unless written `{list:slot}`).
    public var slotName: String
    /// Whether the value is a capture (`{list:@name}` or `{@list}`): kept for responses, not a slot.
    public var isCapture: Bool
    /// The range written inline (`{1..100:volume}`), if any.
    public var range: NumberRange?

    public init(listName: String, slotName: String, isCapture: Bool = false, range: NumberRange? = nil) {
        self.listName = listName
        self.slotName = slotName
        self.isCapture = isCapture
        self.range = range
    }
}
