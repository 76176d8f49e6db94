import Foundation

extension BuiltInAction {
    /// The name people see for the action ("Get value for key").
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

    /// The parameters the action reads, in the order they are documented.
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
}
