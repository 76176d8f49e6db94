import ErrandCatalog
import Foundation

/// A multi-step shortcut: a name, an optional phrase that runs it, the type of input it
/// takes, and its steps, run one after the other through the conversation engine.
///
/// The guidelines: actions are building blocks that people combine, across apps, into their
/// own shortcuts, and run by a phrase, a tap or an automation. A `Shortcut` is a plain value;
/// its `Codable` form is the body of the share format.
///
/// ```swift
/// let usual = Shortcut(id: "usual", name: "Order my usual", phrase: "order my usual", steps: [
///     ShortcutStep(id: "order", action: .app(app: "com.example.coffee", action: "OrderCoffee"),
///                  parameters: ["coffee": .literal(.entity(latte)), "size": .literal(.enumCase("large"))]),
/// ])
/// ```
public struct Shortcut: Sendable, Hashable, Codable, Identifiable {
    public var id: String
    public var name: String
    /// The phrase that runs it, if the person added one.
    public var phrase: String?
    /// The type of value the shortcut takes as input (`nil`: it takes none).
    public var inputType: ValueType?
    public var steps: [ShortcutStep]
    /// The parameters a person who imports the shortcut must supply (their own contact, say);
    /// exporting leaves the exporter's values for them out of the share file.
    public var importQuestions: [ImportQuestion]

    public init(
        id: String, name: String, phrase: String? = nil, inputType: ValueType? = nil, steps: [ShortcutStep],
        importQuestions: [ImportQuestion] = []
    ) {
        self.id = id
        self.name = name
        self.phrase = phrase
        self.inputType = inputType
        self.steps = steps
        self.importQuestions = importQuestions
    }

    /// Every step, nested ones included, in document order.
    public var allSteps: [ShortcutStep] {
        steps.flatMap { [$0] + $0.nestedSteps }
    }

    private enum CodingKeys: String, CodingKey { case id, name, phrase, inputType, steps, importQuestions }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        phrase = try container.decodeIfPresent(String.self, forKey: .phrase)
        if let typeName = try container.decodeIfPresent(String.self, forKey: .inputType) {
            guard let type = ValueType(name: typeName) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .inputType, in: container, debugDescription: "'\(typeName)' is not a value type")
            }
            inputType = type
        } else {
            inputType = nil
        }
        steps = try container.decode([ShortcutStep].self, forKey: .steps)
        importQuestions = try container.decodeIfPresent([ImportQuestion].self, forKey: .importQuestions) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(phrase, forKey: .phrase)
        try container.encodeIfPresent(inputType?.name, forKey: .inputType)
        try container.encode(steps, forKey: .steps)
        if !importQuestions.isEmpty { try container.encode(importQuestions, forKey: .importQuestions) }
    }
}
