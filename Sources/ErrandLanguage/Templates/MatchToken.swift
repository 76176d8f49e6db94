/// A token as the template matcher compares it: the tokenizer's token, with contractions and
/// possessives split off ("light's" → "light" "'s") and sentence punctuation dropped. The
/// article "an" is compared as "a": which one is said depends on the word after it, and that
/// word may be a value ("i need a {rideType}" said "i need an xl"). A contracted verb after a
/// pronoun or a question word is compared as the verb written out: "what's" as "what is", "i'm"
/// as "i am", "they're" as "they are", so a phrase written either way matches both; so is one
/// typed without its apostrophe ("whats" as "what is": "whats on it" was not read by "what's on
/// {list}").
///
/// Template text and utterances go through the same `MatchToken.tokens(of:)`, so a template
/// word matches exactly the input that spells it, and every token still points at the
/// characters of the original string it came from.
struct MatchToken: Sendable {
    /// The folded text compared against templates.
    var text: String
    /// Where the token stands in the original string.
    var range: Range<String.Index>
    /// The same place in characters.
    var offsets: Range<Int>
    /// Whether the token is a number written in digits.
    var isNumber: Bool
    /// Whether the token is a hyphen or underscore that may be read as a space ("up-to-date").
    var isBreakable: Bool
    /// Whether white space separates this token from the previous one.
    var hasSpaceBefore: Bool

    /// Sentence punctuation that hassil removes at the edges of words.
    static let sentencePunctuation: Set<String> = [
        ".", "。", ",", "，", "?", "¿", "？", "؟", "!", "¡", "！", ";", "；", ":", "：",
    ]

    /// The match tokens of `text`.
    ///
    /// - Complexity: O(n) in the length of the text.
    static func tokens(of text: String) -> [MatchToken] {
        let raw = Tokenizer.tokens(of: text)
        var split: [MatchToken] = []
        split.reserveCapacity(raw.count)
        var previousEnd: Int?
        for token in raw {
            let spaced = previousEnd.map { $0 < token.offsets.lowerBound } ?? true
            previousEnd = token.offsets.upperBound
            if token.kind == .word, token.text.dropFirst().contains("'") {
                appendSplittingApostrophes(token, in: text, spaced: spaced, to: &split)
            } else if token.kind == .word, let digits = numberBeforeLetters(in: token.text) {
                appendSplitting(token, afterCharacters: digits, in: text, spaced: spaced, to: &split)
            } else if token.kind == .word, token.text.utf8.count <= 6, let first = token.text.utf8.first,
                first == UInt8(ascii: "w") || first == UInt8(ascii: "h") || first == UInt8(ascii: "t")
                    || first == UInt8(ascii: "i"),
                let unmarked = unmarkedContractions[token.text]
            {
                appendSplitting(
                    token, afterCharacters: unmarked.cut, in: text, spaced: spaced, as: unmarked.verb, to: &split)
            } else {
                split.append(
                    MatchToken(
                        text: token.text == "an" ? "a" : token.text, range: token.range, offsets: token.offsets,
                        isNumber: token.kind == .number,
                        isBreakable: token.text == "-" || token.text == "_", hasSpaceBefore: spaced))
            }
        }
        // Drop sentence punctuation unless it sits inside a word ("pm2.5", "10:30").
        var result: [MatchToken] = []
        result.reserveCapacity(split.count)
        for (index, token) in split.enumerated() {
            if sentencePunctuation.contains(token.text) {
                let gluedBefore = index > 0 && !token.hasSpaceBefore && split[index - 1].isWordLike
                let gluedAfter =
                    index + 1 < split.count && !split[index + 1].hasSpaceBefore && split[index + 1].isWordLike
                if !(gluedBefore && gluedAfter) {
                    if index + 1 < split.count, token.hasSpaceBefore || result.isEmpty {
                        split[index + 1].hasSpaceBefore = true
                    }
                    continue
                }
            }
            result.append(split[index])
        }
        return result
    }

    var isWordLike: Bool {
        guard let first = text.first else { return false }
        return first.isLetter || first.isNumber || first == "'"
    }

