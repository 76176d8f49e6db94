import Testing

@testable import ErrandLanguage

struct TokenizerTests {
    @Test func keepsOffsetsOfEachWord() {
        let text = "Order a LARGE latte, $2.50"
        let tokens = Tokenizer.tokens(of: text)
        #expect(tokens.map(\.text) == ["order", "a", "large", "latte", ",", "$", "2.50"])
        #expect(tokens.map { String(text[$0.range]) } == ["Order", "a", "LARGE", "latte", ",", "$", "2.50"])
        #expect(tokens[2].offsets == 8..<13)
    }

    @Test func foldsWidthAndQuotes() {
        #expect(Tokenizer.normalized("ＷＨＡＴ’s up") == "what's up")
    }

    // Half-width katakana, which Japanese input methods also type, was kept apart: "ｺｰﾋｰ" and
    // "コーヒー" were two phrases that ran two shortcuts. A voiced mark joins its letter ("ｶﾞ").
    @Test func foldsHalfWidthKatakana() {
        #expect(Tokenizer.normalized("ｺｰﾋｰ") == "コーヒー")
        #expect(Tokenizer.normalized("ｶﾞｲﾄﾞ") == "ガイド")
        let tokens = Tokenizer.tokens(of: "ｺｰﾋｰ run")
        #expect(tokens.map(\.offsets) == [0..<4, 5..<8])
    }

    @Test func keepsOtherScripts() {
        let tokens = Tokenizer.tokens(of: "закажи кофе 咖啡")
        #expect(tokens.map(\.text) == ["закажи", "кофе", "咖啡"])
        #expect(tokens.allSatisfy { $0.kind == .word })
    }
}

/// The fast path for plain ASCII must read text exactly as the Unicode path does.
struct TokenizerFastPathTests {
    @Test func asciiPathAgreesWithUnicodePath() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcXYZ019 '`.,$%:/-+#&@!?()[]{}<>=^|~\"\t\n;_*")
        for _ in 0..<2000 {
            let length = Int.random(in: 0..<24, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            let fast = Tokenizer.asciiTokens(of: text)
            let slow = Tokenizer.unicodeTokens(of: text)
            #expect(fast == slow, "\(text.debugDescription)")
        }
    }

    @Test func nonASCIITextTakesTheUnicodePath() {
        #expect(Tokenizer.asciiTokens(of: "café") == nil)
        #expect(Tokenizer.asciiTokens(of: "a\r\nb") == nil)
        #expect(Tokenizer.tokens(of: "a\r\nb").map(\.text) == ["a", "b"])
    }
}
