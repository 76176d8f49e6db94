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
    /// A length: "5 miles", "10 km".
    case distance
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
        "currency": .currency, "temperature": .temperature, "distance": .distance, "percentage": .percentage,
        "place": .place, "person": .person, "url": .url, "file": .file,
    ]

    /// Names other systems give the built-in types, for a manifest error to point at ours:
    /// "text" is `string`, "money" is `currency`.
    public static let builtInsByOtherName: [String: String] = [
        "text": "string", "str": "string", "int": "integer", "number": "decimal", "float": "decimal",
        "double": "decimal", "bool": "boolean", "datetime": "dateTime", "timestamp": "dateTime",
        "money": "currency", "amount": "currency", "price": "currency", "length": "distance",
        "location": "place", "address": "place", "contact": "person", "link": "url", "uri": "url",
    ]

    /// The deepest nesting of lists a type name may have (`[[[Drink]]]` is 3 deep).
    public static let deepestList = 8

    /// Reads a type name as a manifest writes it: a built-in name, a declared type's name, or
    /// `[Element]` for a list. Returns `nil` for an empty or unbalanced name, or one with lists
    /// nested deeper than `deepestList`.
    ///
    /// - Complexity: O(n) in the length of `name`.
    public init?(name: String) {
        let (depth, element) = Self.listNesting(of: name)
        guard depth <= Self.deepestList else { return nil }
        var type: ValueType
        if let builtIn = Self.builtIns[String(element)] {
            type = builtIn
        } else if !element.isEmpty, !element.contains(where: { "[] ".contains($0) }) {
            type = .custom(String(element))
        } else {
            return nil
        }
        for _ in 0..<depth { type = .list(type) }
        self = type
    }

    /// How many lists deep `name` is, and the name inside them, each level trimmed of spaces:
    /// `(2, "Drink")` for `[ [Drink] ]`. A name not wrapped in brackets is 0 deep.
    ///
    /// - Complexity: O(n) in the length of `name`: one pass from both ends, no copies.
    public static func listNesting(of name: String) -> (depth: Int, element: Substring) {
        func isSpace(_ character: Character) -> Bool {
            character.unicodeScalars.allSatisfy { CharacterSet.whitespaces.contains($0) }
        }
        var start = name.startIndex
        var end = name.endIndex
        var depth = 0
        while true {
            while start < end, isSpace(name[start]) { start = name.index(after: start) }
            while start < end, isSpace(name[name.index(before: end)]) { end = name.index(before: end) }
            guard start < end, name[start] == "[" else { break }
            let last = name.index(before: end)
            guard last > start, name[last] == "]" else { break }
            start = name.index(after: start)
            end = last
            depth += 1
        }
        return (depth, name[start..<end])
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

    /// Whether values of this type are people: a person, or a list of people.
    public var isPeople: Bool {
        switch self {
        case .person: return true
        case .list(let element): return element.isPeople
        default: return false
        }
    }

    /// Whether values of this type are read by their own words, as the built-in recognizers
    /// read them (numbers, amounts, lengths of time, temperatures, distances, percentages, dates
    /// and times), rather than any words kept as they are (a text, a name, a place).
    public var isBuiltInValue: Bool {
        switch self {
        case .integer, .decimal, .percentage, .currency, .temperature, .distance, .duration, .date, .time, .dateTime:
            return true
        default: return false
        }
    }

    /// Whether values of this type say when: a date, a time of day, or both.
    public var isDateOrTime: Bool {
        switch self {
        case .date, .time, .dateTime: return true
        default: return false
        }
    }

    /// Whether values of this type are numbers, so `min` and `max` apply.
    public var isNumeric: Bool {
        switch self {
        case .integer, .decimal, .currency, .temperature, .distance, .percentage, .duration: return true
        default: return false
        }
    }
}

extension ValueType: CustomStringConvertible {
    public var description: String { name }
}
