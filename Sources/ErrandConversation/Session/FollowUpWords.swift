import ErrandLanguage
import Foundation

/// The words of a turn that follows up the request last done, without the words that mark it as
/// one: "and eggs" after "add milk to my list", "carol too" after a message to Bob, "what about
/// tomorrow" after today's schedule.
///
/// A follow-up says only what changes; the marks ("and", "also", "now", "what about" before it,
/// "too" or "as well" after it) say the rest is as before. Words without a mark are a request
/// of their own, as they always were.
///
/// ```swift
/// FollowUpWords("and carol too")?.rest   // "carol"
/// FollowUpWords("carol")                 // nil: no mark
/// ```
struct FollowUpWords: Sendable, Hashable {
    /// Words that lead a follow-up, longest first so that "oh and also" is taken whole.
    static let leads: [[String]] = [
        ["oh", "and", "also"], ["what", "about"], ["how", "about"], ["and", "also"], ["and", "now"], ["and", "then"],
        ["oh", "and"], ["and"], ["also"], ["plus"], ["now"], ["then"],
    ]
    /// Words that end a follow-up.
    static let trails: [[String]] = [["as", "well"], ["too"], ["also"]]

    /// Every word of `leads` and `trails`.
    private static let markWords = Set((leads + trails).joined())

    /// The first words of `leads` and the last of `trails`.
    private static let firstWords = Set(leads.compactMap(\.first))
    private static let lastWords = Set(trails.compactMap(\.last))

    /// The follow-up's words without its marks.
    var rest: String

    /// The follow-up `text` says, or `nil` when it has no mark or nothing besides its marks.
    init?(_ text: String) {
        // NB: most turns start and end with other words; their letters say so without tokenizing.
        let first = text.drop { !$0.isLetter }.prefix { $0.isLetter }.lowercased()
        let last = String(text.reversed().drop { !$0.isLetter }.prefix { $0.isLetter }.reversed()).lowercased()
        guard Self.firstWords.contains(first) || Self.lastWords.contains(last) else { return nil }
        guard let rest = Self.unmarked(text, leads: Self.leads, trails: Self.trails), rest.marked else { return nil }
        // NB: marks said twice ("and and") follow up nothing, and words in another script
        // ("and 拿铁") are none the apps read.
        let words = Tokenizer.tokens(of: rest.words).filter(\.isWordLike).map(\.text)
        guard !words.allSatisfy(Self.markWords.contains),
            !rest.words.unicodeScalars.contains(where: {
                CharacterSet.letters.contains($0) && !OtherLanguage.isLatin($0)
            })
        else { return nil }
        self.rest = rest.words
    }

    /// `rest`, a follow-up said with no mark: "add bread", said after "add milk to my list".
    init(unmarked rest: String) {
        self.rest = rest
    }

    /// A way to read the follow-up into the words of the request done: `words`, those words
    /// with the follow-up in place of the characters `replaced`, where it stands at `inserted`.
    struct Placement: Sendable, Hashable {
        let words: String
        let replaced: Range<Int>
        let inserted: Range<Int>
    }

    /// The ways to read the follow-up into `said`, the words of the request done, whose values
    /// were read at `values` (character offsets, the key parameter's first), likeliest first:
    /// in place of the words up to and with a value before another ("tell carol" for "text
    /// bob"); after the words before the first value ("30 to carol" after "pay"); in place of a
    /// value's words. Words the follow-up says again of those before where it goes ("to" of
    /// "remind me to buy flowers") are not said twice, and the same words are not given twice.
    /// With `atTheEnd`, last, after all of `said` too ("yesterday" after "how much have i paid
    /// bob").
    ///
    /// - Complexity: O(v × (v + n)), v values and n the length of `said`.
    func placements(in said: String, values: [Range<Int>], atTheEnd: Bool = false) -> [Placement] {
        let characters = Array(said)
        let values = values.filter { $0.upperBound <= characters.count }
        func placed(_ replaced: Range<Int>) -> Placement {
            let before = String(characters[..<replaced.lowerBound])
            let inserted = Self.unsaidAgain(rest, after: before)
            return Placement(
                words: before + inserted + String(characters[replaced.upperBound...]), replaced: replaced,
                inserted: before.count..<(before.count + inserted.count))
        }
        // NB: in place of every value, the follow-up is read alone, and that is no placement.
        let upTo = values.filter { value in values.contains { $0.lowerBound >= value.upperBound } }
            .map { placed(0..<$0.upperBound) }
        let afterHead = values.map(\.lowerBound).min().map { [placed($0..<characters.count)] } ?? []
        let end = characters.count
        let atEnd =
            atTheEnd
            ? [Placement(words: said + " " + rest, replaced: end..<end, inserted: (end + 1)..<(end + 1 + rest.count))]
            : []
        var seen: Set<String> = []
        return (upTo + afterHead + values.map(placed) + atEnd).filter { seen.insert($0.words).inserted }
    }

    /// `rest` without its first word or two when they are the last of `before`.
    private static func unsaidAgain(_ rest: String, after before: String) -> String {
        let framing = Tokenizer.tokens(of: before).filter(\.isWordLike).map(\.text)
        let tokens = Tokenizer.tokens(of: rest).filter(\.isWordLike)
        for count in [2, 1] where tokens.count > count && framing.count >= count {
            guard tokens.prefix(count).map(\.text).elementsEqual(framing.suffix(count)) else { continue }
            return String(rest[tokens[count].range.lowerBound...])
        }
        return rest
    }

    /// `text` without one of `leads` at its start and one of `trails` at its end (each taken
    /// when whole words), with whether either was there; `nil` when nothing is left.
    ///
    /// - Complexity: O(n) in the length of `text`.
    static func unmarked(_ text: String, leads: [[String]], trails: [[String]] = []) -> (words: String, marked: Bool)? {
        let tokens = Tokenizer.tokens(of: text).filter(\.isWordLike)
        let said = tokens.map(\.text)
        let lead = leads.first { said.starts(with: $0) }?.count ?? 0
        let trail =
            trails.first { said.count >= lead + $0.count && said.suffix($0.count).elementsEqual($0) }?.count ?? 0
        guard tokens.count > lead + trail else { return nil }
        let words = text[tokens[lead].range.lowerBound..<tokens[tokens.count - 1 - trail].range.upperBound]
        return (String(words), lead + trail > 0)
    }
}
