import Testing

@testable import ErrandConversation

/// A follow-up of the request done says only what changes, marked as a follow-up ("and eggs",
/// "carol too", "what about tomorrow"); its words are read in place of the request's.
struct FollowUpWordsTests {
    @Test(arguments: [
        ("and eggs", "eggs"), ("also bread", "bread"), ("carol too", "carol"), ("and tell carol too", "tell carol"),
        ("what about tomorrow?", "tomorrow"), ("How about 5 minutes", "5 minutes"), ("now some rock", "some rock"),
        ("oh and also a mocha", "a mocha"), ("amy lee as well", "amy lee"), ("and 30 to carol", "30 to carol"),
    ])
    func theMarksAreNotPartOfWhatChanges(text: String, rest: String) throws {
        #expect(try #require(FollowUpWords(text)).rest == rest)
    }

    /// Words without a mark are a request of their own; marks alone follow up nothing, nor do
    /// words in another script.
    @Test(arguments: [
        "eggs", "play some jazz", "and", "too", "what about", "and too", "", "  ", "and and", "also now too", "and 拿铁",
    ])
    func wordsWithoutAMarkOrWithNothingElseAreNoFollowUp(text: String) {
        #expect(FollowUpWords(text) == nil)
    }

    @Test func aMarkInsideTheWordsIsPartOfThem() throws {
        #expect(try #require(FollowUpWords("and salt and pepper")).rest == "salt and pepper")
        #expect(FollowUpWords("salt and pepper") == nil)
    }

    /// "text bob i'm late", its recipient at 5..<8 and its message at 9..<17.
    static let said = "text bob i'm late"
    static let recipient = 5..<8
    static let message = 9..<17

    @Test func theFollowUpReplacesTheWordsUpToAValueThenFollowsTheVerbThenReplacesAValue() throws {
        let followUp = try #require(FollowUpWords("tell carol too"))
        let placements = followUp.placements(in: Self.said, values: [Self.recipient, Self.message])
        #expect(
            placements.map(\.words) == [
                "tell carol i'm late", "text tell carol", "text tell carol i'm late", "text bob tell carol",
            ])
        let first = try #require(placements.first)
        #expect(first.replaced == 0..<8)
        #expect(Array(first.words)[first.inserted].map(String.init).joined() == "tell carol")
        let last = try #require(placements.last)
        #expect(last.replaced == Self.message)
        #expect(Array(last.words)[last.inserted].map(String.init).joined() == "tell carol")
    }

    /// Replacing the words up to the last value would replace every value: that is the
    /// follow-up read alone, not a placement.
    @Test func noPlacementReplacesTheWholeRequest() throws {
        let followUp = try #require(FollowUpWords("and carol"))
        let placements = followUp.placements(in: Self.said, values: [Self.recipient, Self.message])
        #expect(!placements.map(\.words).contains("carol"))
    }

    @Test func wordsFramingTheValueAreNotSaidTwice() throws {
        let followUp = try #require(FollowUpWords("and to buy flowers"))
        let said = "remind me to call mom tomorrow"
        let placements = followUp.placements(in: said, values: [13..<21, 22..<30])
        #expect(placements.map(\.words).contains("remind me to buy flowers tomorrow"))
        #expect(placements.map(\.words).contains("remind me to buy flowers"))
        #expect(!placements.map(\.words).contains { $0.contains("to to") })
    }

    /// After all of the request's words too, when asked: "yesterday", after "how much have i
    /// paid bob", is "how much have i paid bob yesterday"; it goes last, the likeliest first.
    @Test func atTheEndTheFollowUpGoesAfterEveryWord() throws {
        let followUp = FollowUpWords(unmarked: "yesterday")
        let said = "how much have i paid bob"
        let placements = followUp.placements(in: said, values: [21..<24], atTheEnd: true)
        let last = try #require(placements.last)
        #expect(last.words == "how much have i paid bob yesterday")
        #expect(Array(last.words)[last.inserted].map(String.init).joined() == "yesterday")
        #expect(last.replaced == 24..<24)
        #expect(!followUp.placements(in: said, values: [21..<24]).map(\.words).contains(last.words))
    }

    @Test func valuesBeyondTheWordsAreLeftOut() throws {
        let followUp = try #require(FollowUpWords("and eggs"))
        #expect(followUp.placements(in: "add milk", values: [4..<8, 40..<44]).map(\.words) == ["add eggs"])
        #expect(followUp.placements(in: "add milk", values: []).isEmpty)
    }
}
