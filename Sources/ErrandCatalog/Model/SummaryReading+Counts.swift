import Foundation

extension SummaryReading {
    /// Marks a count's value in a filled summary, so the noun it counts can be found afterwards.
    static let countMark: Character = "\u{2}"
    /// Marks a count of one, left out before the noun it counts: "Order large latte".
    static let countOfOneMark: Character = "\u{3}"

    /// `words` with the count marks taken out and the noun each count of more (or fewer) than
    /// one applies to in the plural: "Order 2 large lattes", "Order 3 bowls of soup"; a count of
    /// one before its noun is left out, as the guidelines' titles read ("Order large latte"), and
    /// a count of one kept ("Feed Milo 1 scoop") puts its noun in the singular.
    ///
    /// The noun a count applies to is the last word of the words after it, up to a preposition,
    /// a conjunction, a word ending a clause ("latte,") or the end; a count with nothing after
    /// it ("Set volume to 2") changes nothing and stays.
    static func countingNouns(_ words: [Substring]) -> [String] {
        var result = words.map { String($0) }
        var index = 0
        while index < result.count {
            if result[index].first == countOfOneMark {
                result[index].removeFirst()
                let next = index + 1
                let countsANoun =
                    next < result.count && result[next].first != countMark && result[next].first != countOfOneMark
                    && !EnglishNouns.countEnders.contains(result[next].lowercased())
                if countsANoun { result.remove(at: index) } else { index += 1 }
                continue
            }
            guard result[index].first == countMark else {
                index += 1
                continue
            }
            result[index].removeFirst()
            var noun: Int?
            var next = index + 1
            while next < result.count, result[next].first != countMark, result[next].first != countOfOneMark,
                !EnglishNouns.countEnders.contains(result[next].lowercased())
            {
                noun = next
                if EnglishNouns.endsAClause(result[next]) { break }
                next += 1
            }
            if let noun {
                result[noun] =
                    result[index] == "1"
                    ? EnglishNouns.singular(of: result[noun]) : EnglishNouns.plural(of: result[noun])
            }
            index += 1
        }
        return result
    }

    /// Whether the noun the count `name` counts in `template` is a word the template writes, not
    /// a value: "scoops" of "Feed {pet} {scoops} scoops", "glasses" of "Log {glasses} glasses of
    /// {drink}"; not "{coffee}" of "Order {quantity} {size} {coffee}". The noun is found as
    /// `countingNouns` finds it.
    static func countsAWrittenNoun(_ name: String, in template: String) -> Bool {
        writtenNoun(after: name, in: template) != nil
    }

    /// The noun `template` writes itself after the count `name`: "people" of "Request a ride for
    /// {passengers} people"; `nil` when a value, or nothing, stands there.
    public static func writtenNoun(after name: String, in template: String) -> String? {
        let (count, value) = ("\u{4}", "\u{5}")
        let words = Placeholders.fill(template) { $0 == name ? count : value }.split(separator: " ")
        guard let start = words.firstIndex(where: { $0 == count }) else { return nil }
        var noun: Substring?
        for word in words[(start + 1)...] {
            guard !EnglishNouns.countEnders.contains(word.lowercased()) else { break }
            noun = word
            if EnglishNouns.endsAClause(word) { break }
        }
        guard let noun, !noun.contains(value), !noun.contains(count) else { return nil }
        return String(noun.filter { $0.isLetter || $0 == "'" || $0 == "-" })
    }

}
