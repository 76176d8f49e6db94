import ErrandCatalog

extension TemplateInterpreter {
    /// `slots` with a text wildcard that is wholly the action's one length of time, which the
    /// match left out, given to that length: "start a timer for 90 seconds", matched by "start a
    /// timer for {step}", is a timer of 90 seconds, not one for a step called "90 seconds".
    static func textAsLength(
        _ slots: [MatchedSlot], of action: ActionDefinition, read: (MatchedSlot) -> Value?
    ) -> [MatchedSlot] {
        let lengths = action.parameters.filter { $0.type == .duration }
        guard lengths.count == 1, let length = lengths.first, !slots.contains(where: { $0.name == length.id }) else {
            return slots
        }
        var slots = slots
        for index in slots.indices
        where slots[index].isWildcard && action.parameter(named: slots[index].name)?.type == .string {
            var moved = slots[index]
            moved.name = length.id
            if read(moved) != nil {
                slots[index] = moved
                break
            }
        }
        return slots
    }

    /// Whether a wildcard for a value the action can go without holds only the words that say a
    /// request adds to what was asked before, which are no value: "add eggs to my groceries too"
    /// is due whenever, not refused as due "too". (A value the action needs is still missing:
    /// "add eggs to it too" is no event called "eggs to it".)
    static func saysAnAddition(_ slot: MatchedSlot, for parameter: ParameterDefinition) -> Bool {
        slot.isWildcard && !parameter.isRequired && ["too", "also", "as well"].contains(slot.text.lowercased())
    }

    /// Whether a wildcard's words are more than one and end with an article, which leads a name
    /// and never ends one: "find a" of "find a recipe", matched by "{dish} recipe", is no dish.
    /// (An article alone names the parameter, and is asked for: `namesOnly`.)
    static func endsWithAnArticle(_ slot: MatchedSlot) -> Bool {
        let words = slot.text.split(separator: " ")
        guard slot.isWildcard, words.count > 1, let last = words.last else { return false }
        return ["a", "an", "the"].contains(last.lowercased())
    }

    /// Whether a wildcard is "one" alone right after one that ends with a word "one" stands
    /// after ("the first | one", "the other | one"): a matcher divides side-by-side wildcards by
    /// words alone, and "reply to the first one" was a reply saying "one" to someone called "the
    /// first". A reading whose one slot holds them all ("reply [to {recipient}]") reads it.
    static func splitsOneFromItsWord(_ slots: [MatchedSlot], of characters: [Character]) -> Bool {
        zip(slots, slots.dropFirst()).contains { left, right in
            left.isWildcard && right.isWildcard && ["one", "ones"].contains(right.text.lowercased())
                && WildcardSplitter.sideBySide(left, right, in: characters)
                && left.text.split(separator: " ").last.map { wordsBeforeOne.contains($0.lowercased()) } == true
        }
    }

    /// Words "one" stands after for a thing said before: "the first one", "the other one".
    private static let wordsBeforeOne: Set<String> = [
        "first", "second", "third", "fourth", "fifth", "last", "next", "other", "same", "latest", "previous", "1st",
        "2nd", "3rd", "4th", "5th",
    ]

    /// Whether `text` is only the words that name `parameter`, after determiners or none: "my
    /// prescription", "the station"; or determiners alone ("pin the note" of
    /// "pin [my] {note} [note]" pinned a note called "the"); or a determiner and the last noun of
    /// the action's title ("log a dose for milo", to "Log a medication dose", logged a medication
    /// called "a dose"). A vague amount of a built-in value names its parameter too: "a few
    /// bucks", "some cash" say money is sent, not how much ("send bob a few bucks" was a payment
    /// of an amount "bob a few bucks", to nobody).
    static func namesOnly(_ parameter: ParameterDefinition, in text: String, of action: ActionDefinition) -> Bool {
        var words = text.lowercased().split(separator: " ")
        guard words.count <= 4 else { return false }
        let count = words.count
        let vague = parameter.type.isBuiltInValue ? vagueAmounts : []
        while let first = words.first, EnglishNouns.determiners.contains(String(first)) || vague.contains(String(first))
        {
            words.removeFirst()
        }
        let named = words.joined(separator: " ")
        if words.isEmpty || parameter.nouns.contains(named) { return true }
        let title = action.title.lowercased().split(separator: " ")
        guard words.count == 1, words.count < count, title.count > 1, let head = title.last else { return false }
        return named == head || named == head + "s"
    }

