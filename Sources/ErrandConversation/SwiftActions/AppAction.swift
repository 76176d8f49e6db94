import ErrandCatalog
import Foundation

/// An action of a Swift app, App Intents style: a type with typed `@Parameter`s, a
/// `perform()`, and optional resolve and confirm hooks. Its catalog definition is derived from
/// the type itself, so a Swift app needs no manifest.
///
/// ```swift
/// struct OrderCoffee: AppAction {
///     typealias App = CoffeeApp
///     static let title = "Order coffee"
///     static let category = ActionCategory.order
///     @Parameter(title: "Coffee", prompt: "Which coffee?") var coffee: Drink
///     func perform(in app: CoffeeApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
///         try await app.place(coffee)
///     }
/// }
/// ```
public protocol AppAction<App>: Sendable {
    associatedtype App: SwiftApp
    /// The action's identifier (by default the type's name).
    static var id: String { get }
    static var title: String { get }
    static var category: ActionCategory { get }
    /// The system intent it adopts (`messaging.sendMessage`), if any.
    static var adopts: String? { get }
    static var phrases: [String] { get }
    static var summary: ParameterSummary? { get }
    static var dialog: DialogTemplates { get }
    static var outputs: [OutputDefinition] { get }
    /// `nil` lets the category decide (orders always confirm).
    static var requiresConfirmation: Bool? { get }
    /// `nil` lets the category decide (orders always authenticate).
    static var authentication: ActionDefinition.Authentication? { get }
    /// The parameter that receives the previous step's output in a multi-step shortcut
    /// (`nil`: the adopted intent's, if any).
    static var inputParameter: String? { get }
    /// The parameter the action is about, whose value a suggestion shows (`nil`: the adopted
    /// intent's, if any). A reading without it is held to more (`Understander`).
    static var keyParameter: String? { get }

    init()

    /// Resolves one parameter; `nil` leaves it to the catalog's rules.
    func resolve(_ parameter: String, in app: App, context: RequestContext) async -> ParameterResolution?
    /// Checks the request before anything happens and returns values for the confirmation.
    func confirm(in app: App, context: RequestContext) async throws(HandlerFailure) -> [String: Value]
    /// Does the action and returns its outputs.
    func perform(in app: App, context: RequestContext) async throws(HandlerFailure) -> [String: Value]
}

extension AppAction {
    public static var id: String { String(describing: Self.self) }
    public static var category: ActionCategory { .generic }
    public static var adopts: String? { nil }
    public static var phrases: [String] { [] }
    public static var summary: ParameterSummary? { nil }
    public static var dialog: DialogTemplates { DialogTemplates() }
    public static var outputs: [OutputDefinition] { [] }
    public static var requiresConfirmation: Bool? { nil }
    public static var authentication: ActionDefinition.Authentication? { nil }
    public static var inputParameter: String? { nil }
    public static var keyParameter: String? { nil }

    public func resolve(_ parameter: String, in app: App, context: RequestContext) async -> ParameterResolution? {
        nil
    }

    public func confirm(in app: App, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        [:]
    }

    /// The action's `@Parameter`s by name, in declaration order.
    var parameterWrappers: [(name: String, parameter: any AnyParameter)] {
        Mirror(reflecting: self).children.compactMap { child in
            guard let label = child.label, let parameter = child.value as? any AnyParameter else { return nil }
            return (label.hasPrefix("_") ? String(label.dropFirst()) : label, parameter)
        }
    }

    /// An instance with the given values assigned to its parameters.
    static func instance(with values: [String: Value]) -> Self {
        let action = Self()
        for (name, parameter) in action.parameterWrappers { parameter.assign(values[name]) }
        return action
    }

    /// The catalog definition of the action, derived from the type.
    public static var definition: ActionDefinition {
        let parameters = Self().parameterWrappers.map { $0.parameter.definition(id: $0.name) }
        let base = adopts.flatMap { SystemDomains.intent(named: $0)?.action }
        return ActionDefinition(
            id: id, title: title, category: base?.category ?? category, adoptedIntent: adopts, parameters: parameters,
            summary: summary ?? base?.summary, phrases: phrases + (base?.phrases ?? []),
            dialog: dialog.isEmpty ? (base?.dialog ?? dialog) : dialog,
            outputs: outputs.isEmpty ? (base?.outputs ?? []) : outputs,
            inputParameter: inputParameter ?? base?.inputParameter, keyParameter: keyParameter ?? base?.keyParameter,
            requiresConfirmation: requiresConfirmation ?? base?.requiresConfirmation,
            authentication: authentication ?? base?.authentication)
    }

    /// The declared types the action's parameters use.
    static var typeDefinitions: [TypeDefinition] {
        Self().parameterWrappers.compactMap(\.parameter.typeDefinition)
    }
}
