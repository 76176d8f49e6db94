import ErrandCatalog
import Foundation

/// A parameter whose value the person who imports a shared shortcut supplies: their own
/// contact, their home, their usual drink.
///
/// The person who made the shortcut marks the parameter; exporting removes their own value from
/// the share file, and importing asks the question instead ("Which contact is you?").
public struct ImportQuestion: Sendable, Hashable, Codable {
    /// The step whose parameter is asked.
    public var step: String
    /// The parameter asked.
    public var parameter: String
    /// The question shown to the importer.
    public var prompt: String
    /// The type of the answer, when it is known (read the way `errand donate --value` reads text).
    public var type: ValueType?

    public init(step: String, parameter: String, prompt: String, type: ValueType? = nil) {
        self.step = step
        self.parameter = parameter
        self.prompt = prompt
        self.type = type
    }

    private enum CodingKeys: String, CodingKey { case step, parameter, prompt, type }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        step = try container.decode(String.self, forKey: .step)
        parameter = try container.decode(String.self, forKey: .parameter)
        prompt = try container.decode(String.self, forKey: .prompt)
        if let typeName = try container.decodeIfPresent(String.self, forKey: .type) {
            guard let type = ValueType(name: typeName) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .type, in: container, debugDescription: "'\(typeName)' is not a value type")
            }
            self.type = type
        } else {
            type = nil
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(step, forKey: .step)
        try container.encode(parameter, forKey: .parameter)
        try container.encode(prompt, forKey: .prompt)
        try container.encodeIfPresent(type?.name, forKey: .type)
    }
}
