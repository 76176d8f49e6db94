/// Values of one parameter named together with "and": "the kitchen and bedroom lights", "water
/// the fern and the basil". The parameter takes one value, and a reading keeps one of them (or
/// takes all the words for one name), where the person asked for each: the request is made
/// once for each value.
public struct ConjoinedValues: Sendable, Hashable {
    /// The parameter the values are of.
    public var parameter: String
    /// The characters from the first value to the last: "kitchen and bedroom".
    public var group: Range<Int>
    /// Each value's own characters, in the order said.
    public var members: [Range<Int>]

    /// Words that join two values: "kitchen and bedroom", "fern, basil and monstera".
    static let joiners: Set<String> = ["and", ",", "&"]
    /// Joiners, and "or": the values a person offered as a choice ("kitchen or office").
    static let joinersWithOr = joiners.union(["or"])
    /// Words that may stand after a joiner, before the next value: "the fern and the basil".
    static let determiners: Set<String> = ["the", "a", "an", "my", "some", "our", "your"]

    /// The requests `text` stands for, one for each value: the group's words replaced by the
    /// value's own ("turn off the kitchen lights", "turn off the bedroom lights").
    public func distributed(over text: String) -> [String] {
        let characters = Array(text)
        let before = String(characters[..<group.lowerBound])
        let after = String(characters[group.upperBound...])
        return members.map { before + String(characters[$0]) + after }
    }

    /// Whether `token` counts the value after it: "one" to "nineteen", or 1 to 99 in digits ("two
    /// small", "3 large").
    static func isCount(_ token: Token) -> Bool {
        if let digits = Int(token.text) { return (1...99).contains(digits) }
        return (NumberWords.units[token.text] ?? 0) > 0 || NumberWords.teens[token.text] != nil
    }

    /// The runs of two or more names of `names` in `tokens` joined by "and", a comma or "&" —
    /// or "or" too, with `orToo` — (each joiner possibly followed by a determiner), as the
    /// characters of each name. A run that is itself a name ("salt and pepper") is one name,
    /// not two. A count said before a name after a joiner is the name's ("and two small"), and
    /// so, then, is one before the first name.
    static func groups(
        in tokens: [Token], characters: [Character], names: NamedValueIndex<String>, orToo: Bool = false
    ) -> [[Range<Int>]] {
        let joiners = orToo ? joinersWithOr : joiners
        var groups: [[Range<Int>]] = []
        var start = 0
        while start < tokens.count {
            guard let first = names.longestName(in: tokens, from: start, characters: characters) else {
                start += 1
                continue
            }
            var members = [first.offsets]
            var next = start + first.count
            var counted = false
            while true {
                var index = next
                var joined = false
                while index < tokens.count, joiners.contains(tokens[index].text) {
                    joined = true
                    index += 1
                }
                guard joined else { break }
                if index < tokens.count, determiners.contains(tokens[index].text) { index += 1 }
                let count = index < tokens.count && isCount(tokens[index]) ? tokens[index] : nil
                if count != nil { index += 1 }
                guard let member = names.longestName(in: tokens, from: index, characters: characters) else { break }
                members.append((count?.offsets.lowerBound ?? member.offsets.lowerBound)..<member.offsets.upperBound)
                counted = counted || count != nil
                next = index + member.count
            }
            // NB: "one large and one small latte": each value goes with its own count, the first's
            // before the group.
            if counted, start > 0, isCount(tokens[start - 1]) {
                members[0] = tokens[start - 1].offsets.lowerBound..<members[0].upperBound
            }
            if members.count > 1 { groups.append(members) }
            start = next
        }
        return groups
    }
}
