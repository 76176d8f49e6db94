/// Finds known slot values in a sequence of tokens: a trie over the values' normalised words.
///
/// For every slot name separately the matcher takes the leftmost longest matches that do not
/// overlap, and marks each covered token as the beginning, inside, last or only token of a
/// known value of that slot. The slot tagger reads these marks as features.
///
/// - Complexity: building is O(total words of all values); matching is O(n · d) for n tokens
///   and the longest value of d words.
struct GazetteerMatcher: Sendable {
    /// One known value: the slot's name and the hashes of its normalised words.
    struct Entry: Sendable, Hashable {
        var slot: String
        var words: [UInt64]
    }

    /// Where a token stands inside a matched value.
    enum Mark: UInt64 {
        case begin = 1, inside, last, only
    }

    /// The marks of each token: pairs of a slot name's hash and the token's place in a value.
    typealias Marks = [[(slot: UInt64, mark: Mark)]]

    /// The entries in the order they were added (what a saved model stores).
    private(set) var entries: [Entry] = []
    /// Child edges: the key combines the parent node and a word hash; row `r` is node `r + 1`.
    private var edges = FeatureTable()
    /// For each node, the slots (indices into `slotHashes`) of values that end there.
    private var terminals: [[Int32]] = [[]]
    /// Slot names in order of first appearance, and their stable hashes.
    private var slotIndex: [String: Int32] = [:]
    private var slotHashes: [UInt64] = []

    /// The longest value, in words; longer entries are not added.
    static let maximumWords = 16

    /// A matcher over `entries`.
    init(entries: [Entry] = []) {
        for entry in entries { add(entry) }
    }

    /// Adds one known value; empty and over-long values are ignored.
    mutating func add(_ entry: Entry) {
        guard !entry.words.isEmpty, entry.words.count <= Self.maximumWords else { return }
        let slot: Int32
        if let known = slotIndex[entry.slot] {
            slot = known
        } else {
            slot = Int32(slotHashes.count)
            slotIndex[entry.slot] = slot
            slotHashes.append(FeatureHash.of(entry.slot))
        }
        var node = 0
        for word in entry.words {
            let key = FeatureHash.combine(UInt64(node), word)
            if let row = edges.row(of: key) {
                node = row + 1
            } else {
                node = edges.insert(key) + 1
                terminals.append([])
            }
        }
        if !terminals[node].contains(slot) {
            terminals[node].append(slot)
            entries.append(entry)
        }
    }

    /// The marks of every token of `words`: for each position, the pairs (slot name hash, mark).
    func marks(of words: [UInt64]) -> Marks {
        var result = Marks(repeating: [], count: words.count)
        guard !entries.isEmpty else { return result }
        var coveredUntil: [Int32: Int] = [:]
        var longest: [(slot: Int32, end: Int)] = []
        for start in words.indices {
            longest.removeAll(keepingCapacity: true)
            var node = 0
            var position = start
            while position < words.count, position - start < Self.maximumWords,
                let row = edges.row(of: FeatureHash.combine(UInt64(node), words[position]))
            {
                node = row + 1
                position += 1
                for slot in terminals[node] {
                    if let index = longest.firstIndex(where: { $0.slot == slot }) {
                        longest[index].end = position
                    } else {
                        longest.append((slot, position))
                    }
                }
            }
            for (slot, end) in longest where coveredUntil[slot, default: 0] <= start {
                coveredUntil[slot] = end
                let hash = slotHashes[Int(slot)]
                if end - start == 1 {
                    result[start].append((hash, .only))
                    continue
                }
                result[start].append((hash, .begin))
                for inner in (start + 1)..<(end - 1) { result[inner].append((hash, .inside)) }
                result[end - 1].append((hash, .last))
            }
        }
        return result
    }
}
