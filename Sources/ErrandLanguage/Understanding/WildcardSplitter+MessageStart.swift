import ErrandCatalog

extension WildcardSplitter {
    /// `left` and `right` divided before the first word of `left`, after the first word of one
    /// of its names, that no name has (`EverydayWords.neverInAName`), when `left` reads as
    /// people and `right` as text; `nil` when it has none, or either side would not read there.
    ///
    /// A matcher gives the first of two side-by-side wildcards the most words, and "text carol
    /// meet me at the cafe" was to someone called "Carol Meet Me At the Cafe" (and, the words
    /// left for the message ending with an article, the reading was dropped for one with no
    /// message). Cut at "meet", the name is "carol", and a name the app still does not know is
    /// tried shorter at resolve (`Interpretation.alternativeSplits`), nearest this boundary
    /// first. Words that join names ("mom and dad") start a name of their own.
    ///
    /// - Complexity: O(k) for k characters in `left`; two reads when a word is found.
    static func cuttingNameBeforeMessage(
        _ left: MatchedSlot, _ right: MatchedSlot, _ characters: [Character], read: (MatchedSlot) -> Value?
    ) -> (left: MatchedSlot, right: MatchedSlot)? {
        guard sideBySide(left, right, in: characters), let leftRange = left.offsets, let rightRange = right.offsets,
            let people = read(left), isPeople(people), case .string? = read(right)
        else { return nil }
        var startsAName = true
        var position = leftRange.lowerBound
        while position < leftRange.upperBound {
            guard !characters[position].isWhitespace else {
                position += 1
                continue
            }
            var end = position
            while end < leftRange.upperBound, !characters[end].isWhitespace { end += 1 }
            let word = String(characters[position..<end]).lowercased()
            let bare = String(word.drop { !$0.isLetter }.reversed().drop { !$0.isLetter }.reversed())
            if !startsAName, EverydayWords.neverInAName(bare) {
                var nameEnd = position
                while nameEnd > leftRange.lowerBound, characters[nameEnd - 1].isWhitespace { nameEnd -= 1 }
                let newLeft = slot(left, characters, leftRange.lowerBound..<nameEnd)
                let newRight = slot(right, characters, position..<rightRange.upperBound)
                guard read(newLeft) != nil, read(newRight) != nil else { return nil }
                return (newLeft, newRight)
            }
            startsAName = ["and", "or", "&"].contains(bare) || word.hasSuffix(",")
            position = end
        }
        return nil
    }

    private static func isPeople(_ value: Value) -> Bool {
        switch value {
        case .person: return true
        case .list(let items): return !items.isEmpty && items.allSatisfy(isPeople)
        default: return false
        }
    }
}
