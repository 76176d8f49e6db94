import Foundation

/// The type of a parameter or output: a built-in kind of value, a type the app declares (an enum
/// or an entity), or a list of either.
///
/// Manifests write types by name: `integer`, `currency`, `Size`, and lists as `[Drink]`.
public indirect enum ValueType: Sendable, Hashable {
    case string
    case integer
    case decimal
    case boolean
    case date
    case time
    case dateTime
    case duration
    case currency
    case temperature
    case percentage
    case place
    case person
    case url
    case file
    /// An enum or entity type declared under the app's `types`, by name.
    case custom(String)
    /// A list of values of one type.
    case list(ValueType)

    /// The built-in types by the name a manifest uses for them.
    public static let builtIns: [String: ValueType] = [
        "string": .string, "integer": .integer, "decimal": .decimal, "boolean": .boolean,
        "date": .date, "time": .time, "dateTime": .dateTime, "duration": .duration,
        "currency": .currency, "temperature": .temperature, "percentage": .percentage,
        "place": .place, "person": .person, "url": .url, "file": .file,
    ]

    /// Reads a type name as a manifest writes it: a built-in name, a declared type's name, or
    /// `[Element]` for a list. Returns `nil` for an empty or unbalanced name.
    public init?(name: String) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("["), trimmed.hasSuffix("]") {
            guard let element = ValueType(name: String(trimmed.dropFirst().dropLast())) else { return nil }
            self = .list(element)
        } else if let builtIn = Self.builtIns[trimmed] {
            self = builtIn
        } else if !trimmed.isEmpty, !trimmed.contains(where: { "[] ".contains($0) }) {
            self = .custom(trimmed)
        } else {
            return nil
        }
    }

    /// The name a manifest uses for this type.
    public var name: String {
        switch self {
        case .custom(let name): return name
        case .list(let element): return "[\(element.name)]"
        default: return Self.builtIns.first { $0.value == self }?.key ?? "string"
        }
    }

    /// The declared type this type refers to, looking through lists.
    public var customTypeName: String? {
        switch self {
        case .custom(let name): return name
        case .list(let element): return element.customTypeName
        default: return nil
        }
    }

    /// Whether values of this type are numbers, so `min` and `max` apply.
    public var isNumeric: Bool {
        switch self {
        case .integer, .decimal, .currency, .temperature, .percentage, .duration: return true
        default: return false
        }
    }
}

extension ValueType: CustomStringConvertible {
    public var description: String { name }
}
