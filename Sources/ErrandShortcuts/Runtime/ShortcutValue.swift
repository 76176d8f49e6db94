import ErrandCatalog
import Foundation

/// A value as it flows between a shortcut's steps: an action's value, a list, a dictionary,
/// or nothing (a step with no output).
///
/// Wider than `Value` because built-in actions make dictionaries, and lists may mix kinds;
/// converted to a parameter's `ValueType` when a step needs one.
public indirect enum ShortcutValue: Sendable, Hashable {
    case nothing
    case value(Value)
    case list([ShortcutValue])
    case dictionary([String: ShortcutValue])

    /// The shortcut value of an action value; lists become lists of shortcut values.
    public init(_ value: Value) {
        if case .list(let items) = value {
            self = .list(items.map(ShortcutValue.init))
        } else {
            self = .value(value)
        }
    }
}
