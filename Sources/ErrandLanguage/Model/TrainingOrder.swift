/// The order the classifier's training visits its examples in, fixed by each example's own
/// words rather than by where it stands in the list, so adding or removing a few examples leaves
/// the others in the same order. Ordered by position, adding one action's phrases reshuffled
/// every epoch, and the model's guesses at unrelated requests moved by chance: borderline ones
/// ("order" alone, "stop my time") crossed the bar of understanding one way or the other.
enum TrainingOrder {
    /// A key for each example from its intent and its text.
    static func keys(of examples: [TrainingExample]) -> [UInt64] {
        examples.map { FeatureHash.combine(FeatureHash.of($0.intent), FeatureHash.of($0.text)) }
    }

    /// The indices of `keys` in the order `seed` gives them; examples with the same key (the same
    /// sentence twice) in their order in the list.
    static func order(of keys: [UInt64], seed: UInt64) -> [Int] {
        var ranked = keys.indices.map { (rank: FeatureHash.combine(seed, keys[$0]), index: $0) }
        ranked.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.index < $1.index }
        return ranked.map(\.index)
    }
}
