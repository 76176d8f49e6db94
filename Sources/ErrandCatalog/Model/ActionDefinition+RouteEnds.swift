import Foundation

extension ActionDefinition {
    /// Two parameters of one type that say where something goes from and where to: "from
    /// {from} to {to}" of a ticket's phrases, "from {source} to {target}" of a transfer's
    /// summary. They can't be one value: a trip from a station to itself goes nowhere.
    public struct RouteEnds: Sendable, Hashable {
        /// The parameter that says where it starts.
        public var start: String
        /// The parameter that says where it ends.
        public var end: String
    }

    /// The pairs of parameters of one type that the action's phrases or summary write as "from
    /// {a} to {b}", each once.
    ///
    /// - Complexity: O(w) in the words of the phrases and summary.
    public var routeEnds: [RouteEnds] {
        // NB: asked of every value resolved, on every turn: most actions have no two parameters
        // of one type, and most phrases no "from", and say so without splitting any words.
        let types = parameters.map(\.type)
        guard types.indices.contains(where: { types[($0 + 1)...].contains(types[$0]) }) else { return [] }
        var found: [RouteEnds] = []
        for text in phrases + (summary?.allTexts ?? []) where text.contains("from") {
            let words = text.split(separator: " ").map { String($0.filter { !Self.groupMarks.contains($0) }) }
            for index in words.indices.dropLast(3) where words[index] == "from" && words[index + 2] == "to" {
                guard let start = Self.placeholder(words[index + 1]), let end = Self.placeholder(words[index + 3]),
                    start != end, let startType = parameter(named: start)?.type,
                    parameter(named: end)?.type == startType
                else { continue }
                let ends = RouteEnds(start: start, end: end)
                if !found.contains(ends) { found.append(ends) }
            }
        }
        return found
    }

    /// The name in a word that is only a placeholder, "{from}": `nil` for any other word.
    private static func placeholder(_ word: String) -> String? {
        guard word.hasPrefix("{"), word.hasSuffix("}"), word.count > 2 else { return nil }
        let name = word.dropFirst().dropLast()
        return name.contains(where: { "{}".contains($0) }) ? nil : String(name)
    }

    /// The marks of a template's groups around a word: "[to", "{to}]", "(from".
    private static let groupMarks: Set<Character> = ["[", "]", "(", ")", "|"]
}