    /// Words that say there is some of a value without saying how much: "a few bucks", "a bit of cash".
    private static let vagueAmounts: Set<String> = ["some", "few", "little", "bit", "of", "more", "extra"]

    /// `slots` with the words that say how much, vaguely, given whole to the wildcard of a
    /// built-in value they are said before, where it only names its parameter ("bucks" of "send
    /// bob a few bucks"): a matcher divides side-by-side wildcards by words alone, and the payee
    /// was "bob a few".
    static func withVagueAmountsWhole(
        _ slots: [MatchedSlot], of text: String, action: ActionDefinition
    ) -> [MatchedSlot] {
        var slots = slots
        let characters = Array(text)
        for index in slots.indices.dropFirst() {
            let (left, right) = (slots[index - 1], slots[index])
            guard left.isWildcard, right.isWildcard, let leftRange = left.offsets, let rightRange = right.offsets,
                leftRange.upperBound <= rightRange.lowerBound,
                characters[leftRange.upperBound..<rightRange.lowerBound].allSatisfy(\.isWhitespace),
                let parameter = action.parameter(named: right.name), parameter.type.isBuiltInValue,
                namesOnly(parameter, in: right.text, of: action)
            else { continue }
            let boundary = vagueEnd(of: leftRange, in: characters)
            guard boundary < leftRange.upperBound else { continue }
            slots[index - 1] = WildcardSplitter.slot(left, characters, leftRange.lowerBound..<boundary)
            slots[index] = WildcardSplitter.slot(right, characters, (boundary + 1)..<rightRange.upperBound)
        }
        // NB: nor a person or a place before the phrase's own word for the value: "give amy a bit
        // of money" of "(give|pay) {payee} [some] (money|cash)" paid "Amy A Bit of".
        for index in slots.indices {
            let slot = slots[index]
            guard slot.isWildcard, let range = slot.offsets, range.upperBound < characters.count,
                let parameter = action.parameter(named: slot.name), [.person, .place].contains(parameter.type),
                index + 1 == slots.count || slots[index + 1].offsets.map({ range.upperBound < $0.lowerBound }) == true,
                characters[range.upperBound...].prefix(while: { $0 == " " }).count == 1
            else { continue }
            let boundary = vagueEnd(of: range, in: characters)
            let cut = String(characters[boundary..<range.upperBound]).lowercased().split(separator: " ")
            guard boundary < range.upperBound, cut.contains(where: { ["bit", "little", "few", "some"].contains($0) })
            else { continue }
            slots[index] = WildcardSplitter.slot(slot, characters, range.lowerBound..<boundary)
        }
        return slots
    }

    /// Where the words that say how much, vaguely, start at the end of `range` ("bob | a bit
    /// of"): its end when there are none, never its start.
    private static func vagueEnd(of range: Range<Int>, in characters: [Character]) -> Int {
        var boundary = range.upperBound
        while let start = characters[range.lowerBound..<boundary].lastIndex(of: " "), start > range.lowerBound {
            let word = String(characters[(start + 1)..<boundary]).lowercased()
            guard EnglishNouns.determiners.contains(word) || vagueAmounts.contains(word) else { break }
            boundary = start
        }
        return boundary
    }

    /// Whether the word before `slot` is a number: "dollars" of "pay 20 | dollars" says how much
    /// with it, and names no amount still to ask (the payee was "20").
    static func followsANumber(_ slot: MatchedSlot, in text: String) -> Bool {
        guard let offsets = slot.offsets, let before = text.prefix(offsets.lowerBound).split(separator: " ").last
        else { return false }
        let word = before.lowercased()
        return word.contains(where: \.isNumber) || NumberWords.units[word] != nil || NumberWords.teens[word] != nil
            || NumberWords.tens[word] != nil
    }
}
