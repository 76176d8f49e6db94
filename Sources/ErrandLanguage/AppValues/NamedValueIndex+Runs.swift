extension NamedValueIndex {
    /// The longest run of `tokens` from `start` that is exactly one of the names, with how many
    /// tokens it takes and where its characters stand: "boston fern" before "fern". A run starts
    /// and ends with a word or a number.
    ///
    /// - Complexity: O(1) for a word no name starts with; otherwise O(k) lookups of runs of up
    ///   to k tokens.
    func longestName(in tokens: [Token], from start: Int, characters: [Character]) -> (
        count: Int, offsets: Range<Int>
    )? {
        guard tokens.indices.contains(start), tokens[start].isWordLike, firstTokens.contains(tokens[start].text) else {
            return nil
        }
        for count in stride(from: min(longestNameTokens, tokens.count - start), through: 1, by: -1) {
            let last = tokens[start + count - 1]
            guard last.isWordLike else { continue }
            let offsets = tokens[start].offsets.lowerBound..<last.offsets.upperBound
            if !exactMatches(for: String(characters[offsets])).isEmpty { return (count, offsets) }
        }
        return nil
    }
}
