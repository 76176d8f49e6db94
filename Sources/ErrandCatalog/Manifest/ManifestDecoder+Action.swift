import Foundation
import Yams

extension ManifestDecoder {
    /// One action under `actions`, custom (with a `category`) or adopting a system intent.
    mutating func action(id: String, from node: Node) -> ActionDefinition? {
        let path = DocumentPath.join("actions", id)
        guard let pairs = reader.mapping(node, path, allowed: ManifestKeys.action) else { return nil }
        let fields = Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let field = { (key: String) in DocumentPath.join(path, key) }

        var action: ActionDefinition
        if let adoptsNode = fields["adopts"], let intentName = reader.string(adoptsNode, field("adopts")) {
            guard let intent = SystemDomains.intent(named: intentName) else {
                reader.error(
                    "'\(intentName)' is not a system intent\(Suggestion.didYouMean(intentName, among: SystemDomains.intentNames)); "
                        + "adopt one of: " + SystemDomains.intentNames.joined(separator: ", "), adoptsNode,
                    field("adopts"))
                return nil
            }
            if let categoryNode = fields["category"] {
                reader.error(
                    "an action that adopts a system intent takes that intent's category; remove 'category'",
                    categoryNode, field("category"))
            }
            action = intent.action
            action.id = id
            action.adoptedIntent = intent.id
        } else {
            var category = ActionCategory.generic
            if let categoryNode = fields["category"] {
                category = reader.choice(categoryNode, field("category"), as: ActionCategory.self) ?? .generic
            } else {
                reader.error(
                    "missing key 'category' (one of \(ActionCategory.allCases.map(\.rawValue).joined(separator: ", "))) or 'adopts' (a system intent)",
                    node, path)
            }
            action = ActionDefinition(id: id, title: "", category: category)
        }

        if let node = fields["title"] {
            action.title = reader.string(node, field("title")) ?? action.title
        } else if action.title.isEmpty {
            reader.error("missing key 'title': a brief instruction that starts with a verb", node, path)
        }
        if let node = fields["subtitle"] { action.subtitle = reader.string(node, field("subtitle")) }
        if let node = fields["description"] { action.description = reader.string(node, field("description")) }
        if let node = fields["parameters"] {
            action.parameters = parameters(from: node, path: field("parameters"), inherited: action)
        }
        if let node = fields["summary"] { action.summary = summary(from: node, path: field("summary"), action: action) }
        if let node = fields["phrases"] { action.phrases += reader.strings(node, field("phrases")) }
        if let node = fields["examples"] { action.examples = reader.strings(node, field("examples")) }
        if let node = fields["dialog"] {
            // NB: an adopted intent keeps the system's dialog for the keys the app does not override.
            action.dialog = dialog(from: node, path: field("dialog"), base: action.dialog)
        }
        if let node = fields["outputs"] { action.outputs = outputs(from: node, path: field("outputs")) }
        if let node = fields["input"] { action.inputParameter = reader.string(node, field("input")) }
        if let node = fields["key"] { action.keyParameter = reader.string(node, field("key")) }
        if let node = fields["requiresConfirmation"], let confirm = reader.bool(node, field("requiresConfirmation")) {
            action.requiresConfirmation = confirm
        }
        if let node = fields["authentication"],
            let authentication = reader.choice(node, field("authentication"), as: ActionDefinition.Authentication.self)
        {
            action.authentication = authentication
        }
        presentation(fields, path: path, into: &action)
        if let node = fields["localizations"] {
            action.localizations = localizations(from: node, path: field("localizations"))
        }
        return action
    }

    private mutating func presentation(_ fields: [String: Node], path: String, into action: inout ActionDefinition) {
        let background = fields["runsInBackground"].flatMap { reader.bool($0, path + ".runsInBackground") }
        let opens = fields["opensApp"].flatMap { reader.bool($0, path + ".opensApp") }
        if let background, let opens, background == opens, let node = fields["opensApp"] {
            reader.error(
                "runsInBackground and opensApp contradict each other; an action either runs in the background or opens the app",
                node, path + ".opensApp")
        }
        if opens == true || background == false { action.presentation = .opensApp }
        if background == true || opens == false { action.presentation = .runsInBackground }
    }

