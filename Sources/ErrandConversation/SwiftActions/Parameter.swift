import ErrandCatalog
import Foundation

/// A typed parameter of a Swift action, with the details the catalog needs (title, prompt,
/// default, bounds, dependency).
///
/// ```swift
/// struct OrderSoup: AppAction {
///     @Parameter(title: "Soup", prompt: "Which soup?") var soup: Soup
///     @Parameter(title: "Address", dependsOn: "method", values: [.enumCase("delivery")]) var address: Place?
/// }
/// ```
///
/// Read the value in `perform()` as the property itself; in resolve hooks, where a value may
/// still be missing, read the projection (`$soup`), which is optional.
@propertyWrapper
public struct Parameter<T: ParameterValue>: Sendable, AnyParameter {
    public let title: String
    public let prompt: String?
    public let defaultValue: T?
    public let minimum: Double?
    public let maximum: Double?
    public let dependency: ParameterDependency?
    public let options: ParameterDefinition.Options
    let slot = ParameterSlot()

    public init(
        title: String, prompt: String? = nil, default defaultValue: T? = nil, minimum: Double? = nil,
        maximum: Double? = nil, dependsOn parent: String? = nil, values parentValues: [Value] = [],
        options: ParameterDefinition.Options = .type
    ) {
        self.title = title
        self.prompt = prompt
        self.defaultValue = defaultValue
        self.minimum = minimum
        self.maximum = maximum
        self.dependency = parent.map { ParameterDependency(parameter: $0, values: parentValues) }
        self.options = options
    }

    /// The value. A required parameter always has one by the time `perform()` runs.
    public var wrappedValue: T {
        if let value = projectedValue { return value }
        if let absent = T.absent { return absent }
        preconditionFailure("parameter '\(title)' read before it was resolved; read $\(title) in resolve hooks")
    }

    /// The value, or `nil` while nobody has given one.
    public var projectedValue: T? {
        if let value = slot.value, let typed = T(value: value) { return typed }
        return defaultValue
    }

    public func definition(id: String) -> ParameterDefinition {
        ParameterDefinition(
            id: id, title: title, type: T.valueType, isRequired: T.absent == nil && defaultValue == nil,
            defaultValue: defaultValue?.parameterValue, prompt: prompt, options: options, minimum: minimum,
            maximum: maximum, dependency: dependency)
    }

    public var typeDefinition: TypeDefinition? { T.typeDefinition }

    public func assign(_ value: Value?) { slot.value = value }

    public var isMissingRequiredValue: Bool { projectedValue == nil && T.absent == nil }
}

/// What the catalog and the in-process handler see of any `@Parameter`.
public protocol AnyParameter: Sendable {
    /// The catalog definition of the parameter named `id`.
    func definition(id: String) -> ParameterDefinition
    /// The declared type it uses, if any.
    var typeDefinition: TypeDefinition? { get }
    /// Sets the value the action instance reads.
    func assign(_ value: Value?)
    /// Whether the parameter needs a value and has none of its type.
    var isMissingRequiredValue: Bool { get }
}

/// The storage of one parameter of one action instance, set by the handler before any hook
/// runs.
final class ParameterSlot: @unchecked Sendable {
    // NB: a lock rather than an actor because the wrapper's getter is synchronous.
    private let lock = NSLock()
    private var stored: Value?

    var value: Value? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
