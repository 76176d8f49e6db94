import Foundation
import Yams

/// A small checker for the part of JSON Schema (draft 2020-12) that `Schemas/manifest.schema.json`
/// uses, run over a composed YAML or JSON document.
///
/// It understands `$ref` to `#/$defs/…`, `type`, `properties`, `additionalProperties`, `required`,
/// `propertyNames`, `items`, `enum`, `const`, `anyOf`, `oneOf`, `not`, `if`/`then`/`else`,
/// `pattern`, `minLength`, `minItems`, `minProperties`, `minimum`, `exclusiveMinimum` and `maximum`; any
/// other keyword makes it report that it cannot check the schema, so it never passes by ignoring.
struct SchemaChecker {
    let root: [String: Any]

    /// Keywords that only describe.
    static let annotations: Set<String> = ["$schema", "$id", "$defs", "title", "description", "examples"]

    init(schema: [String: Any]) {
        root = schema
    }

    /// The problems of `node`, each as `path: what`; empty when it conforms.
    func problems(of node: Node) -> [String] {
        problems(node, root, "")
    }

    private func problems(_ node: Node, _ schema: [String: Any], _ path: String) -> [String] {
        var found: [String] = []
        let at = path.isEmpty ? "(root)" : path
        for (keyword, value) in schema where !Self.annotations.contains(keyword) {
            switch keyword {
            case "$ref":
                guard let target = resolve(value) else { return ["\(at): cannot resolve \(value)"] }
                found += problems(node, target, path)
            case "type":
                let allowed = (value as? [String]) ?? [(value as? String) ?? ""]
                let actual = Self.type(of: node)
                if !allowed.contains(actual) && !(actual == "integer" && allowed.contains("number")) {
                    found.append("\(at): \(actual) is not \(allowed.joined(separator: " or "))")
                }
            case "properties", "additionalProperties", "required", "propertyNames", "minProperties":
                found += objectProblems(node, keyword, value, schema, at, path)
            case "items", "minItems":
                guard case .sequence(let sequence) = node else { continue }
                if keyword == "minItems", let minimum = value as? Int, sequence.count < minimum {
                    found.append("\(at): fewer than \(minimum) items")
                }
                if keyword == "items", let items = value as? [String: Any] {
                    for (index, element) in sequence.enumerated() {
                        found += problems(element, items, "\(path)[\(index)]")
                    }
                }
            case "enum", "const":
                let choices = keyword == "enum" ? (value as? [Any]) ?? [] : [value]
                if !choices.contains(where: { Self.matches(node, $0) }) {
                    found.append("\(at): \(node.string ?? "value") is not one of the accepted values")
                }
            case "anyOf", "oneOf":
                let branches = (value as? [[String: Any]]) ?? []
                let passing = branches.filter { problems(node, $0, path).isEmpty }.count
                if passing == 0 || (keyword == "oneOf" && passing > 1) {
                    found.append("\(at): matches \(passing) of the \(keyword) choices")
                }
            case "not":
                if let inner = value as? [String: Any], problems(node, inner, path).isEmpty {
                    found.append("\(at): matches a schema it must not")
                }
            case "if":
                guard let condition = value as? [String: Any] else { continue }
                let branch = problems(node, condition, path).isEmpty ? schema["then"] : schema["else"]
                if let branch = branch as? [String: Any] { found += problems(node, branch, path) }
            case "then", "else": continue
            case "pattern", "minLength":
                guard case .scalar(let scalar) = node, Self.type(of: node) == "string" else { continue }
                if keyword == "minLength", let minimum = value as? Int, scalar.string.count < minimum {
                    found.append("\(at): shorter than \(minimum)")
                }
                if keyword == "pattern", let pattern = value as? String,
                    scalar.string.range(of: pattern, options: .regularExpression) == nil
                {
                    found.append("\(at): '\(scalar.string)' does not match \(pattern)")
                }
            case "minimum", "exclusiveMinimum":
                guard let number = node.string.flatMap(Double.init), let bound = value as? Double else { continue }
                if number < bound || (keyword == "exclusiveMinimum" && number == bound) {
                    found.append("\(at): \(number) is below \(bound)")
                }
            case "maximum":
                guard let number = node.string.flatMap(Double.init), let bound = value as? Double else { continue }
                if number > bound { found.append("\(at): \(number) is above \(bound)") }
            default:
                found.append("\(at): the checker does not know the keyword '\(keyword)'")
            }
        }
        return found
    }

    private func objectProblems(
        _ node: Node, _ keyword: String, _ value: Any, _ schema: [String: Any], _ at: String, _ path: String
    ) -> [String] {
        guard case .mapping(let mapping) = node else { return [] }
        let properties = (schema["properties"] as? [String: Any]) ?? [:]
        var found: [String] = []
        switch keyword {
        case "properties":
            for (key, child) in mapping {
                guard let name = key.string, let property = properties[name] as? [String: Any] else { continue }
                found += problems(child, property, path.isEmpty ? name : "\(path).\(name)")
            }
        case "additionalProperties":
            for (key, child) in mapping {
                guard let name = key.string, properties[name] == nil else { continue }
                let childPath = path.isEmpty ? name : "\(path).\(name)"
                if let allowed = value as? Bool, !allowed {
                    found.append("\(childPath): the schema has no key '\(name)' here")
                } else if let additional = value as? [String: Any] {
                    found += problems(child, additional, childPath)
                }
            }
        case "required":
            let keys = Set(mapping.keys.compactMap(\.string))
            for name in (value as? [String]) ?? [] where !keys.contains(name) {
                found.append("\(at): missing '\(name)'")
            }
        case "propertyNames":
            guard let names = value as? [String: Any] else { break }
            for key in mapping.keys {
                found += problems(.scalar(.init(key.string ?? "")), names, "\(path) key \(key.string ?? "")")
            }
        default:
            if let minimum = value as? Int, mapping.count < minimum {
                found.append("\(at): fewer than \(minimum) keys")
            }
        }
        return found
    }

    private func resolve(_ reference: Any) -> [String: Any]? {
        guard let text = reference as? String, text.hasPrefix("#/$defs/") else { return nil }
        let name = String(text.dropFirst("#/$defs/".count))
        return (root["$defs"] as? [String: Any])?[name] as? [String: Any]
    }

    /// The JSON type a composed node reads as.
    static func type(of node: Node) -> String {
        switch node {
        case .mapping: return "object"
        case .sequence: return "array"
        case .alias: return "alias"
        case .scalar(let scalar):
            // Plain scalars resolve as YAML reads them; quoted ones are always text.
            guard scalar.style == .plain else { return "string" }
            if ["", "~", "null", "Null", "NULL"].contains(scalar.string) { return "null" }
            if Bool.construct(from: scalar) != nil { return "boolean" }
            if Int.construct(from: scalar) != nil { return "integer" }
            if Double.construct(from: scalar) != nil { return "number" }
            return "string"
        }
    }

    /// Whether a scalar node equals a JSON value of an `enum` or `const`.
    static func matches(_ node: Node, _ value: Any) -> Bool {
        let nodeType = type(of: node)
        if ["integer", "number"].contains(nodeType), let number = value as? NSNumber, let text = node.string {
            return Double(text) == number.doubleValue
        }
        switch value {
        case let text as String: return nodeType == "string" && node.string == text
        case let flag as Bool:
            guard case .scalar(let scalar) = node else { return false }
            return Bool.construct(from: scalar) == flag
        default: return false
        }
    }
}