    private mutating func parameters(from node: Node, path: String, inherited: ActionDefinition)
        -> [ParameterDefinition]
    {
        guard let pairs = reader.mapping(node, path, allowed: nil) else {
            // NB: parameters listed with ids (reported above) are refused, not missing, for their phrases.
            for item in node.sequence ?? [] {
                if let id = item.mapping?["id"]?.string { refusedParameters[inherited.id, default: []].insert(id) }
            }
            return inherited.parameters
        }
        var result = inherited.parameters
        for (name, parameterNode) in pairs {
            let parameterPath = DocumentPath.join(path, name)
            if let index = result.firstIndex(where: { $0.id == name }) {
                if let merged = parameter(name, parameterNode, parameterPath, base: result[index], siblings: result) {
                    result[index] = merged
                }
            } else if let intent = inherited.adoptedIntent {
                reader.error(
                    "'\(name)' is not a parameter of the system intent \(intent) ("
                        + inherited.parameters.map(\.id).joined(separator: ", ") + ")", parameterNode, parameterPath)
            } else if let parameter = parameter(name, parameterNode, parameterPath, base: nil, siblings: result) {
                result.append(parameter)
            } else {
                refusedParameters[inherited.id, default: []].insert(name)
            }
        }
        return result
    }

    /// What to write instead of an unknown type name: a close one, the built-in type other
    /// systems call so ("text" is `string`), or the built-in types.
    private func typeHint(for name: String) -> String {
        let close = Suggestion.didYouMean(name, among: Array(types.keys) + Array(ValueType.builtIns.keys))
        if !close.isEmpty { return close }
        if let ours = ValueType.builtInsByOtherName[name.lowercased()] { return ", did you mean '\(ours)'?" }
        return "; the built-in types are " + ValueType.builtIns.keys.sorted().joined(separator: ", ")
    }

    private mutating func parameter(
        _ name: String, _ node: Node, _ path: String, base: ParameterDefinition?, siblings: [ParameterDefinition]
    ) -> ParameterDefinition? {
        guard let pairs = reader.mapping(node, path, allowed: ManifestKeys.parameter) else { return nil }
        let fields = Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        var parameter = base ?? ParameterDefinition(id: name, title: Self.title(fromIdentifier: name), type: .string)
        if let typeNode = fields["type"], let typeName = reader.string(typeNode, path + ".type") {
            if let type = ValueType(name: typeName) {
                if let custom = type.customTypeName, refusedTypes.contains(custom) {
                    // NB: the type's own definition was reported where it stands.
                    return nil
                }
                if let custom = type.customTypeName, types[custom] == nil {
                    reader.error(
                        "type '\(custom)' is not declared under types nor built in" + typeHint(for: custom),
                        typeNode, path + ".type")
                    return nil
                }
                parameter.type = type
            } else {
                reader.error(Self.typeNameProblem(typeName, or: "is not a type name"), typeNode, path + ".type")
                return nil
            }
        } else if base == nil {
            reader.error("missing key 'type'", node, path)
            return nil
        }
        if let node = fields["title"] { parameter.title = reader.string(node, path + ".title") ?? parameter.title }
        if let node = fields["required"] { parameter.isRequired = reader.bool(node, path + ".required") ?? false }
        if let node = fields["prompt"] { parameter.prompt = reader.string(node, path + ".prompt") }
        var units: [String: BoundUnit] = [:]
        if let node = fields["min"] {
            (parameter.minimum, units["min"]) = bound(node, path + ".min", of: parameter.type)
        }
        if let node = fields["max"] {
            (parameter.maximum, units["max"]) = bound(node, path + ".max", of: parameter.type)
        }
        if (parameter.minimum != nil || parameter.maximum != nil), !parameter.type.isNumeric,
            let node = fields["min"] ?? fields["max"]
        {
            reader.error("min and max apply to numbers; \(parameter.type) is not a number", node, path)
        }
        if let node = fields["dynamic"], reader.bool(node, path + ".dynamic") == true { parameter.options = .dynamic }
        if let node = fields["options"], let elements = reader.sequence(node, path + ".options") {
            let element = if case .list(let inner) = parameter.type { inner } else { parameter.type }
            let values = elements.enumerated().compactMap {
                literal($1, as: element, DocumentPath.index(path + ".options", $0))
            }
            parameter.options = .fixed(values)
        }
        if let node = fields["default"] {
            parameter.defaultValue = literal(node, as: parameter.type, path + ".default")
        }
        checkBounds(of: &parameter, units: units, fields: fields, path: path)
        if let node = fields["dependsOn"] {
            parameter.dependency = dependency(from: node, path: path + ".dependsOn", siblings: siblings)
        }
        return parameter
    }

    private mutating func dependency(from node: Node, path: String, siblings: [ParameterDefinition])
        -> ParameterDependency?
    {
        guard let pairs = reader.mapping(node, path, allowed: ManifestKeys.dependsOn) else { return nil }
        let fields = Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard let parentNode = fields["parameter"], let parentName = reader.string(parentNode, path + ".parameter")
        else {
            reader.error("dependsOn needs the parent 'parameter' and the 'values' that make this one apply", node, path)
            return nil
        }
        guard let parent = siblings.first(where: { $0.id == parentName }) else {
            reader.error(
                "'\(parentName)' is not a parameter declared before this one"
                    + Suggestion.didYouMean(parentName, among: siblings.map(\.id)), parentNode, path + ".parameter")
            return nil
        }
        var values: [Value] = []
        if let valuesNode = fields["values"] {
            let elements: [Node] =
                if case .sequence(let sequence) = valuesNode { Array(sequence) } else { [valuesNode] }
            values = elements.enumerated().compactMap {
                literal($1, as: parent.type, DocumentPath.index(path + ".values", $0))
            }
        }
        return ParameterDependency(parameter: parentName, values: values)
    }

