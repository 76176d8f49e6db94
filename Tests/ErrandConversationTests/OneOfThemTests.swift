import Testing

@testable import ErrandConversation

/// The change said of one of several things ordered is read only when it says "one of them"
/// (or "of those", "of these") or "one should be": "make one large" may be the count, and is
/// left to the changes of the whole request.
struct OneOfThemTests {
    @Test(arguments: [
        ("make one of them small", "small"), ("one of them should be a mocha", "a mocha"),
        ("change one of those to a mocha", "a mocha"), ("but one of these large please", "large"),
        ("one should be iced", "iced"), ("actually, make one of them a cappuccino", "a cappuccino"),
    ])
    func changeOfOne(_ text: String, change: String) {
        let said = ConversationEngine.changesOfOneAndTheOthers(text)
        #expect(said?.one == change && said?.others == nil)
    }

    @Test(arguments: [
        "make one large", "one large", "make it one", "one of them", "make them large", "yes", "the large one",
    ])
    func noChangeOfOne(_ text: String) {
        #expect(ConversationEngine.changesOfOneAndTheOthers(text) == nil)
    }

    @Test(arguments: [
        ("make one of them a mocha and the other small", "a mocha", "small"),
        ("one of them large and the others iced", "large", "iced"),
        ("one should be a mocha and the other one a cappuccino", "a mocha", "a cappuccino"),
    ])
    func changesOfOneAndTheOthers(_ text: String, one: String, others: String) {
        let said = ConversationEngine.changesOfOneAndTheOthers(text)
        #expect(said?.one == one && said?.others == others)
    }
}
