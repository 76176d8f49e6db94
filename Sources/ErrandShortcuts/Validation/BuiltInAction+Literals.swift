import ErrandCatalog
import Foundation

extension BuiltInAction {
    /// The operators Calculate knows.
    public static let calculateOperators = ["+", "-", "*", "/", "%", "^", "min", "max"]
    /// The conditions If knows.
    public static let ifConditions = [
        "is", "isNot", "contains", "doesNotContain", "beginsWith", "greaterThan", "lessThan", "hasAnyValue",
        "hasNoValue",
    ]
    /// The answer types Ask for input knows.
    public static let inputTypes = ["text", "number", "date"]
}

extension ParameterBinding {
    /// The text of a binding that is fixed text: a literal string or enumeration case, or text
    /// without references.
    public var literalText: String? {
        switch self {
        case .literal(let value):
            switch value {
            case .string(let text), .enumCase(let text): return text
            default: return nil
            }
        case .text(let text) where !text.contains("{"): return text
        default: return nil
        }
    }
}

extension ShortcutStep {
    /// The shortcut a Run shortcut step names literally (an identifier or a name), if it is one.
    public var runShortcutReference: String? {
        guard case .builtIn(.runShortcut) = action else { return nil }
        return parameters["shortcut"]?.literalText
    }
}
