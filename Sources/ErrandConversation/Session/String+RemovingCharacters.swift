extension String {
    /// The text without the characters at `ranges` (counted in characters, as readings point at
    /// words), its words joined by one space: "order" of "order my usual", "a latte" of "a medium
    /// latte". `nil` when a range reaches past the text's end.
    func removingCharacters(in ranges: [Range<Int>]) -> String? {
        var characters = Array(self)
        for range in ranges.sorted(by: { $0.lowerBound > $1.lowerBound }) {
            guard range.upperBound <= characters.count else { return nil }
            characters.removeSubrange(range)
        }
        return String(characters).split(separator: " ").joined(separator: " ")
    }
}
