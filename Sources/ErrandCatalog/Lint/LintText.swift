import Foundation

/// The few text helpers the rules share: words with their offsets, normalised comparison, and
/// finding a name or phrase as whole words.
///
/// The catalog module cannot use the language module's tokenizer (it depends on this one), so
/// this reads words the simple way: runs of letters and digits, with apostrophes and hyphens
/// inside a word kept (`today's`, `check-in`), and `{placeholder}`s as one word each.
public enum LintText {
    /// One word of a text and where it starts, in Unicode scalars from the start of the text.
    public struct Word: Sendable, Hashable {
        public var text: String
        public var offset: Int
        /// Whether the word is a `{placeholder}` (its text is then the placeholder's name).
        public var isPlaceholder: Bool
    }

    /// The words of `text`, in order.
    ///
    /// - Complexity: O(n) in the length of the text.
    public static func words(in text: String) -> [Word] {
        var result: [Word] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        // NB: once a `{` has no `}` after it, no later one has: stop looking, so the scan stays linear.
        var closesAhead = true
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "{", closesAhead, let close = closingBrace(in: scalars, after: index, found: &closesAhead) {
                let name = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
                result.append(Word(text: name.trimmingWhitespace(), offset: index, isPlaceholder: true))
                index = close + 1
            } else if isWordScalar(scalar) {
                let start = index
                while index < scalars.count,
                    isWordScalar(scalars[index])
                        || (isJoiner(scalars[index]) && index + 1 < scalars.count && isWordScalar(scalars[index + 1]))
                {
                    index += 1
                }
                let word = String(String.UnicodeScalarView(scalars[start..<index]))
                result.append(Word(text: word, offset: start, isPlaceholder: false))
            } else {
                index += 1
            }
        }
        return result
    }

    /// The text's words, lowercased and joined by single spaces; placeholders become `{}`.
    /// Curly apostrophes read as straight ones.
    public static func normalized(_ text: String) -> String {
        words(in: text).map { $0.isPlaceholder ? "{}" : fold($0.text) }.joined(separator: " ")
    }

    /// A word lowercased, with curly apostrophes made straight.
    public static func fold(_ word: String) -> String {
        let lowered = word.lowercased()
        guard lowered.unicodeScalars.contains("\u{2019}") else { return lowered }
        return String(String.UnicodeScalarView(lowered.unicodeScalars.map { $0 == "\u{2019}" ? "'" : $0 }))
    }

    /// Whether the normalised `text` contains the normalised `phrase` as whole words.
    public static func contains(_ text: String, phrase: String) -> Bool {
        contains(Array(text.utf8), phrase: Array(phrase.utf8))
    }

    /// Whether the UTF-8 of a normalised text contains that of a normalised phrase as whole words.
    ///
    /// - Complexity: O(n × m) at worst, n and m the lengths in bytes; it only tries word starts.
    public static func contains(_ text: [UInt8], phrase: [UInt8]) -> Bool {
        let space = UInt8(ascii: " ")
        guard !phrase.isEmpty, phrase.count <= text.count else { return false }
        var start = 0
        while start + phrase.count <= text.count {
            let end = start + phrase.count
            if end == text.count || text[end] == space, text[start..<end].elementsEqual(phrase) { return true }
            guard let next = text[start...].firstIndex(of: space) else { break }
            start = next + 1
        }
        return false
    }

    /// The index of the first word of `words` where the word sequence `sequence` starts,
    /// comparing folded words, or `nil`.
    public static func firstIndex(of sequence: [String], in words: [Word], caseSensitive: Bool = false) -> Int? {
        guard !sequence.isEmpty, words.count >= sequence.count else { return nil }
        for start in 0...(words.count - sequence.count) {
            let matches = zip(words[start..<(start + sequence.count)], sequence).allSatisfy { word, expected in
                !word.isPlaceholder && (caseSensitive ? word.text == expected : fold(word.text) == fold(expected))
            }
            if matches { return start }
        }
        return nil
    }

    /// Where a name (an app's name, an alternative name) appears in `text`, as an offset.
    ///
    /// A name that is itself an everyday word ("Corner") counts only when written as the name is
    /// written, capitalised; other names count in any case, but in lower case after "the", "a" or
    /// "your": "Preheat the oven", for an app called Oven, names the appliance, and "{book} is on
    /// your shelf", for one called Shelf, the shelf.
    public static func offset(ofName name: String, in text: String, commonWords: Set<String>) -> Int? {
        let nameWords = words(in: name).filter { !$0.isPlaceholder }.map(\.text)
        guard !nameWords.isEmpty else { return nil }
        let textWords = words(in: text)
        let isEveryday = nameWords.allSatisfy { commonWords.contains(fold($0)) }
        var start = 0
        while start < textWords.count,
            let found = firstIndex(of: nameWords, in: Array(textWords[start...]), caseSensitive: isEveryday)
        {
            let index = start + found
            let word = textWords[index].text
            guard index > 0, word == word.lowercased(), nounLeaders.contains(fold(textWords[index - 1].text)) else {
                return textWords[index].offset
            }
            start = index + 1
        }
        return nil
    }

    /// The words before a common noun: a name in lower case after one is that noun.
    static let nounLeaders: Set<String> = [
        "the", "a", "an", "your", "my", "our", "their", "his", "her", "its", "this", "that",
    ]

    /// Whether `text` ends with sentence punctuation (`.`, `!`, `?`, `…`, `:`, `;`, `,`), ignoring
    /// trailing spaces; returns the offset of that character.
    public static func endingPunctuationOffset(in text: String) -> Int? {
        let scalars = Array(text.unicodeScalars)
        var index = scalars.count - 1
        while index >= 0, scalars[index].properties.isWhitespace { index -= 1 }
        guard index >= 0, ".!?…:;,。！？".unicodeScalars.contains(scalars[index]) else { return nil }
        return index
    }

    private static func closingBrace(in scalars: [Unicode.Scalar], after index: Int, found: inout Bool) -> Int? {
        let close = scalars[index...].firstIndex(of: "}")
        found = close != nil
        return close
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {  // NB: the fast path; Unicode property lookups are slow
            let value = scalar.value
            return (0x61...0x7A).contains(value) || (0x41...0x5A).contains(value) || (0x30...0x39).contains(value)
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            || scalar.properties.generalCategory == .nonspacingMark
    }

    private static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "'" || scalar == "\u{2019}" || scalar == "-"
    }
}
