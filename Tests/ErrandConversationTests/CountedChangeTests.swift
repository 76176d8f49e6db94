import ErrandCatalog
import ErrandTestSupport
import Testing

@testable import ErrandConversation

/// A change at the confirmation that says a count with its noun changes that count: "make it 3
/// seats" is three seats, where it was read as a date and time ("it 3 seats"), and "3 seats"
/// alone as a film called "seats".
struct CountedChangeTests {
    static func action() throws -> ActionDefinition {
        try #require(try TestData.previewCatalog("reel").action(named: "BookTickets", in: "com.example.reel"))
    }

    @Test(arguments: [
        ("make it 3 seats", 3), ("3 seats", 3), ("actually four seats please", 4), ("change it to 1 seat", 1),
        ("no, make it 5 seats instead", 5),
    ])
    func aCountWithItsNounChangesThatCount(text: String, seats: Int) throws {
        let change = try #require(ConversationEngine.countedChange(in: text, action: try Self.action()))
        #expect(change.parameter == "seats")
        #expect(change.value == .integer(seats))
    }

    @Test(arguments: ["make it 3", "3 lattes", "make it three seats for dune", "seats"])
    func otherWordsAreNoCountedChange(text: String) throws {
        #expect(ConversationEngine.countedChange(in: text, action: try Self.action()) == nil)
    }
}
