import ErrandCatalog

extension WildcardSplitter {
    /// `slots`, with a typed wildcard extended over the phrase's own words after it, up to
    /// where those words come again in the next wildcard, when the longer words read as its
    /// value and the rest still reads: "remind me {due} to {title}" said as "remind me at twenty
    /// to eight to call mum" is due at 7:40 to "call mum", not at 8 PM to "eight to call mum".
    /// A matcher ends a wildcard at the first place the phrase's words fit; the typed value takes
    /// the most words, as it does where two wildcards stand side by side (`resplit`).
    ///
    /// - Parameter isTyped: whether a slot's parameter takes a typed value (`TemplateInterpreter.takesTypedValue`):
    ///   a time, an amount, whatever the words in it now read as.
    /// - Complexity: O(w × k) reads for w wildcards of k words.
    static func extendingOverRepeatedWords(
        _ slots: [MatchedSlot], of text: String, read: (MatchedSlot) -> Value?, isTyped: (MatchedSlot) -> Bool
    ) -> [MatchedSlot] {
        var slots = slots
        let characters = Array(text)
        for index in slots.indices.dropLast() {
            let left = slots[index]
            let right = slots[index + 1]
            guard left.isWildcard, right.isWildcard, isTyped(left), let leftRange = left.offsets,
                let rightRange = right.offsets, leftRange.upperBound < rightRange.lowerBound,
                rightRange.upperBound <= characters.count
            else { continue }
            let between = Array(characters[leftRange.upperBound..<rightRange.lowerBound])
            guard between.first == " ", between.last == " ", between.contains(where: \.isLetter) else { continue }
            // NB: the last place the words come again that reads: the typed value's most words.
            for start in rightRange.reversed()
            where start > rightRange.lowerBound && start + between.count < rightRange.upperBound
                && characters[start..<(start + between.count)].elementsEqual(between, by: sameLetter)
            {
                let longer = slot(left, characters, leftRange.lowerBound..<start)
                let rest = slot(right, characters, (start + between.count)..<rightRange.upperBound)
                guard let value = read(longer), !isText(value), read(rest) != nil else { continue }
                slots[index] = longer
                slots[index + 1] = rest
                break
            }
        }
        return slots
    }
}
