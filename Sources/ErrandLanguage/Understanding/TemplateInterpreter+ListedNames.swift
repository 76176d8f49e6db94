import ErrandCatalog

extension TemplateInterpreter {
    /// `slots` with a wildcard for an app's objects known at run time, which any words name,
    /// cut to the name the app lists that starts it, when the words after that name start with a
    /// value of another parameter the match left out; that value is read, and what follows it
    /// is returned as words not understood. "tip maria ten dollars for the great lesson", matched
    /// by "tip {coach}", tipped a coach called "maria ten dollars for the great lesson", and asked
    /// how much; "maria" is a coach the app lists. Words after a listed name that start no value
    /// may be more of a name the app knows ("maria santos jr"), and are left to it.
    static func cuttingToListedNames(
        _ slots: [MatchedSlot], of text: String, others: [String], read: (MatchedSlot) -> Value?,
        takesAnyWords: (MatchedSlot) -> Bool, isListedName: (MatchedSlot) -> Bool
    ) -> (slots: [MatchedSlot], unread: [UnreadWords]) {
        let characters = Array(text)
        var result = slots
        var unread: [UnreadWords] = []
        for index in slots.indices.reversed() {
            let wildcard = slots[index]
            guard wildcard.isWildcard, takesAnyWords(wildcard), !isListedName(wildcard), let range = wildcard.offsets
            else { continue }
            let others = others.filter { name in !result.contains { $0.name == name } }
            guard !others.isEmpty else { continue }
            let spaces = range.filter { characters[$0] == " " }
            // NB: the longest listed name first: "maria santos ten dollars" is Maria Santos.
            for nameEnd in spaces.reversed() {
                let name = WildcardSplitter.slot(wildcard, characters, range.lowerBound..<nameEnd)
                guard isListedName(name),
                    let (value, valueEnd) = Self.valueStarting(
                        at: nameEnd + 1, before: range.upperBound, of: wildcard, characters, others: others, read: read)
                else { continue }
                result[index] = name
                result.insert(value, at: index + 1)
                if valueEnd < range.upperBound {
                    let rest = (valueEnd + 1)..<range.upperBound
                    unread.append(UnreadWords(text: String(characters[rest]), offsets: rest))
                }
                break
            }
        }
        return (result, unread)
    }

    /// The longest run of words from `start` that reads as a value of one of `others`, as a slot
    /// of that parameter, with where it ends.
    private static func valueStarting(
        at start: Int, before end: Int, of wildcard: MatchedSlot, _ characters: [Character], others: [String],
        read: (MatchedSlot) -> Value?
    ) -> (MatchedSlot, Int)? {
        guard start < end else { return nil }
        let ends = ((start + 1)...end).filter { $0 == end || characters[$0] == " " }
        for valueEnd in ends.reversed() {
            var slot = WildcardSplitter.slot(wildcard, characters, start..<valueEnd)
            for name in others {
                slot.name = name
                if read(slot) != nil { return (slot, valueEnd) }
            }
        }
        return nil
    }
}
