import ErrandCatalog
import Foundation

/// The shortcuts that Run shortcut steps run, within a file and the person's library: every
/// reference must resolve, to one shortcut only, and no shortcut may run itself, directly or
/// through others.
///
/// A reference resolves as a run will resolve it once the file is saved: among the person's
/// shortcuts with the file's added (a file shortcut replaces the one with its identifier), by
/// identifier, else by a name only one of them has (`ShortcutLibrary.onlyShortcut(named:of:)`).
///
/// - Complexity: O(shortcuts + references · n) for n shortcuts of the person; their library is
///   read once, at the first reference.
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
        var combined: InMemoryShortcutLibrary?
        var resolved: [String: Result<Node?, AmbiguousShortcutName>] = [:]

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
                let resolved: Node?
                switch resolve(next.reference) {
                case .success(let node): resolved = node
                case .failure(let ambiguous):
                    problems.append(ShortcutProblem(next.location, "Run shortcut '\(next.reference)': \(ambiguous)"))
                    continue
                }
                guard let target = resolved else {
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
            return try? everyone().shortcut(id: node.id, of: graph.person)
        }

        /// The person's shortcuts as they will be once the file is saved.
        private mutating func everyone() -> InMemoryShortcutLibrary {
            if let combined { return combined }
            var mine: [Shortcut] = []
            do {
                mine = try graph.library?.shortcuts(of: graph.person) ?? []
            } catch {
                problems.append(ShortcutProblem("library", "cannot read your shortcuts: \(error)"))
            }
            // NB: later shortcuts replace earlier ones with the same identifier, as saving does.
            let built = InMemoryShortcutLibrary(mine + graph.shortcuts, of: graph.person)
            combined = built
            return built
        }

        /// The shortcut `reference` names, `nil` when none does, or the failure a run would meet
        /// when several have that name.
        private mutating func resolve(_ reference: String) -> Result<Node?, AmbiguousShortcutName> {
            if let cached = resolved[reference] { return cached }
            let result: Result<Node?, AmbiguousShortcutName>
            do {
                let found = try everyone().onlyShortcut(named: reference, of: graph.person)
                result = .success(
                    found.map { found in
                        Node(id: found.id, index: graph.shortcuts.lastIndex { $0.id == found.id })
                    })
            } catch let ambiguous as AmbiguousShortcutName {
                result = .failure(ambiguous)
            } catch {
                result = .success(nil)
            }
            resolved[reference] = result
            return result
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
