import ErrandCatalog
import Foundation

/// A Swift type that can be an action parameter: it knows its catalog type and converts to
/// and from `Value`.
public protocol ParameterValue: Sendable {
    /// The catalog type of parameters of this Swift type.
    static var valueType: ValueType { get }
    /// The type an app declares for it (an enum or entity), if it is one.
    static var typeDefinition: TypeDefinition? { get }
    /// The Swift value for a catalog value, or `nil` when it is of another kind.
    init?(value: Value)
    /// The catalog value; `nil` only for an empty optional.
    var parameterValue: Value? { get }
    /// The value of a parameter nobody gave: `nil` wrapped for optionals, otherwise none.
    static var absent: Self? { get }
}

extension ParameterValue {
    public static var typeDefinition: TypeDefinition? { nil }
    public static var absent: Self? { nil }
}

extension String: ParameterValue {
    public static var valueType: ValueType { .string }
    public init?(value: Value) {
        switch value {
        case .string(let text): self = text
        case .enumCase(let id): self = id
        case .entity(let entity): self = entity.title
        case .person(let person): self = person.name
        case .place(let place): self = place.name
        default: return nil
        }
    }
    public var parameterValue: Value? { .string(self) }
}

extension Int: ParameterValue {
    public static var valueType: ValueType { .integer }
    public init?(value: Value) {
        switch value {
        case .integer(let number): self = number
        case .decimal(let number) where number == number.rounded() && abs(number) < 1e15: self = Int(number)
        default: return nil
        }
    }
    public var parameterValue: Value? { .integer(self) }
}

extension Double: ParameterValue {
    public static var valueType: ValueType { .decimal }
    public init?(value: Value) {
        guard let number = value.number else { return nil }
        self = number
    }
    public var parameterValue: Value? { .decimal(self) }
}

extension Bool: ParameterValue {
    public static var valueType: ValueType { .boolean }
    public init?(value: Value) {
        guard case .boolean(let flag) = value else { return nil }
        self = flag
    }
    public var parameterValue: Value? { .boolean(self) }
}

extension CurrencyAmount: ParameterValue {
    public static var valueType: ValueType { .currency }
    public init?(value: Value) {
        guard case .currency(let amount) = value else { return nil }
        self = amount
    }
    public var parameterValue: Value? { .currency(self) }
}

extension Distance: ParameterValue {
    public static var valueType: ValueType { .distance }
    public init?(value: Value) {
        guard case .distance(let distance) = value else { return nil }
        self = distance
    }
    public var parameterValue: Value? { .distance(self) }
}

extension Person: ParameterValue {
    public static var valueType: ValueType { .person }
    public init?(value: Value) {
        switch value {
        case .person(let person): self = person
        case .string(let name): self = Person(name: name)
        default: return nil
        }
    }
    public var parameterValue: Value? { .person(self) }
}

extension Place: ParameterValue {
    public static var valueType: ValueType { .place }
    public init?(value: Value) {
        switch value {
        case .place(let place): self = place
        case .string(let name): self = Place(name: name)
        default: return nil
        }
    }
    public var parameterValue: Value? { .place(self) }
}

extension CalendarDate: ParameterValue {
    public static var valueType: ValueType { .date }
    public init?(value: Value) {
        guard case .date(let date) = value else { return nil }
        self = date
    }
    public var parameterValue: Value? { .date(self) }
}

extension TimeOfDay: ParameterValue {
    public static var valueType: ValueType { .time }
    public init?(value: Value) {
        guard case .time(let time) = value else { return nil }
        self = time
    }
    public var parameterValue: Value? { .time(self) }
}

extension Date: ParameterValue {
    public static var valueType: ValueType { .dateTime }
    public init?(value: Value) {
        guard case .dateTime(let instant) = value else { return nil }
        self = instant
    }
    public var parameterValue: Value? { .dateTime(self) }
}

extension Duration: ParameterValue {
    public static var valueType: ValueType { .duration }
    public init?(value: Value) {
        guard case .duration(let seconds) = value else { return nil }
        self = .milliseconds(Int64((seconds * 1000).rounded()))
    }
    public var parameterValue: Value? {
        let parts = components
        return .duration(Double(parts.seconds) + Double(parts.attoseconds) / 1e18)
    }
}

extension Array: ParameterValue where Element: ParameterValue {
    public static var valueType: ValueType { .list(Element.valueType) }
    public static var typeDefinition: TypeDefinition? { Element.typeDefinition }
    public init?(value: Value) {
        guard case .list(let values) = value else {
            guard let single = Element(value: value) else { return nil }
            self = [single]
            return
        }
        let elements = values.compactMap(Element.init(value:))
        guard elements.count == values.count else { return nil }
        self = elements
    }
    public var parameterValue: Value? { .list(compactMap(\.parameterValue)) }
}

extension Optional: ParameterValue where Wrapped: ParameterValue {
    public static var valueType: ValueType { Wrapped.valueType }
    public static var typeDefinition: TypeDefinition? { Wrapped.typeDefinition }
    public init?(value: Value) {
        guard let wrapped = Wrapped(value: value) else { return nil }
        self = .some(wrapped)
    }
    public var parameterValue: Value? { self?.parameterValue }
    public static var absent: Self? { .some(.none) }
}
