import ErrandLanguage
import Foundation
import Testing

/// Arbitrary input never crashes the recognizer, and what it reports points into the input.
struct ValuesRobustnessTests {
    /// Pieces that exercise the tokenizer and the rules: digits with separators, units, symbols,
    /// combining marks, other scripts, emoji and stray punctuation.
    static let pieces: [String] = [
        "1", "12", "3.5", "1,000", "-", "/", ":", "$", "€", "%", "°", "'", "\"", ".", ",", "(", ")", "am", "pm",
        "at", "in", "on", "from", "to", "and", "a", "half", "quarter", "past", "next", "last", "the", "of", "k",
        "m", "h", "th", "nd", "twenty", "one", "hundred", "lakh", "minutes", "hours", "days", "dollars", "cents",
        "degrees", "c", "f", "tomorrow", "monday", "march", "xmas", "diwali", "eid", "week", "-end", "e\u{301}",
        "\u{301}", "日本", "завтра", "🙂", "ＡＢ", "\u{200B}", "\t", " ", "  ",
    ]

    @Test func survivesArbitraryInput() {
        let recognizer = BuiltInValueRecognizer()
        var generator = SplitMix(seed: 7)
        for _ in 0..<300 {
            let count = Int(generator.next() % 12) + 1
            var text = ""
            for _ in 0..<count {
                text += Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))]
                if generator.next() % 3 == 0 { text += " " }
            }
            let length = text.count
            for found in recognizer.values(in: text) {
                #expect(found.offsets.lowerBound >= 0 && found.offsets.upperBound <= length, "\(text)")
                #expect(!found.text.isEmpty, "\(text)")
            }
        }
    }

    /// A small deterministic generator, so a failure can be replayed.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }
}
