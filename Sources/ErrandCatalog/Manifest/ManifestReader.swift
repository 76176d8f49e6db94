import Foundation
import Yams

/// Reads a YAML node tree into values, collecting every problem with its location instead of
/// stopping at the first.
///
/// Each read takes the node and its document path; a node of the wrong shape is reported and
/// read as `nil`, so the caller goes on and the person sees every problem in one run.
struct ManifestReader {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var sourceMap: SourceMap
    /// Keys renamed so a document with repeated keys could be composed, by placeholder.
    var renamedKeys: [String: String] = [:]

    init(file: String) {
        self.file = file
        self.sourceMap = SourceMap(file: file)
    }

    // MARK: Locations and problems

    func location(of node: Node) -> SourceLocation {
        let mark = node.mark
        return SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    mutating func record(_ path: String, _ node: Node) {
        sourceMap.locations[path] = location(of: node)
    }

    mutating func error(_ message: String, _ node: Node, _ path: String) {
        diagnostics.append(Diagnostic(.error, message, at: location(of: node), path: path))
    }

    mutating func error(_ message: String, at location: SourceLocation?, _ path: String) {
        diagnostics.append(Diagnostic(.error, message, at: location, path: path))
    }

    // MARK: Shapes

    /// The pairs of a mapping, checking each key against `allowed` and reporting duplicates.
    mutating func mapping(_ node: Node, _ path: String, allowed: [String]?) -> [(key: String, value: Node)]? {
        record(path, node)
        guard case .mapping(let mapping) = node else {
            error("expected a mapping (key: value pairs), found \(describe(node))\(listOfIdentified(node))", node, path)
            return nil
        }
        var seen: Set<String> = []
        var pairs: [(key: String, value: Node)] = []
        for (keyNode, value) in mapping {
            guard let key = keyNode.string.map({ renamedKeys[$0] ?? $0 }) else {
                error("expected a text key, found \(describe(keyNode))", keyNode, path)
                continue
            }
            let childPath = DocumentPath.join(path, key)
            guard seen.insert(key).inserted else {
                error("duplicate key '\(key)'; each key may appear once", keyNode, childPath)
                continue
            }
            if let allowed, !allowed.contains(key) {
                let suggestion = Suggestion.didYouMean(key, among: allowed)
                let home = suggestion.isEmpty ? ManifestKeys.home(of: key, notIn: allowed) : nil
                error(
                    "unknown key '\(key)'\(home.map { " here; it belongs \($0)" } ?? suggestion); accepted keys: "
                        + allowed.joined(separator: ", "), keyNode, childPath)
                continue
            }
            record(childPath, value)
            pairs.append((key, value))
        }
        return pairs
    }

    mutating func sequence(_ node: Node, _ path: String) -> [Node]? {
        record(path, node)
        guard case .sequence(let sequence) = node else {
            error("expected a list, found \(describe(node))", node, path)
            return nil
        }
        for (index, element) in sequence.enumerated() { record(DocumentPath.index(path, index), element) }
        return Array(sequence)
    }

    mutating func string(_ node: Node, _ path: String) -> String? {
        record(path, node)
        guard case .scalar(let scalar) = node, !isNull(node) else {
            error("expected text, found \(describe(node))", node, path)
            return nil
        }
        if scalar.style == .singleQuoted || scalar.style == .doubleQuoted { sourceMap.quotedPaths.insert(path) }
        return scalar.string
    }

    mutating func strings(_ node: Node, _ path: String) -> [String] {
        if case .scalar = node, let single = string(node, path) { return [single] }
        guard let elements = sequence(node, path) else { return [] }
        return elements.enumerated().compactMap { string($1, DocumentPath.index(path, $0)) }
    }

    mutating func bool(_ node: Node, _ path: String) -> Bool? {
        record(path, node)
        guard case .scalar(let scalar) = node, let value = Bool.construct(from: scalar) else {
            error("expected true or false, found \(describe(node))", node, path)
            return nil
        }
        return value
    }

    mutating func int(_ node: Node, _ path: String) -> Int? {
        record(path, node)
        guard case .scalar(let scalar) = node, let value = Int.construct(from: scalar) else {
            error("expected a whole number, found \(describe(node))", node, path)
            return nil
        }
        return value
    }

    mutating func number(_ node: Node, _ path: String) -> Double? {
        record(path, node)
        guard case .scalar(let scalar) = node, let value = Double.construct(from: scalar), value.isFinite else {
            error("expected a number, found \(describe(node))", node, path)
            return nil
        }
        return value
    }

    /// One of `choices`, reporting the accepted ones otherwise.
    mutating func choice<T: RawRepresentable & CaseIterable>(_ node: Node, _ path: String, as type: T.Type) -> T?
    where T.RawValue == String {
        guard let text = string(node, path) else { return nil }
        if let value = T(rawValue: text) { return value }
        let accepted = T.allCases.map(\.rawValue)
        error(
            "'\(text)' is not accepted\(Suggestion.didYouMean(text, among: accepted)); use one of "
                + accepted.joined(separator: ", "), node, path)
        return nil
    }

    // MARK: Describing

    func isNull(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// How to write a list whose items each have an `id` as the mapping a manifest keys by
    /// identifier (`- id: WaterPlant` is `WaterPlant:`), or nothing for any other node.
    private func listOfIdentified(_ node: Node) -> String {
        guard case .sequence(let items) = node, let first = items.first,
            let id = first.mapping?["id"]?.string,
            items.allSatisfy({ $0.mapping?["id"]?.string != nil })
        else { return "" }
        return "; write each item under its identifier, its other keys beneath it: `\(id):`, not `- id: \(id)`"
    }

    func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let scalar):
            if isNull(node) { return "nothing" }
            return "'\(scalar.string)'"
        }
    }
}
