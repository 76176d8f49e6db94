import ErrandCatalog
import Foundation

/// The shortcuts that Run shortcut steps run, within a file and the person's library: every
/// reference must resolve, and no shortcut may run itself, directly or through others.
///
/// - Complexity: O(shortcuts + references), one library look-up per distinct reference.
struct RunShortcutGraph {
    let shortcuts: [Shortcut]
    let library: (any ShortcutLibrary)?
    let person: String
    let limits: ShortcutLimits

    /// A shortcut of the file (`index`) or of the library.
    private struct Node: Hashable {
        var id: String
        var index: Int?
    }

    /// A Run shortcut step: where it is and what it names.
    private struct Edge {
        var location: String
        var reference: String
    }

    func problems() -> [ShortcutProblem] {
        var search = Search(graph: self)
        for index in shortcuts.indices {
            search.visit(Node(id: shortcuts[index].id, index: index), from: nil)
        }
        return search.problems
    }

    private struct Search {
        let graph: RunShortcutGraph
        var problems: [ShortcutProblem] = []
        var stack: [Node] = []
        /// The Run shortcut step leaving each node of `stack` (the last: the one being followed).
        var leaving: [Edge] = []
        var done: Set<Node> = []
        var reportedCycles: Set<Set<Node>> = []
        var libraryCache: [String: Shortcut?] = [:]

        init(graph: RunShortcutGraph) {
            self.graph = graph
        }

        mutating func visit(_ node: Node, from edge: Edge?) {
            if let onStack = stack.firstIndex(of: node) {
                let cycle = Array(stack[onStack...]) + [node]
                if reportedCycles.insert(Set(cycle)).inserted {
                    let names = cycle.map { "'\($0.id)'" }.joined(separator: " → ")
                    // NB: the loop is reported at a step of the file, even when it closes in the library.
                    let steps = Array(leaving[onStack...])
                    let inFile = zip(stack[onStack...], steps).first { $0.0.index != nil }?.1
                    let location = inFile?.location ?? edge?.location ?? "shortcuts"
                    problems.append(
                        ShortcutProblem(
                            location,
                            "Run shortcut makes a loop: \(names); a shortcut must not run itself, "
                                + "directly or through other shortcuts"))
                }
                return
            }
            guard !done.contains(node) else { return }
            guard stack.count < graph.limits.maximumRunShortcutDepth else {
                problems.append(
                    ShortcutProblem(
                        edge?.location ?? "shortcuts",
                        "shortcuts run one another more than \(graph.limits.maximumRunShortcutDepth) deep: "
                            + stack.map { "'\($0.id)'" }.joined(separator: " → ")))
                return
            }
            stack.append(node)
            for next in edges(of: node) {
                guard let target = resolve(next.reference) else {
                    if node.index != nil {
                        problems.append(
                            ShortcutProblem(
                                next.location,
                                "runs the shortcut '\(next.reference)', which is neither in this file nor "
                                    + "in your library; add it to the file, or import it first"))
                    }
                    continue
                }
                leaving.append(next)
                visit(target, from: next)
                leaving.removeLast()
            }
            stack.removeLast()
            done.insert(node)
        }

        private mutating func shortcut(of node: Node) -> Shortcut? {
            if let index = node.index { return graph.shortcuts[index] }
            return libraryShortcut(node.id)
        }

        private mutating func libraryShortcut(_ reference: String) -> Shortcut? {
            if let cached = libraryCache[reference] { return cached }
            let found: Shortcut?
            do {
                found = try graph.library?.onlyShortcut(named: reference, of: graph.person)
            } catch let ambiguous as AmbiguousShortcutName {
                problems.append(ShortcutProblem("library", "Run shortcut '\(reference)': \(ambiguous)"))
                found = nil
            } catch {
                problems.append(ShortcutProblem("library", "cannot read the shortcut '\(reference)': \(error)"))
                found = nil
            }
            libraryCache[reference] = found
            return found
        }

        private mutating func resolve(_ reference: String) -> Node? {
            let shortcuts = graph.shortcuts
            if let index = shortcuts.firstIndex(where: { $0.id == reference })
                ?? shortcuts.firstIndex(where: { $0.name.caseInsensitiveCompare(reference) == .orderedSame })
            {
                return Node(id: shortcuts[index].id, index: index)
            }
            guard let found = libraryShortcut(reference) else { return nil }
            // NB: a file shortcut with the library shortcut's id replaces it.
            if let index = shortcuts.firstIndex(where: { $0.id == found.id }) {
                return Node(id: found.id, index: index)
            }
            return Node(id: found.id, index: nil)
        }

        private mutating func edges(of node: Node) -> [Edge] {
            guard let shortcut = shortcut(of: node) else { return [] }
            let prefix = node.index.map { "shortcuts[\($0)].steps" } ?? "library shortcut '\(node.id)'.steps"
            var edges: [Edge] = []
            collect(shortcut.steps, path: prefix, depth: 0, into: &edges)
            return edges
        }

        private func collect(_ steps: [ShortcutStep], path: String, depth: Int, into edges: inout [Edge]) {
            guard depth < graph.limits.maximumBlockDepth else { return }
            for (index, step) in steps.enumerated() {
                let raw = "\(path)[\(index)]"
                if let reference = step.runShortcutReference {
                    edges.append(Edge(location: "\(raw) (step \"\(step.id)\")", reference: reference))
                }
                collect(step.then, path: "\(raw).then", depth: depth + 1, into: &edges)
                collect(step.otherwise, path: "\(raw).otherwise", depth: depth + 1, into: &edges)
                collect(step.body, path: "\(raw).body", depth: depth + 1, into: &edges)
                for (item, menu) in step.menu.enumerated() {
                    collect(menu.steps, path: "\(raw).menu[\(item)].steps", depth: depth + 1, into: &edges)
                }
            }
        }
    }
}
