import ErrandCatalog

/// Moves the boundary between two wildcards that stand side by side ("remind me to {title}
/// {dateTime}") so both read as values of their types.
///
/// A matcher splits adjacent wildcards by words alone; it cannot know that "call mum tomorrow
/// at 7 pm" is a title followed by a date. When a wildcard's words are not a value of its
/// parameter's type, when one is text and the other typed, or when the matcher split a written
/// word between them ("$|5"), every boundary between it and its neighbour is tried, and the one
/// that gives the typed slot (the one that is not text, a person or a place) the most words wins.
enum WildcardSplitter {
    /// `slots`, with the boundaries of adjacent wildcards moved where that makes every one of
    /// them readable by `read`; unchanged where no boundary does. A slot `takesAnyWords` reads
    /// as text does: an app's own objects, known to it at run time, are named by any words
    /// ("get me a table at zuni | tonight at 8").
    ///
    /// - Complexity: O(w × k) reads for w adjacent pairs of k words.
    static func resplit(
        _ slots: [MatchedSlot], of text: String, read: (MatchedSlot) -> Value?,
        takesAnyWords: (MatchedSlot) -> Bool = { _ in false }, isListedName: (MatchedSlot) -> Bool = { _ in false }
    ) -> [MatchedSlot] {
        var slots = slots
        let characters = Array(text)
        func isText(_ slot: MatchedSlot, _ value: Value?) -> Bool { takesAnyWords(slot) || Self.isText(value) }
        for index in slots.indices.dropLast() {
            let left = slots[index]
            let right = slots[index + 1]
            if let named = namingListed(
                left, right, characters, read: read, takes: takesAnyWords, isListed: isListedName)
            {
                slots[index] = named.left
                slots[index + 1] = named.right
                continue
            }
            if let cut = cuttingNameBeforeMessage(left, right, characters, read: read) {
                slots[index] = cut.left
                slots[index + 1] = cut.right
                continue
            }
            // NB: a boundary inside a written word ("amy $|5": the payee "amy $") is moved even
            // when both sides read: nobody means half a word.
            // NB: also when both read but one is text and the other typed: a matcher splits by
            // words alone, and "a meeting with carol at 3 | tomorrow" is a meeting at 3 tomorrow
            // (the typed slot takes the most words, as a trailing optional one does).
            guard sideBySide(left, right, in: characters), let leftRange = left.offsets, let rightRange = right.offsets,
                read(left) == nil || read(right) == nil || leftRange.upperBound == rightRange.lowerBound
                    || isText(left, read(left)) != isText(right, read(right))
            else { continue }
            let span = leftRange.lowerBound..<rightRange.upperBound
            var best: (left: MatchedSlot, right: MatchedSlot, typed: Int)?
            for boundary in span where boundary > span.lowerBound && characters[boundary] == " " {
                let newLeft = slot(left, characters, span.lowerBound..<boundary)
                let newRight = slot(right, characters, (boundary + 1)..<span.upperBound)
                guard read(newLeft) != nil, read(newRight) != nil else { continue }
                // The slot that is not plain text is the typed one: give it the most words.
                let typedLength =
                    isText(newLeft, read(newLeft)) ? span.upperBound - boundary : boundary - span.lowerBound
                if best.map({ typedLength > $0.typed }) ?? true { best = (newLeft, newRight, typedLength) }
            }
            if let best {
                slots[index] = best.left
                slots[index + 1] = best.right
            }
        }
        return slots
    }

    /// `left` and `right` divided where the one of them that takes any words (`takes`: the
    /// app's own objects) is wholly one of the values the app lists, with the most words, and
    /// the other still reads; `nil` when it is one already, or no boundary makes it one. "text
    /// bo I'm on my way" is to Bo, the message "I'm on my way", not to someone called "bo I'm on
    /// my" — a matcher divides side-by-side wildcards by words alone. A list is never divided
    /// before a word that joins its items ("mom | and dad").
    private static func namingListed(
        _ left: MatchedSlot, _ right: MatchedSlot, _ characters: [Character], read: (MatchedSlot) -> Value?,
        takes: (MatchedSlot) -> Bool, isListed: (MatchedSlot) -> Bool
    ) -> (left: MatchedSlot, right: MatchedSlot)? {
        guard sideBySide(left, right, in: characters), let leftRange = left.offsets, let rightRange = right.offsets,
            takes(left) != takes(right), !isListed(takes(left) ? left : right)
        else { return nil }
        let span = leftRange.lowerBound..<rightRange.upperBound
        var best: (left: MatchedSlot, right: MatchedSlot, words: Int)?
        for boundary in span where boundary > span.lowerBound && characters[boundary] == " " {
            let newLeft = slot(left, characters, span.lowerBound..<boundary)
            let newRight = slot(right, characters, (boundary + 1)..<span.upperBound)
            let (named, other) = takes(left) ? (newLeft, newRight) : (newRight, newLeft)
            let joiners: Set<String> = ["and", "&", "or"]
            let joins = [newLeft.text.split(separator: " ").last, newRight.text.split(separator: " ").first].contains {
                joiners.contains($0?.lowercased() ?? "")
            }
            guard !joins, !newLeft.text.hasSuffix(","), isListed(named), read(other) != nil else { continue }
            let words = named.text.split(separator: " ").count
            if best.map({ words > $0.words }) ?? true { best = (newLeft, newRight, words) }
        }
        return best.map { ($0.left, $0.right) }
    }

    /// Whether the slot at `index` is a wildcard with another wildcard beside it, nothing but
    /// spaces between them: where the matcher put the boundary between them says nothing.
    static func standsBesideWildcard(_ index: Int, in slots: [MatchedSlot], of characters: [Character]) -> Bool {
        (index > 0 && sideBySide(slots[index - 1], slots[index], in: characters))
            || (index + 1 < slots.count && sideBySide(slots[index], slots[index + 1], in: characters))
    }

