import ErrandLanguage
import Testing

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

    @Test func keepsOtherScripts() {
        let tokens = Tokenizer.tokens(of: "закажи кофе 咖啡")
        #expect(tokens.map(\.text) == ["закажи", "кофе", "咖啡"])
        #expect(tokens.allSatisfy { $0.kind == .word })
    }
}
