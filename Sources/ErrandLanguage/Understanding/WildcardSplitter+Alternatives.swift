import ErrandCatalog

extension WildcardSplitter {
    /// The most words a name before a boundary has in an alternative split.
    static let longestName = 4

    /// The other boundaries between two wildcards that stand side by side in `slots`, each with
    /// both slots read there: nearest the chosen boundary first and, as near on both sides, the
    /// one that shortens the first slot first ("amy lee on | my way": "amy lee" before "amy lee
    /// on my"). A boundary at which either slot does not read is left out, and so is one that
    /// leaves a name before it (a person, a place, an entity, the last of a list of them) longer
    /// than `longestName` words: the matcher gives the first slot the most words, and "bob i'll
    /// be there in ten" is nobody's name, so the nearest tries would be wasted on it.
    ///
    /// What words alone cannot settle ("text bob running late": is "bob running" a contact?)
    /// the app settles at resolve; these are the splits it is asked about
    /// (`Interpretation.alternativeSplits`).
    ///
    /// - Complexity: O(k log k) for k words in the two slots; one read of the first slot, and
    ///   two a boundary tried, of which at most `limit` are kept.
    static func alternatives(
        of slots: [MatchedSlot], in text: String, limit: Int = AlternativeSplit.limit, read: (MatchedSlot) -> Value?
    ) -> [AlternativeSplit] {
        var alternatives: [AlternativeSplit] = []
        var characters: [Character]?
        for index in slots.indices.dropLast() where alternatives.count < limit {
            let left = slots[index]
            let right = slots[index + 1]
            guard left.isWildcard, right.isWildcard, left.name != right.name, let leftRange = left.offsets,
                let rightRange = right.offsets, leftRange.upperBound <= rightRange.lowerBound
            else { continue }
            // NB: the characters are only made for a reading with adjacent wildcards, which few are.
            let words = characters ?? Array(text)
            characters = words
            // NB: the matcher may have divided the words at a comma inside the second slot
            // ("text bob running late, sorry"), so a separator of punctuation is no boundary of
            // the person's own.
            guard rightRange.upperBound <= words.count,
                words[leftRange.upperBound..<rightRange.lowerBound].allSatisfy({ $0.isWhitespace || $0.isPunctuation })
            else { continue }
            let namesFirst = read(left).map(isName) ?? false
            for boundary in boundaries(
                in: leftRange.lowerBound..<rightRange.upperBound, around: leftRange.upperBound, of: words)
            {
                guard alternatives.count < limit else { break }
                // The space after the separator's punctuation divides the words as they are.
                if (leftRange.upperBound..<rightRange.lowerBound).contains(boundary) { continue }
                var start = boundary + 1
                while start < rightRange.upperBound, words[start].isWhitespace { start += 1 }
                let newLeft = slot(left, words, leftRange.lowerBound..<boundary)
                if namesFirst, ListSplitter.items(of: newLeft.text).last.map(wordCount) ?? 0 > longestName { continue }
                let newRight = slot(right, words, start..<rightRange.upperBound)
                guard let leftValue = read(newLeft), let rightValue = read(newRight) else { continue }
                alternatives.append(
                    AlternativeSplit(
                        leading: left.name, trailing: right.name,
                        parameters: [
                            left.name: UnderstoodValue(value: leftValue, text: newLeft.text, offsets: newLeft.offsets),
                            right.name: UnderstoodValue(
                                value: rightValue, text: newRight.text, offsets: newRight.offsets),
                        ], lengthensLeading: boundary > leftRange.upperBound))
            }
            // Every word to a name before the boundary, when that is a name of a few words:
            // "text amy chen" may be Amy Chen, with the message still to be asked.
            let whole = slot(left, words, leftRange.lowerBound..<rightRange.upperBound)
            if alternatives.count < limit, namesFirst,
                ListSplitter.items(of: whole.text).last.map(wordCount) ?? 0 <= longestName, let value = read(whole)
            {
                alternatives.append(
                    AlternativeSplit(
                        leading: left.name, trailing: right.name,
                        parameters: [
                            left.name: UnderstoodValue(value: value, text: whole.text, offsets: whole.offsets)
                        ],
                        lengthensLeading: true))
            }
        }
        return alternatives
    }

    /// Whether `value` is a name the app looks up: a person, a place, an entity, or a list of
    /// them.
    private static func isName(_ value: Value) -> Bool {
        switch value {
        case .person, .place, .entity: return true
        case .list(let items): return !items.isEmpty && items.allSatisfy(isName)
        default: return false
        }
    }

    private static func wordCount(_ text: String) -> Int {
        text.split(whereSeparator: \.isWhitespace).count
    }

    /// The places a run of spaces begins within `span`, but the one at `chosen`, nearest
    /// `chosen` in words first; the earlier of two as near.
    private static func boundaries(in span: Range<Int>, around chosen: Int, of characters: [Character]) -> [Int] {
        let gaps = span.filter { position in
            position > span.lowerBound && characters[position] == " " && characters[position - 1] != " "
                && position + 1 < span.upperBound
        }
        // Twice the index of the chosen boundary among the gaps, odd when it is not at one.
        let before = gaps.count { $0 < chosen }
        let twiceChosen = gaps.contains(chosen) ? 2 * before : 2 * before - 1
        return gaps.indices.filter { gaps[$0] != chosen }
            .sorted { (abs(2 * $0 - twiceChosen), $0) < (abs(2 * $1 - twiceChosen), $1) }
            .map { gaps[$0] }
    }
}