    /// Whether `left` and `right` are wildcards with nothing but spaces between them.
    static func sideBySide(_ left: MatchedSlot, _ right: MatchedSlot, in characters: [Character]) -> Bool {
        guard left.isWildcard, right.isWildcard, let leftRange = left.offsets, let rightRange = right.offsets,
            leftRange.upperBound <= rightRange.lowerBound, rightRange.lowerBound <= characters.count
        else { return false }
        return characters[leftRange.upperBound..<rightRange.lowerBound].allSatisfy(\.isWhitespace)
    }

    /// `slots`, with a value for the first of `names` that reads split off the end of the last wildcard (or the
    /// one at `wildcard`) where
    /// the wildcard's final words read as it and the words before them still read. With
    /// `introducedBy`, the final words must follow that word, which belongs to neither ("friday
    /// at 2 | for | 30 minutes"). A wildcard whose words are whole one of the values its app
    /// lists (`isListedName`) is that value: "heat 2" is the film, not "heat" and two seats.
    /// The final words never start at, or right after, one of the `leadingOthers`: the words
    /// that lead another value ("nopa for 4 | tomorrow": "for 4" is the party, not 4 o'clock).
    ///
    /// - Complexity: O(k) reads for a wildcard of k words.
    static func splittingTrailingValues(
        _ slots: [MatchedSlot], of text: String, into names: [String], introducedBy word: String? = nil,
        leadingOthers: Set<String> = [], wildcard chosen: Int? = nil, read: (MatchedSlot) -> Value?,
        isListedName: (MatchedSlot) -> Bool
    ) -> [MatchedSlot] {
        guard let index = chosen ?? slots.lastIndex(where: \.isWildcard),
            let range = slots[index].offsets, !isListedName(slots[index])
        else { return slots }
        let characters = Array(text)
        let wildcard = slots[index]
        let introduction = word.map { Array(" \($0) ") } ?? [" "]
        // NB: each of the names in turn: "buy tickets for dune tonight" leaves out the count
        // and the showtime, and "tonight" is no count.
        for name in names {
            for boundary in range
            where boundary > range.lowerBound && boundary + introduction.count < range.upperBound
                && characters[boundary..<(boundary + introduction.count)].elementsEqual(
                    introduction, by: Self.sameLetter)
            {
                let head = slot(
                    wildcard, characters, range.lowerBound..<withoutLeadingWord(range.lowerBound..<boundary, characters)
                )
                var tail = slot(wildcard, characters, (boundary + introduction.count)..<range.upperBound)
                tail.name = name
                // NB: an article alone is no value of its own: "to the rainy day fund" is not an
                // account called "the" and another it leaves unsaid.
                guard leadingOthers.isEmpty || !startsAfterLeadingWord(boundary, range, leadingOthers, characters),
                    !isDeterminersOnly(head.text), read(tail) != nil, read(head) != nil
                else { continue }
                var result = slots
                result[index] = head
                result.insert(tail, at: index + 1)
                return result
            }
        }
        return slots
    }

    /// Whether every word of `text` only says which or whose: "the", "my". ("her" and "that"
    /// stand for someone or something too: "text her tomorrow".)
    static func isDeterminersOnly(_ text: String) -> Bool {
        text.split(separator: " ").allSatisfy { onlyDeterminers.contains($0.lowercased()) }
    }

    private static let onlyDeterminers: Set<String> = ["the", "a", "an", "my", "your", "our"]

    /// Whether the word after `boundary` in `range`, or the word before it, is one of `words`.
    private static func startsAfterLeadingWord(
        _ boundary: Int, _ range: Range<Int>, _ words: Set<String>, _ characters: [Character]
    ) -> Bool {
        let before = String(characters[range.lowerBound..<boundary]).split(separator: " ").last
        let after = String(characters[(boundary + 1)..<range.upperBound]).split(separator: " ").first
        return [before, after].contains { $0.map { words.contains($0.lowercased()) } ?? false }
    }

    /// The end of `range` without a preposition that ends it: the word leads the value split
    /// off after it and belongs to neither ("recipe for chili for | two": the recipe is "chili").
    private static func withoutLeadingWord(_ range: Range<Int>, _ characters: [Character]) -> Int {
        let words = String(characters[range]).split(separator: " ")
        guard words.count > 1, let last = words.last, leadingWords.contains(last.lowercased()) else {
            return range.upperBound
        }
        var end = range.upperBound - last.count
        while end > range.lowerBound, characters[end - 1].isWhitespace { end -= 1 }
        return end
    }

    /// The prepositions that lead a value and belong to neither side of a split, and the words
    /// that say when something begins or ends ("paris for two nights starting | tomorrow").
    static let leadingWords: Set<String> = [
        "for", "with", "at", "to", "in", "on", "of", "by", "from", "starting", "beginning", "until", "till",
    ]

    static func sameLetter(_ a: Character, _ b: Character) -> Bool {
        a == b || a.lowercased() == b.lowercased()
    }

    /// Whether `value` is what any words read as: text, or a person's or a place's name.
    static func isText(_ value: Value?) -> Bool {
        switch value {
        case .string?, .person?, .place?: return true
        case .list(let items)?: return items.allSatisfy { isText($0) }
        default: return false
        }
    }

    /// `slot` read from the words at `range` instead.
    static func slot(_ slot: MatchedSlot, _ characters: [Character], _ range: Range<Int>) -> MatchedSlot {
        MatchedSlot(
            name: slot.name, value: slot.value, text: String(characters[range]), offsets: range, source: slot.source)
    }
}
