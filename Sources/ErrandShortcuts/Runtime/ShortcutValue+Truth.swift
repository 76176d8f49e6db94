import ErrandCatalog
import Foundation

extension ShortcutValue {
    /// Whether the value has a value, for If's `hasAnyValue`: nothing, empty text, an empty
    /// list and an empty dictionary have none.
    public var hasValue: Bool {
        switch self {
        case .nothing: return false
        case .list(let items): return !items.isEmpty
        case .dictionary(let entries): return !entries.isEmpty
        case .value(.string(let text)): return !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        case .value(.list(let items)): return !items.isEmpty
        case .value: return true
        }
    }

    /// The items of a list; a single value is a one-item list and nothing an empty one.
    public var items: [ShortcutValue] {
        switch self {
        case .nothing: return []
        case .list(let items): return items
        case .value(.list(let items)): return items.map(ShortcutValue.init)
        case .value, .dictionary: return [self]
        }
    }
}
