import ErrandCatalog
import Foundation

/// One step of a shortcut: an app action or a built-in action, with a binding for each
/// parameter it sets, and the nested steps of the built-ins that have them (If / Otherwise,
/// Repeat, Repeat with each, Choose from menu).
///
/// A parameter with no binding gets, in order: the previous step's output when it is the
/// action's input parameter; the parameter's default; or a follow-up question. Nothing is
/// skipped silently.
public struct ShortcutStep: Sendable, Hashable, Codable {
    /// Unique within the shortcut; later steps refer to this step's output by it.
    public var id: String
    public var action: StepAction
    public var parameters: [String: ParameterBinding]
    /// If: the steps run when the condition holds.
    public var then: [ShortcutStep]
    /// If: the steps run when it does not.
    public var otherwise: [ShortcutStep]
    /// Repeat and Repeat with each: the steps repeated.
    public var body: [ShortcutStep]
    /// Choose from menu: the items offered, each with the steps it runs.
    public var menu: [MenuItem]

    public init(
        id: String, action: StepAction, parameters: [String: ParameterBinding] = [:], then: [ShortcutStep] = [],
        otherwise: [ShortcutStep] = [], body: [ShortcutStep] = [], menu: [MenuItem] = []
    ) {
        self.id = id
        self.action = action
        self.parameters = parameters
        self.then = then
        self.otherwise = otherwise
        self.body = body
        self.menu = menu
    }

    /// A built-in step.
    public static func builtIn(
        _ id: String, _ action: BuiltInAction, _ parameters: [String: ParameterBinding] = [:],
        then: [ShortcutStep] = [], otherwise: [ShortcutStep] = [], body: [ShortcutStep] = [],
        menu: [MenuItem] = []
    ) -> ShortcutStep {
        ShortcutStep(
            id: id, action: .builtIn(action), parameters: parameters, then: then, otherwise: otherwise, body: body,
            menu: menu)
    }

    /// An app action step.
    public static func app(
        _ id: String, _ app: String, _ action: String, _ parameters: [String: ParameterBinding] = [:]
    ) -> ShortcutStep {
        ShortcutStep(id: id, action: .app(app: app, action: action), parameters: parameters)
    }

    /// The steps nested in this one, at any depth, in document order.
    public var nestedSteps: [ShortcutStep] {
        (then + otherwise + body + menu.flatMap(\.steps)).flatMap { [$0] + $0.nestedSteps }
    }

    private enum CodingKeys: String, CodingKey {
        case id, app, action, builtIn, parameters, then, otherwise, body, menu
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        if let builtIn = try container.decodeIfPresent(String.self, forKey: .builtIn) {
            guard let known = BuiltInAction(rawValue: builtIn) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .builtIn, in: container,
                    debugDescription: "'\(builtIn)' is not a built-in action; known: "
                        + BuiltInAction.allCases.map(\.rawValue).joined(separator: ", "))
            }
            action = .builtIn(known)
        } else {
            action = .app(
                app: try container.decode(String.self, forKey: .app),
                action: try container.decode(String.self, forKey: .action))
        }
        parameters = try container.decodeIfPresent([String: ParameterBinding].self, forKey: .parameters) ?? [:]
        then = try container.decodeIfPresent([ShortcutStep].self, forKey: .then) ?? []
        otherwise = try container.decodeIfPresent([ShortcutStep].self, forKey: .otherwise) ?? []
        body = try container.decodeIfPresent([ShortcutStep].self, forKey: .body) ?? []
        menu = try container.decodeIfPresent([MenuItem].self, forKey: .menu) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        switch action {
        case .app(let app, let action):
            try container.encode(app, forKey: .app)
            try container.encode(action, forKey: .action)
        case .builtIn(let builtIn):
            try container.encode(builtIn.rawValue, forKey: .builtIn)
        }
        if !parameters.isEmpty { try container.encode(parameters, forKey: .parameters) }
        if !then.isEmpty { try container.encode(then, forKey: .then) }
        if !otherwise.isEmpty { try container.encode(otherwise, forKey: .otherwise) }
        if !body.isEmpty { try container.encode(body, forKey: .body) }
        if !menu.isEmpty { try container.encode(menu, forKey: .menu) }
    }
}

/// What a step does: one of an app's actions, or a built-in action.
public enum StepAction: Sendable, Hashable {
    case app(app: String, action: String)
    case builtIn(BuiltInAction)
}

/// One item of a Choose from menu step: its title and the steps it runs.
public struct MenuItem: Sendable, Hashable, Codable {
    public var title: String
    public var steps: [ShortcutStep]

    public init(title: String, steps: [ShortcutStep] = []) {
        self.title = title
        self.steps = steps
    }
}
