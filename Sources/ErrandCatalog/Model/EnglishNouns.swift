import Foundation

/// The plain English rules for a noun's number, for titles and dialog that put a count before
/// a noun ("Order 2 large lattes", "Archived one task").
public enum EnglishNouns {
    /// The words after which what follows no longer names what a count counts: "a" of "3 times a
    /// week" starts a rate, as "per" does.
    public static let countEnders: Set<String> = [
        "at", "to", "for", "of", "with", "in", "on", "from", "by", "into", "onto", "per", "via", "and", "or",
        "as", "then", "than", "each", "every", "a", "an",
    ]

    /// The words before a noun that say which one it is or whose: "the airport", "my costco
    /// list", "a ride". A value said after one is a common noun, and goes with it.
    public static let determiners: Set<String> = [
        "the", "a", "an", "my", "your", "our", "their", "his", "her", "this", "that",
    ]

    /// The words that lead a name after what it names: "a timer called pomodoro", "a package
    /// named socks".
    public static let namingWords: Set<String> = ["called", "named", "titled", "labeled", "labelled"]

    /// Whether `word` ends a clause ("latte,", "tasks."): what follows counts nothing.
    public static func endsAClause(_ word: some StringProtocol) -> Bool {
        word.last.map { clauseEnds.contains($0) } == true
    }

    /// `word` in the plural by the plain English rule: a word ending in s is left alone, one
    /// ending in x, z, ch or sh takes "es", a consonant and y becomes "ies", any other takes "s";
    /// a few common nouns by their own ("person" is "people", "sheep" stays "sheep").
    /// Punctuation after the word stays after it; a word that is not all letters is left alone.
    public static func plural(of word: String) -> String {
        guard let (core, rest) = letters(of: word) else { return word }
        let lower = core.lowercased()
        if let irregular = irregularPlurals[lower] { return sameCase(irregular, as: core) + rest }
        if unchanging.contains(lower) || irregularSingulars[lower] != nil || lower.hasSuffix("s") { return word }
        if ["x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) { return core + "es" + rest }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return core.dropLast() + "ies" + rest
        }
        return core + "s" + rest
    }

    /// `word` in the singular, undoing `plural(of:)`: "tasks" is "task", "boxes" "box",
    /// "berries" "berry". A word that does not read as a plural — not ending in s, or ending in
    /// ss, us or is ("glass", "bus", "this") — is left alone, as is one that is not all letters.
    public static func singular(of word: String) -> String {
        guard let (core, rest) = letters(of: word) else { return word }
        let lower = core.lowercased()
        if let irregular = irregularSingulars[lower] { return sameCase(irregular, as: core) + rest }
        guard !unchanging.contains(lower), irregularPlurals[lower] == nil else { return word }
        guard lower.hasSuffix("s"), !["ss", "us", "is"].contains(where: { lower.hasSuffix($0) }), lower.count > 2
        else { return word }
        if lower.hasSuffix("ies"), lower.count > 4 { return String(core.dropLast(3)) + "y" + rest }
        if ["xes", "zes", "ches", "shes", "sses"].contains(where: { lower.hasSuffix($0) }) {
            return String(core.dropLast(2) + rest)
        }
        return String(core.dropLast() + rest)
    }

    /// Whether `word` reads as a plural noun `singular(of:)` changes.
    public static func isPlural(_ word: String) -> Bool { singular(of: word) != word }

    /// `text` with the noun counted by each count of one marked with `mark` in the singular,
    /// the marks taken out: "Archived one tasks." is "Archived one task.", "You have 1 new
    /// messages" is "You have 1 new message". The noun is the first word that reads as a plural
    /// after the count, before a count ender or the end of a clause; none, nothing changes.
    public static func agreeingWithOne(_ text: String, mark: Character) -> String {
        guard text.contains(mark) else { return text }
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        for index in words.indices where words[index].first == mark {
            words[index].removeFirst()
            guard !endsAClause(words[index]) else { continue }
            var next = index + 1
            while next < words.count, !countEnders.contains(words[next].lowercased()) {
                if isPlural(words[next]) {
                    words[next] = singular(of: words[next])
                    break
                }
                if endsAClause(words[next]) { break }
                next += 1
            }
        }
        return words.joined(separator: " ")
    }

    private static let clauseEnds = Set(",;:.!?)")

    /// Nouns whose plural no rule makes: "for 4 people", "1 person".
    private static let irregularPlurals: [String: String] = [
        "person": "people", "child": "children", "man": "men", "woman": "women", "foot": "feet",
        "tooth": "teeth", "mouse": "mice", "goose": "geese", "ox": "oxen",
    ]
    private static let irregularSingulars = Dictionary(uniqueKeysWithValues: irregularPlurals.map { ($1, $0) })
    /// Nouns the same in the singular and the plural: "2 sheep", "1 series".
    private static let unchanging: Set<String> = ["sheep", "fish", "deer", "series", "species", "aircraft"]

    /// `word` with `model`'s first letter's case: "People" for "Person".
    private static func sameCase(_ word: String, as model: Substring) -> String {
        model.first?.isUppercase == true ? word.prefix(1).uppercased() + word.dropFirst() : word
    }

    /// The letters of `word` and the punctuation after them; `nil` when the word is not all
    /// letters (hyphens and apostrophes allowed) before its punctuation.
    private static func letters(of word: String) -> (core: Substring, rest: Substring)? {
        let core = word.prefix { !clauseEnds.contains($0) }
        guard !core.isEmpty, core.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "'" }), core.last?.isLetter == true
        else { return nil }
        return (core, word.dropFirst(core.count))
    }
}
