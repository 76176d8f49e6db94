/// One template compiled into a small automaton over tokens.
///
/// States are numbered so that every empty (epsilon) move goes to a higher-numbered state;
/// the matcher can therefore settle all states of one token position in a single pass in
/// state order. Consuming moves read a word, a list value, a number or wildcard words.
/// Permutations are compiled by subsets (one hub per set of items already matched), which is
/// exact and bounded: at most `maximumPermutationItems` items.
struct TemplateAutomaton: Sendable {
    enum EdgeKind: UInt8, Sendable {
        /// Reads one token equal to `label` (a symbol).
        case word
        /// Reads a value of the slot `label` (a list phrase or a number).
        case slot
        /// Reads the first word of the wildcard slot `label`.
        case wildcardStart
        /// Reads one more word of the wildcard slot `label`.
        case wildcardContinue
    }

    struct Edge: Sendable {
        var kind: EdgeKind
        var label: Int32
        var target: Int32
        /// Literal characters read (hassil's `text_chunks_matched`).
        var score: Int32
    }

    /// A slot of the template.
    struct Slot: Sendable {
        var list: Int32
        var name: String
        var isCapture: Bool
        var isWildcard: Bool
    }

    static let maximumPermutationItems = 8

    var stateCount: Int
    var accept: Int32
    var epsilonOffsets: [Int32]
    var epsilonTargets: [Int32]
    var edgeOffsets: [Int32]
    var edges: [Edge]
    var slots: [Slot]

    /// Builds the automaton of `expression`, failing beyond `stateLimit` states.
    init(
        _ expression: LoweredExpression, isWildcard: @escaping (Int32) -> Bool, stateLimit: Int
    ) throws(TemplateLowering.Failure) {
        var builder = Builder(isWildcard: isWildcard, stateLimit: stateLimit)
        let start = try builder.newState()
        accept = try builder.build(expression, from: start)
        stateCount = builder.epsilons.count
        slots = builder.slots
        epsilonOffsets = [0]
        epsilonTargets = []
        edgeOffsets = [0]
        edges = []
        for state in 0..<stateCount {
            epsilonTargets += builder.epsilons[state]
            epsilonOffsets.append(Int32(epsilonTargets.count))
            edges += builder.edges[state]
            edgeOffsets.append(Int32(edges.count))
        }
    }

    private struct Builder {
        var epsilons: [[Int32]] = []
        var edges: [[Edge]] = []
        var slots: [Slot] = []
        let isWildcard: (Int32) -> Bool
        let stateLimit: Int

        init(isWildcard: @escaping (Int32) -> Bool, stateLimit: Int) {
            self.isWildcard = isWildcard
            self.stateLimit = stateLimit
        }

        mutating func newState() throws(TemplateLowering.Failure) -> Int32 {
            guard epsilons.count < stateLimit else {
                throw TemplateLowering.Failure(
                    message:
                        "the template needs more than \(stateLimit) matcher states; split it into smaller templates")
            }
            epsilons.append([])
            edges.append([])
            return Int32(epsilons.count - 1)
        }

        mutating func build(_ expression: LoweredExpression, from start: Int32) throws(TemplateLowering.Failure)
            -> Int32
        {
            switch expression {
            case .empty: return start
            case .words(let symbols, let score):
                var current = start
                for (index, symbol) in symbols.enumerated() {
                    let next = try newState()
                    edges[Int(current)].append(
                        Edge(kind: .word, label: symbol, target: next, score: index == 0 ? score : 0))
                    current = next
                }
                return current
            case .sequence(let items):
                var current = start
                for item in items { current = try build(item, from: current) }
                return current
            case .alternative(let items):
                var ends: [Int32] = []
                for item in items { ends.append(try build(item, from: start)) }
                let join = try newState()
                for end in Set(ends).sorted() { epsilons[Int(end)].append(join) }
                return join
            case .permutation(let items):
                guard items.count <= TemplateAutomaton.maximumPermutationItems else {
                    throw TemplateLowering.Failure(
                        message: "a permutation of \(items.count) items is too large (at most "
                            + "\(TemplateAutomaton.maximumPermutationItems)); use fewer items or alternatives")
                }
                var hubs: [Int: Int32] = [0: start]
                var level: [Int] = [0]
                for _ in 0..<items.count {
                    var pending: [(Int32, Int)] = []
                    for mask in level {
                        guard let hub = hubs[mask] else { continue }
                        for (index, item) in items.enumerated() where mask & (1 << index) == 0 {
                            pending.append((try build(item, from: hub), mask | (1 << index)))
                        }
                    }
                    var next: [Int] = []
                    for (end, mask) in pending {
                        if hubs[mask] == nil {
                            hubs[mask] = try newState()
                            next.append(mask)
                        }
                        if let hub = hubs[mask] { epsilons[Int(end)].append(hub) }
                    }
                    level = next
                }
                return hubs[(1 << items.count) - 1] ?? start
            case .slot(let list, let name, let isCapture):
                let wildcard = isWildcard(list)
                let slot = Int32(slots.count)
                slots.append(Slot(list: list, name: name, isCapture: isCapture, isWildcard: wildcard))
                let target = try newState()
                if wildcard {
                    edges[Int(start)].append(Edge(kind: .wildcardStart, label: slot, target: target, score: 0))
                    edges[Int(target)].append(Edge(kind: .wildcardContinue, label: slot, target: target, score: 0))
                    let end = try newState()
                    epsilons[Int(target)].append(end)
                    return end
                }
                edges[Int(start)].append(Edge(kind: .slot, label: slot, target: target, score: 0))
                return target
            }
        }
    }
}
