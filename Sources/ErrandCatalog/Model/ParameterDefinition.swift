import Foundation

/// A detail an action needs: its name, type, the question that asks for it, and the rules for
/// its value.
public struct ParameterDefinition: Sendable, Hashable, Identifiable {
    /// The parameter's name, as placeholders and phrase slots refer to it (`{size}`).
    public var id: String
    /// What people see as the parameter's label ("Size").
    public var title: String
    public var type: ValueType
    /// Whether the action cannot run without a value.
    public var isRequired: Bool
    /// The value used when the person gives none; no question is asked for it.
    public var defaultValue: Value?
    /// The follow-up question that asks for a value ("What size?").
    public var prompt: String?
    /// Where the person's choices come from.
    public var options: Options
    /// Bounds for numeric values.
    public var minimum: Double?
    public var maximum: Double?
    /// The unit the bounds are in, for a temperature or a distance (`boundedNumber(of:)`).
    public var boundUnit: BoundUnit?
    /// Ask for this parameter only once a parent parameter has one of the given values.
    public var dependency: ParameterDependency?

    /// Where a parameter's choices come from.
    public enum Options: Sendable, Hashable {
        /// Any value of the type (an enum's cases, an entity's listed values).
        case type
        /// A fixed list given in the manifest.
        case fixed([Value])
        /// The app supplies them at run time (the nearest stores, the person's playlists).
        case dynamic
    }

    public init(
        id: String, title: String, type: ValueType, isRequired: Bool = false, defaultValue: Value? = nil,
        prompt: String? = nil, options: Options = .type, minimum: Double? = nil, maximum: Double? = nil,
        boundUnit: BoundUnit? = nil, dependency: ParameterDependency? = nil
    ) {
        self.id = id
        self.title = title
        self.type = type
        self.isRequired = isRequired
        self.defaultValue = defaultValue
        self.prompt = prompt
        self.options = options
        self.minimum = minimum
        self.maximum = maximum
        self.boundUnit = boundUnit
        self.dependency = dependency
    }
}

/// A parent-child relation between parameters: the child is asked for only after the parent
/// has one of `values` (a delivery address only after choosing delivery).
public struct ParameterDependency: Sendable, Hashable {
    public var parameter: String
    public var values: [Value]

    public init(parameter: String, values: [Value]) {
        self.parameter = parameter
        self.values = values
    }
}
