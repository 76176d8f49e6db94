import ErrandCatalog

extension WildcardSplitter {
    /// `slots`, with the words that end a wildcard and read as a day moved into the
    /// date-and-time slot after it, when only the phrase's own words stand between them: "book
    /// tickets for dune tomorrow at 8pm" for `… for {movie} [at {showtime}]` is Dune tomorrow at
    /// 8 PM, not a film "dune tomorrow" today. Side by side, the two wildcards are split by
    /// `resplit`; a phrase's word between them ("at") leaves the matcher no choice but to put
    /// the day in the first. A wildcard that is whole one of its app's listed values stays.
    ///
    /// - Parameters:
    ///   - takesInstants: whether a slot is for a date and time.
    ///   - readsAsDay: whether words read as a day ("tomorrow", "on friday", "next monday").
    /// - Complexity: O(w) reads for w wildcards, each of at most `trailingDayWords` tries.
    static func movingTrailingDays(
        _ slots: [MatchedSlot], of text: String, read: (MatchedSlot) -> Value?,
        isListedName: (MatchedSlot) -> Bool, takesInstants: (MatchedSlot) -> Bool, readsAsDay: (String) -> Bool
    ) -> [MatchedSlot] {
        var slots = slots
        let characters = Array(text)
        for index in slots.indices.dropLast() {
            let wildcard = slots[index]
            let time = slots[index + 1]
            guard wildcard.isWildcard, time.isWildcard, takesInstants(time), !isListedName(wildcard),
                let range = wildcard.offsets, let timeRange = time.offsets, range.upperBound < timeRange.lowerBound,
                timeRange.upperBound <= characters.count
            else { continue }
            let starts = range.filter { $0 > range.lowerBound && characters[$0 - 1] == " " }.suffix(trailingDayWords)
            for start in starts {
                let day = String(characters[start..<range.upperBound])
                let head = slot(wildcard, characters, range.lowerBound..<(start - 1))
                let moved = slot(time, characters, start..<timeRange.upperBound)
                guard readsAsDay(day), read(head) != nil, read(moved) != nil else { continue }
                slots[index] = head
                slots[index + 1] = moved
                break
            }
        }
        return slots
    }

    /// The most words at the end of a wildcard tried as a day: "a week from friday".
    static let trailingDayWords = 4
}
