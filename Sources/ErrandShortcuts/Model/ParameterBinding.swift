import ErrandCatalog
import Foundation

/// Where a step's parameter gets its value.
///
/// Property paths are dot-separated names (`attendees`, `tasks.notes`): an output's name, an
/// entity's property, a dictionary's key, or a built-in property (a person's `name`, a
/// place's `latitude`). Applied to a list, a path applies to each item: the output of "Get
/// tasks" with the path `notes` is the list of the tasks' notes.
public indirect enum ParameterBinding: Sendable, Hashable {
    /// A fixed value.
    case literal(Value)
    /// Text with references in braces, each replaced by the value as text: `{s1}`,
    /// `{s1.title}`, `{var:name}`, `{input}`, `{now}`.
    case text(String)
    /// The output of an earlier step, or a property of it.
    case output(step: String, property: String?)
    /// A named variable (set by Set variable, or `repeatItem` / `repeatIndex` in a repeat).
    case variable(String, property: String?)
    /// The shortcut's input, or a property of it.
    case input(property: String?)
    /// The moment the step runs.
    case currentDate
    /// Asked every time the shortcut runs, even when the parameter has a default.
    case askEachTime
    /// A list whose items are bound one by one.
    case list([ParameterBinding])
    /// A dictionary whose values are bound one by one.
    case dictionary([String: ParameterBinding])
}

extension ParameterBinding: Codable {
    // One key says which binding it is: {"literal": <Value>}, {"text": "…"},
    // {"output": "s1", "property": "notes"}, {"variable": "name"}, {"input": true},
    // {"currentDate": true}, {"askEachTime": true}, {"list": […]}, {"dictionary": {…}}.
    private enum CodingKeys: String, CodingKey {
        case literal, text, output, variable, input, property, currentDate, askEachTime, list, dictionary
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let property = try container.decodeIfPresent(String.self, forKey: .property)
        if let value = try container.decodeIfPresent(Value.self, forKey: .literal) {
            self = .literal(value)
        } else if let text = try container.decodeIfPresent(String.self, forKey: .text) {
            self = .text(text)
        } else if let step = try container.decodeIfPresent(String.self, forKey: .output) {
            self = .output(step: step, property: property)
        } else if let name = try container.decodeIfPresent(String.self, forKey: .variable) {
            self = .variable(name, property: property)
        } else if try container.decodeIfPresent(Bool.self, forKey: .input) == true {
            self = .input(property: property)
        } else if try container.decodeIfPresent(Bool.self, forKey: .currentDate) == true {
            self = .currentDate
        } else if try container.decodeIfPresent(Bool.self, forKey: .askEachTime) == true {
            self = .askEachTime
        } else if let items = try container.decodeIfPresent([ParameterBinding].self, forKey: .list) {
            self = .list(items)
        } else if let entries = try container.decodeIfPresent([String: ParameterBinding].self, forKey: .dictionary) {
            self = .dictionary(entries)
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "a binding needs one of: literal, text, output, variable, input, currentDate, "
                        + "askEachTime, list, dictionary"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .literal(let value): try container.encode(value, forKey: .literal)
        case .text(let text): try container.encode(text, forKey: .text)
        case .output(let step, let property):
            try container.encode(step, forKey: .output)
            try container.encodeIfPresent(property, forKey: .property)
        case .variable(let name, let property):
            try container.encode(name, forKey: .variable)
            try container.encodeIfPresent(property, forKey: .property)
        case .input(let property):
            try container.encode(true, forKey: .input)
            try container.encodeIfPresent(property, forKey: .property)
        case .currentDate: try container.encode(true, forKey: .currentDate)
        case .askEachTime: try container.encode(true, forKey: .askEachTime)
        case .list(let items): try container.encode(items, forKey: .list)
        case .dictionary(let entries): try container.encode(entries, forKey: .dictionary)
        }
    }
}
