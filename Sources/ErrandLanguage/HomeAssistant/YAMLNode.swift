import Foundation
import Yams

/// Reading YAML files of Home Assistant's intents repository in document order.
enum YAMLNode {
    /// The root node of `url`.
    static func load(_ url: URL) throws(HomeAssistantDataError) -> Node {
        let text: String
        do {
            let data = try Data(contentsOf: url)
            text = String(decoding: data, as: UTF8.self)
        } catch {
            throw HomeAssistantDataError(file: url.path, message: "cannot read the file: \(error.localizedDescription)")
        }
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw HomeAssistantDataError(file: url.path, message: "the file is empty; expected a YAML mapping")
            }
            return node
        } catch let error as HomeAssistantDataError {
            throw error
        } catch {
            throw HomeAssistantDataError(file: url.path, message: "invalid YAML: \(error)")
        }
    }

    /// The pairs of a mapping in document order (empty for anything else).
    static func pairs(_ node: Node?) -> [(String, Node)] {
        guard let mapping = node?.mapping else { return [] }
        return mapping.map { ($0.key.string ?? "\($0.key)", $0.value) }
    }

    /// The item `key` of a mapping.
    static func item(_ node: Node?, _ key: String) -> Node? {
        node?.mapping?[Node(key)]
    }

    /// The elements of a sequence (empty for anything else).
    static func elements(_ node: Node?) -> [Node] {
        guard let sequence = node?.sequence else { return [] }
        return Array(sequence)
    }

    /// The node as a template value, scalars typed as YAML resolves them.
    static func value(_ node: Node?) -> TemplateValue {
        guard let node else { return .null }
        switch node {
        case .scalar:
            if node.null != nil { return .null }
            if let flag = node.bool { return .bool(flag) }
            if let number = node.int { return .number(Double(number)) }
            if let number = node.float { return .number(number) }
            return .string(node.string ?? "")
        case .mapping(let mapping):
            var items: [String: TemplateValue] = [:]
            for (key, item) in mapping { items[key.string ?? "\(key)"] = value(item) }
            return .mapping(items)
        case .sequence(let sequence): return .list(sequence.map { value($0) })
        case .alias: return .null
        }
    }

    /// A mapping node as a dictionary of template values.
    static func dictionary(_ node: Node?) -> [String: TemplateValue] {
        var result: [String: TemplateValue] = [:]
        for (key, item) in pairs(node) { result[key] = value(item) }
        return result
    }
}