    private mutating func summary(from node: Node, path: String, action: ActionDefinition) -> ParameterSummary? {
        if case .scalar = node { return reader.string(node, path).map { ParameterSummary(text: $0) } }
        guard let pairs = reader.mapping(node, path, allowed: ManifestKeys.summary) else { return nil }
        let fields = Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard let parentNode = fields["parameter"], let parentName = reader.string(parentNode, path + ".parameter"),
            let whenNode = fields["when"], let otherwiseNode = fields["otherwise"],
            let otherwise = reader.string(otherwiseNode, path + ".otherwise")
        else {
            reader.error(
                "a summary with variants needs 'parameter' (the parent), 'when' (text by the parent's value) and 'otherwise'",
                node, path)
            return nil
        }
        guard let parent = action.parameter(named: parentName) else {
            reader.error(
                "'\(parentName)' is not a parameter of \(action.id)"
                    + Suggestion.didYouMean(parentName, among: action.parameters.map(\.id)), parentNode,
                path + ".parameter")
            return nil
        }
        var summary = ParameterSummary(text: otherwise, parameter: parentName)
        for (key, textNode) in reader.mapping(whenNode, path + ".when", allowed: nil) ?? [] {
            let variantPath = DocumentPath.join(path + ".when", key)
            guard let text = reader.string(textNode, variantPath),
                let value = literal(.scalar(.init(key)), as: parent.type, variantPath)
            else { continue }
            summary.variants.append(.init(value: value, text: text))
        }
        return summary
    }

    mutating func dialog(from node: Node, path: String, base: DialogTemplates = DialogTemplates()) -> DialogTemplates {
        guard let pairs = reader.mapping(node, path, allowed: ManifestKeys.dialog) else { return base }
        var dialog = base
        for (key, value) in pairs {
            let childPath = DocumentPath.join(path, key)
            switch key {
            case "confirmation": dialog.confirmation = reader.string(value, childPath)
            case "success": dialog.success = reader.string(value, childPath)
            default:
                for (name, textNode) in reader.mapping(value, childPath, allowed: nil) ?? [] {
                    if let text = reader.string(textNode, DocumentPath.join(childPath, name)) {
                        dialog.errors.removeAll { $0.name == name }
                        dialog.errors.append(NamedText(name: name, text: text))
                    }
                }
            }
        }
        return dialog
    }

    private mutating func outputs(from node: Node, path: String) -> [OutputDefinition] {
        (reader.mapping(node, path, allowed: nil) ?? []).compactMap { name, outputNode in
            let outputPath = DocumentPath.join(path, name)
            var typeNode = outputNode
            var title: String?
            if case .mapping = outputNode {
                let fields = reader.mapping(outputNode, outputPath, allowed: ManifestKeys.output) ?? []
                guard let found = fields.first(where: { $0.key == "type" })?.value else {
                    reader.error("an output needs its 'type'", outputNode, outputPath)
                    return nil
                }
                typeNode = found
                title = fields.first { $0.key == "title" }.flatMap { reader.string($0.value, outputPath + ".title") }
            }
            guard let typeName = reader.string(typeNode, outputPath) else { return nil }
            guard let type = ValueType(name: typeName), type.customTypeName.map({ types[$0] != nil }) ?? true else {
                reader.error(
                    Self.typeNameProblem(typeName, or: "is neither a built-in type nor declared under types"), typeNode,
                    outputPath)
                return nil
            }
            return OutputDefinition(id: name, type: type, title: title)
        }
    }

    private mutating func localizations(from node: Node, path: String) -> [String: ActionLocalization] {
        var result: [String: ActionLocalization] = [:]
        for (locale, localizationNode) in reader.mapping(node, path, allowed: nil) ?? [] {
            let localePath = DocumentPath.join(path, locale)
            var localization = ActionLocalization()
            for (key, value) in reader.mapping(localizationNode, localePath, allowed: ManifestKeys.localization) ?? [] {
                let childPath = DocumentPath.join(localePath, key)
                switch key {
                case "title": localization.title = reader.string(value, childPath)
                case "subtitle": localization.subtitle = reader.string(value, childPath)
                case "summary": localization.summary = reader.string(value, childPath)
                case "phrases": localization.phrases = reader.strings(value, childPath)
                default: localization.dialog = dialog(from: value, path: childPath)
                }
            }
            result[locale] = localization
        }
        return result
    }
}
