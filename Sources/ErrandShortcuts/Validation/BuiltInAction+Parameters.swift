import ErrandCatalog
import Foundation

extension BuiltInAction {
    /// The parameters the built-in reads, as `BuiltInAction` documents them.
    public var parameterNames: [String] {
        switch self {
        case .text: return ["text"]
        case .number: return ["number"]
        case .date: return ["date", "adjustment"]
        case .calculate: return ["a", "operator", "b"]
        case .list: return ["items"]
        case .dictionary: return ["entries"]
        case .getValueForKey: return ["dictionary", "key"]
        case .setVariable: return ["name", "value"]
        case .getVariable: return ["name"]
        case .askForInput: return ["prompt", "type", "default"]
        case .chooseFromMenu: return ["prompt"]
        case .if: return ["input", "condition", "value"]
        case .repeat: return ["count"]
        case .repeatWithEach: return ["items"]
        case .showResult: return ["text"]
        case .wait: return ["seconds"]
        case .runShortcut: return ["shortcut", "input"]
        case .stop: return ["result"]
        case .currentDate: return []
        }
    }

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

extension BuiltInAction {
    /// The name a person sees: "Repeat with each", "Get current date".
    public var title: String {
        switch self {
        case .text: return "Text"
        case .number: return "Number"
        case .date: return "Date"
        case .calculate: return "Calculate"
        case .list: return "List"
        case .dictionary: return "Dictionary"
        case .getValueForKey: return "Get value for key"
        case .setVariable: return "Set variable"
        case .getVariable: return "Get variable"
        case .askForInput: return "Ask for input"
        case .chooseFromMenu: return "Choose from menu"
        case .if: return "If"
        case .repeat: return "Repeat"
        case .repeatWithEach: return "Repeat with each"
        case .showResult: return "Show result"
        case .wait: return "Wait"
        case .runShortcut: return "Run shortcut"
        case .stop: return "Stop"
        case .currentDate: return "Get current date"
        }
    }
}
