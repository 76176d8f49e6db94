import Foundation
import Yams

/// Loads Home Assistant's `sentences/<language>/*.yaml` into a `TemplateGrammar`, as that
/// project's test runner does: `_common.yaml` gives the shared lists, rules and skip words;
/// every other file adds intents, whose data blocks are appended in file-name order.
public enum HomeAssistantSentences {
    /// The grammar of the sentence files in `directory`.
    public static func grammar(directory: URL) throws(HomeAssistantDataError) -> TemplateGrammar {
        let files: [URL]
        do {
            files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "yaml" }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        } catch {
            throw HomeAssistantDataError(file: directory.path, message: "cannot list the sentences directory: \(error)")
        }
        var grammar = TemplateGrammar()
        var intentOrder: [String] = []
        var groupsByIntent: [String: [SentenceGroup]] = [:]
        for file in files {
            let root = try YAMLNode.load(file)
            if file.lastPathComponent == "_common.yaml" {
                for (name, node) in YAMLNode.pairs(YAMLNode.item(root, "lists")) {
                    grammar.lists[name] = try slotList(node, file: file, path: "lists.\(name)")
                }
                for (name, node) in YAMLNode.pairs(YAMLNode.item(root, "expansion_rules")) {
                    grammar.rules[name] = node.string ?? ""
                }
                grammar.skipWords = YAMLNode.elements(YAMLNode.item(root, "skip_words")).compactMap(\.string)
                continue
            }
            for (intent, intentNode) in YAMLNode.pairs(YAMLNode.item(root, "intents")) {
                if groupsByIntent[intent] == nil { intentOrder.append(intent) }
                for (index, data) in YAMLNode.elements(YAMLNode.item(intentNode, "data")).enumerated() {
                    let path = "intents.\(intent).data[\(index)]"
                    groupsByIntent[intent, default: []].append(
                        try group(data, file: file, path: path))
                }
            }
        }
        grammar.intents = intentOrder.map { TemplateIntent(name: $0, groups: groupsByIntent[$0] ?? []) }
        return grammar
    }

    /// One data block of an intent.
    static func group(_ node: Node, file: URL, path: String) throws(HomeAssistantDataError) -> SentenceGroup {
        let sentences = YAMLNode.elements(YAMLNode.item(node, "sentences")).compactMap(\.string)
        guard !sentences.isEmpty else {
            throw HomeAssistantDataError(
                file: file.path, path: "\(path).sentences", message: "expected a list of sentence templates")
        }
        var requires: [String: ContextRequirement] = [:]
        for (key, item) in YAMLNode.pairs(YAMLNode.item(node, "requires_context")) {
            let value = YAMLNode.value(item)
            if case .mapping(let fields) = value {
                var copy: String?
                switch fields["slot"] {
                case .string(let name): copy = name
                case .bool(true): copy = key
                default: copy = nil
                }
                let expected = fields["value"].flatMap { $0 == .null ? nil : $0 }
                requires[key] = ContextRequirement(value: expected, copyToSlot: copy)
            } else {
                requires[key] = ContextRequirement(value: value == .null ? nil : value)
            }
        }
        var excludes: [String: TemplateValue] = [:]
        for (key, item) in YAMLNode.pairs(YAMLNode.item(node, "excludes_context")) {
            let value = YAMLNode.value(item)
            excludes[key] = value["value"] ?? value
        }
        var rules: [String: String] = [:]
        for (name, item) in YAMLNode.pairs(YAMLNode.item(node, "expansion_rules")) { rules[name] = item.string ?? "" }
        var lists: [String: SlotList] = [:]
        for (name, item) in YAMLNode.pairs(YAMLNode.item(node, "lists")) {
            lists[name] = try slotList(item, file: file, path: "\(path).lists.\(name)")
        }
        let intentName = path.split(separator: ".").dropFirst().first.map(String.init) ?? ""
        return SentenceGroup(
            sentences: sentences, slots: YAMLNode.dictionary(YAMLNode.item(node, "slots")),
            requiresContext: requires, excludesContext: excludes, rules: rules, lists: lists,
            response: YAMLNode.item(node, "response")?.string,
            metadata: YAMLNode.dictionary(YAMLNode.item(node, "metadata")),
            source: "\(file.lastPathComponent): \(intentName)")
    }

    /// A list definition: `values`, `range` or `wildcard: true`.
    static func slotList(_ node: Node, file: URL, path: String) throws(HomeAssistantDataError) -> SlotList {
        if let values = YAMLNode.item(node, "values") {
            return .values(
                YAMLNode.elements(values).map { item in
                    if let text = item.string, item.mapping == nil {
                        // A plain string with template syntax is a template whose value is the words said.
                        let isTemplate = text.contains { "(){}<>[]|".contains($0) }
                        return SlotListValue(
                            phrase: text, isTemplate: isTemplate, value: isTemplate ? nil : .string(text))
                    }
                    let output = YAMLNode.item(item, "out").map { YAMLNode.value($0) }
                    return SlotListValue(
                        phrase: YAMLNode.item(item, "in")?.string ?? "", isTemplate: true, value: output,
                        context: YAMLNode.dictionary(YAMLNode.item(item, "context")),
                        metadata: YAMLNode.dictionary(YAMLNode.item(item, "metadata")))
                })
        }
        if let range = YAMLNode.item(node, "range") {
            guard let from = YAMLNode.item(range, "from")?.int, let to = YAMLNode.item(range, "to")?.int, from <= to
            else {
                throw HomeAssistantDataError(
                    file: file.path, path: "\(path).range", message: "expected whole numbers 'from' <= 'to'")
            }
            let fractions = YAMLNode.item(range, "fractions")?.string.flatMap(NumberRange.Fractions.init) ?? .none
            return .range(
                NumberRange(
                    from: from, to: to, step: YAMLNode.item(range, "step")?.int ?? 1, fractions: fractions,
                    multiplier: YAMLNode.item(range, "multiplier")?.float,
                    acceptsDigits: YAMLNode.item(range, "digits")?.bool ?? true,
                    acceptsWords: YAMLNode.item(range, "words")?.bool ?? true))
        }
        if YAMLNode.item(node, "wildcard")?.bool == true { return .wildcard }
        throw HomeAssistantDataError(
            file: file.path, path: path, message: "unknown list: expected 'values', 'range' or 'wildcard: true'")
    }
}
