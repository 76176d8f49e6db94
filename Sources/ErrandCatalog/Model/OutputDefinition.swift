import Foundation

/// A typed value an action gives back when it is handled (a price, an arrival time), usable by
/// later steps of a shortcut and by dialog placeholders.
public struct OutputDefinition: Sendable, Hashable, Identifiable {
    public var id: String
    public var type: ValueType
    public var title: String?

    public init(id: String, type: ValueType, title: String? = nil) {
        self.id = id
        self.type = type
        self.title = title
    }
}
