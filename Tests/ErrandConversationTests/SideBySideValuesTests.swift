import Testing

@testable import ErrandConversation

/// Values an answer added are said back as the summary says them: side by side when the summary
/// puts their placeholders side by side ("Order {quantity} {size} {coffee}": "two large"), in
/// the summary's order whichever came first, and apart otherwise.
struct SideBySideValuesTests {
    static let summary = "Order {quantity} {size} {coffee}"

    @Test(arguments: [
        [("quantity", "two"), ("size", "large")], [("size", "large"), ("quantity", "two")],
    ])
    func valuesTheSummarySaysSideBySideAreSaidSo(pieces: [(String, String)]) {
        let said = ConversationEngine.sideBySide(pieces.map { (name: $0.0, words: $0.1) }, summary: Self.summary)
        #expect(said == ["two large"])
    }

    @Test func valuesApartInTheSummaryAreSaidApart() {
        let said = ConversationEngine.sideBySide(
            [(name: "quantity", words: "two"), (name: "coffee", words: "latte")], summary: Self.summary)
        #expect(said == ["two", "latte"])
        #expect(ConversationEngine.sideBySide([(name: "size", words: "large")], summary: nil) == ["large"])
    }
}
