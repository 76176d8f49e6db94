import Foundation
import Yams

extension ManifestDecoder {
    /// The app's declared types: enums (`cases:`) and entities (`entity: true`).
    mutating func types(from node: Node) -> [TypeDefinition] {
        guard let pairs = reader.mapping(node, "types", allowed: nil) else { return [] }
        var result: [TypeDefinition] = []
        for (name, definition) in pairs {
            let path = DocumentPath.join("types", name)
            if ValueType.builtIns[name] != nil {
                reader.error("'\(name)' is a built-in type; give the declared type another name", definition, path)
                continue
            }
            guard case .mapping(let mapping) = definition else {
                reader.error("expected a mapping with 'cases' (an enum) or 'entity: true'", definition, path)
                refusedTypes.insert(name)
                continue
            }
            let type: TypeDefinition?
            if mapping["entity"] != nil {
                type = entityType(name, definition, path)
            } else if mapping["cases"] != nil {
                type = enumType(name, definition, path)
            } else if mapping["values"] != nil {
                reader.error(
                    "'values' are an entity's; add 'entity: true', or list an enum's choices under 'cases'",
                    definition, path)
                type = nil
            } else {
                reader.error("a type needs 'cases' (an enum) or 'entity: true' with its 'values'", definition, path)
                type = nil
            }
            if let type {
                result.append(type)
                types[name] = type
            } else {
                refusedTypes.insert(name)
            }
        }
        return result
    }

    private mutating func enumType(_ name: String, _ node: Node, _ path: String) -> TypeDefinition? {
        guard let pairs = reader.mapping(node, path, allowed: ManifestKeys.enumType),
            let casesNode = pairs.first(where: { $0.key == "cases" })?.value
        else { return nil }
        let casesPath = path + ".cases"
        var cases: [EnumCase] = []
        if case .sequence = casesNode {
            for (index, element) in (reader.sequence(casesNode, casesPath) ?? []).enumerated() {
                if let id = reader.string(element, DocumentPath.index(casesPath, index)) {
                    cases.append(EnumCase(id: id, title: Self.title(fromIdentifier: id)))
                }
            }
        } else if let casePairs = reader.mapping(casesNode, casesPath, allowed: nil) {
            for (id, caseNode) in casePairs {
                let casePath = DocumentPath.join(casesPath, id)
                var enumCase = EnumCase(id: id, title: Self.title(fromIdentifier: id))
                if case .scalar = caseNode, !reader.isNull(caseNode) {
                    enumCase.title = reader.string(caseNode, casePath) ?? enumCase.title
                } else if !reader.isNull(caseNode),
                    let fields = reader.mapping(caseNode, casePath, allowed: ManifestKeys.enumCase)
                {
                    for (key, value) in fields {
                        if key == "title" {
                            enumCase.title = reader.string(value, casePath + ".title") ?? enumCase.title
                        } else {
                            enumCase.synonyms = reader.strings(value, casePath + ".synonyms")
                        }
                    }
                }
                cases.append(enumCase)
            }
        }
        if cases.isEmpty { reader.error("an enum needs at least one case", casesNode, casesPath) }
        return TypeDefinition(id: name, kind: .enumeration(cases))
    }

    private mutating func entityType(_ name: String, _ node: Node, _ path: String) -> TypeDefinition? {
        guard let pairs = reader.mapping(node, path, allowed: ManifestKeys.entityType) else { return nil }
        var values: [EntityValue] = []
        var dynamic = false
        var seen: Set<String> = []
        for (key, value) in pairs {
            let childPath = DocumentPath.join(path, key)
            switch key {
            case "entity":
                if reader.bool(value, childPath) == false {
                    reader.error("write 'entity: true', or use 'cases' for an enum", value, childPath)
                }
            case "dynamic": dynamic = reader.bool(value, childPath) ?? false
            case "values":
                for (index, element) in (reader.sequence(value, childPath) ?? []).enumerated() {
                    let valuePath = DocumentPath.index(childPath, index)
                    guard let entity = entityValue(element, valuePath) else { continue }
                    if !seen.insert(entity.id).inserted {
                        reader.error(
                            "duplicate id '\(entity.id)' in \(name); each value needs its own id", element, valuePath)
                        continue
                    }
                    values.append(entity)
                }
            default: break
            }
        }
        return TypeDefinition(id: name, kind: .entity(values: values, dynamic: dynamic))
    }

    private mutating func entityValue(_ node: Node, _ path: String) -> EntityValue? {
        if case .scalar = node {
            return reader.string(node, path).map { EntityValue(id: $0, title: Self.title(fromIdentifier: $0)) }
        }
        guard let pairs = reader.mapping(node, path, allowed: ManifestKeys.entityValue) else { return nil }
        var value = EntityValue(id: "", title: "")
        for (key, field) in pairs {
            let childPath = DocumentPath.join(path, key)
            switch key {
            case "id": value.id = reader.string(field, childPath) ?? ""
            case "title": value.title = reader.string(field, childPath) ?? ""
            case "subtitle": value.subtitle = reader.string(field, childPath)
            case "synonyms": value.synonyms = reader.strings(field, childPath)
            default: value.image = reader.string(field, childPath)
            }
        }
        if value.id.isEmpty {
            reader.error("an entity value needs an 'id'", node, path)
            return nil
        }
        if value.title.isEmpty { value.title = Self.title(fromIdentifier: value.id) }
        return value
    }

    /// What is wrong with a type name `ValueType(name:)` refused: lists nested too deep, or
    /// else `problem`.
    static func typeNameProblem(_ typeName: String, or problem: String) -> String {
        let depth = ValueType.listNesting(of: typeName).depth
        guard depth > ValueType.deepestList else { return "\(QuotedText.quoted(typeName)) \(problem)" }
        return "\(QuotedText.quoted(typeName)) nests lists \(depth) deep; a type may nest at most "
            + "\(ValueType.deepestList) (e.g. [[Drink]])"
    }

    /// "clam_chowder" → "Clam chowder": a readable title when a manifest gives none.
    static func title(fromIdentifier id: String) -> String {
        let words = id.replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