    /// How many characters of `word` are a number that letters follow with no space ("1.5" of
    /// "1.5x", "10" of "10am"), or `nil` when the word is not a number and a unit: a placeholder
    /// written before a unit (`{speed}x`) then matches a number said with it.
    private static func numberBeforeLetters(in word: String) -> Int? {
        guard word.first?.isNumber == true else { return nil }
        var count = 0
        var lastIsDigit = false
        for character in word {
            if character.isNumber {
                lastIsDigit = true
            } else if lastIsDigit, character == "." || character == "," {
                lastIsDigit = false
            } else {
                break
            }
            count += 1
        }
        guard lastIsDigit, count < word.count, word.dropFirst(count).allSatisfy(\.isLetter) else { return nil }
        return count
    }

    /// Contractions typed without their apostrophe, with where the verb starts and the verb
    /// written out. Only those no word is spelled as ("its", "hes", "ill", "were" are words).
    /// Each is at most six letters and starts with "w", "h", "t" or "i": most words are not
    /// looked up.
    static let unmarkedContractions: [String: (cut: Int, verb: String)] = [
        "whats": (4, "is"), "wheres": (5, "is"), "whos": (3, "is"), "hows": (3, "is"), "thats": (4, "is"),
        "whens": (4, "is"), "im": (1, "am"),
    ]

    /// Splits "1.5x" into the number "1.5" and the word "x", the second glued to the first; with
    /// `verb`, splits a contraction typed without its apostrophe ("whats") into its word and the
    /// verb written out ("what" "is").
    private static func appendSplitting(
        _ token: Token, afterCharacters count: Int, in original: String, spaced: Bool, as verb: String? = nil,
        to output: inout [MatchToken]
    ) {
        let middle = original.index(token.range.lowerBound, offsetBy: count)
        let cut = token.offsets.lowerBound + count
        output.append(
            MatchToken(
                text: String(token.text.prefix(count)), range: token.range.lowerBound..<middle,
                offsets: token.offsets.lowerBound..<cut, isNumber: verb == nil, isBreakable: false,
                hasSpaceBefore: spaced))
        output.append(
            MatchToken(
                text: verb ?? String(token.text.dropFirst(count)), range: middle..<token.range.upperBound,
                offsets: cut..<token.offsets.upperBound, isNumber: false, isBreakable: false, hasSpaceBefore: false))
    }

    /// The verbs a contraction stands for, compared written out after `contractingWords`.
    static let contractedVerbs: [String: String] = ["'s": "is", "'re": "are", "'m": "am", "'ll": "will", "'ve": "have"]

    /// Pronouns and question words whose "'s" is "is", never a possessive ("let's" is not here).
    static let contractingWords: Set<String> = [
        "what", "where", "when", "who", "how", "why", "which", "that", "there", "here", "it", "he", "she", "i",
        "you", "we", "they",
    ]

    /// Splits "light's" into "light" and "'s", "rock'n'roll" into "rock" "'n" "'roll".
    private static func appendSplittingApostrophes(
        _ token: Token, in original: String, spaced: Bool, to output: inout [MatchToken]
    ) {
        let characters = Array(token.text)
        var pieceStart = 0
        var originalIndex = token.range.lowerBound
        var pieces: [(Int, Int)] = []
        for index in 1..<characters.count where characters[index] == "'" {
            pieces.append((pieceStart, index))
            pieceStart = index
        }
        pieces.append((pieceStart, characters.count))
        for (number, piece) in pieces.enumerated() {
            let length = piece.1 - piece.0
            var text = String(characters[piece.0..<piece.1])
            if number == 1, let verb = Self.contractedVerbs[text],
                Self.contractingWords.contains(String(characters[pieces[0].0..<pieces[0].1]))
            {
                text = verb
            }
            let end =
                original.index(originalIndex, offsetBy: length, limitedBy: token.range.upperBound)
                ?? token.range.upperBound
            output.append(
                MatchToken(
                    text: text, range: originalIndex..<end,
                    offsets: (token.offsets.lowerBound + piece.0)..<(token.offsets.lowerBound + piece.1),
                    isNumber: false, isBreakable: false, hasSpaceBefore: number == 0 ? spaced : false))
            originalIndex = end
        }
    }
}
