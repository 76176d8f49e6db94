import ErrandCatalog

/// A share of a whole as a parameter, the number said: 30 for "30 percent".
public struct Percentage: ParameterValue, Hashable {
    public var value: Double

    public init(_ value: Double) { self.value = value }

    public static var valueType: ValueType { .percentage }
    public init?(value: Value) {
        switch value {
        case .percentage(let number), .decimal(let number): self.value = number
        case .integer(let number): self.value = Double(number)
        default: return nil
        }
    }
    public var parameterValue: Value? { .percentage(value) }
}
