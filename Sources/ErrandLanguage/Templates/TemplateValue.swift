import ErrandCatalog

/// A value a template produces or compares: a slot's output, a fixed slot, a context item.
///
/// The shape of a YAML or JSON scalar, list or mapping, so values declared in a manifest or an
/// intents file keep their type. Numbers compare by value whatever their spelling (`50` equals
/// `50.0`), as the values of number ranges and of written-out numbers must.
public enum TemplateValue: Sendable, Hashable, CustomStringConvertible {
    case string(String)
    case number(Double)
    case bool(Bool)
    case list([TemplateValue])
    case mapping([String: TemplateValue])
    case null

    /// Whether two values are the same value (numbers by value, lists element-wise).
    public func isSameValue(as other: TemplateValue) -> Bool {
        switch (self, other) {
        case (.number(let a), .number(let b)): return a == b
        case (.bool(let a), .number(let b)), (.number(let b), .bool(let a)): return (a ? 1 : 0) == b
        case (.list(let a), .list(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.isSameValue(as: $1) }
        default: return self == other
        }
    }

    /// The value's text when it is a string.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The elements when the value is a list.
    public var listValue: [TemplateValue]? {
        if case .list(let items) = self { return items }
        return nil
    }

    /// The item under `key` when the value is a mapping.
    public subscript(key: String) -> TemplateValue? {
        if case .mapping(let items) = self { return items[key] }
        return nil
    }

    /// Converts a value decoded from YAML or JSON (`String`, `Int`, `Double`, `Bool`, arrays,
    /// dictionaries, `nil`) into a template value.
    public init(any value: Any?) {
        switch value {
        case nil: self = .null
        case let text as String: self = .string(text)
        case let flag as Bool: self = .bool(flag)
        case let number as Int: self = .number(Double(number))
        case let number as Double: self = .number(number)
        case let items as [Any?]: self = .list(items.map { TemplateValue(any: $0) })
        case let items as [String: Any?]: self = .mapping(items.mapValues { TemplateValue(any: $0) })
        case let items as [AnyHashable: Any?]:
            var mapping: [String: TemplateValue] = [:]
            for (key, item) in items { mapping[String(describing: key.base)] = TemplateValue(any: item) }
            self = .mapping(mapping)
        default: self = .string(String(describing: value ?? ""))
        }
    }

    /// The value as JSON text: integral numbers without a fraction, strings quoted.
    public var jsonText: String {
        switch self {
        case .string(let text): return JSONText.string(text)
        case .number(let number):
            if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
            return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .list(let items): return "[" + items.map(\.jsonText).joined(separator: ",") + "]"
        case .mapping(let items):
            let body = items.keys.sorted().map { JSONText.string($0) + ":" + (items[$0] ?? .null).jsonText }
            return "{" + body.joined(separator: ",") + "}"
        }
    }

    public var description: String {
        if case .string(let text) = self { return text }
        return jsonText
    }

}
