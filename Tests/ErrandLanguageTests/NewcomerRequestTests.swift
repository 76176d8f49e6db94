import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandLanguage

/// More requests to apps written the way a newcomer writes a first manifest
/// (`Tests/Fixtures/Preview`: a podcast player, a smart lock, a grocery list, rides), each once
/// misread.
struct NewcomerRequestTests {
    static func best(_ text: String, in name: String) throws -> Interpretation? {
        try NewcomerManifestTests.best(text, in: name)
    }

    // "play at {speed}x": a number and the letters after it are matched as the number and a
    // word, so the phrase matches "play at 1.5x"; "play {show}" took "at 1.5x" for a show.
    @Test(arguments: [("play at 1.5x", 1.5), ("play at 2x", 2)])
    func aNumberWrittenWithItsUnitMatchesThePhrase(text: String, speed: Double) throws {
        let reading = try #require(try Self.best(text, in: "pod"))
        #expect(reading.action == "SetSpeed" && reading.source == .template)
        #expect(reading.parameters["speed"]?.value == .decimal(speed))
        #expect(reading.parameters["speed"]?.text == String(text.dropFirst("play at ".count).dropLast()))
        #expect(try Self.best("play radiolab", in: "pod")?.action == "PlayShow")
    }

    @Test func aNumberAndItsUnitAreTwoMatchTokens() {
        let tokens = MatchToken.tokens(of: "at 1.5x or 10am, mp3")
        #expect(tokens.map(\.text) == ["at", "1.5", "x", "or", "10", "am", "mp3"])
        #expect(tokens.map(\.hasSpaceBefore) == [true, true, false, true, true, false, true])
        #expect(tokens[1].isNumber && !tokens[2].isNumber)
        #expect(tokens.map(\.offsets) == [0..<2, 3..<6, 6..<7, 8..<10, 11..<13, 13..<15, 17..<20])
    }

    // "is the garage open" asks how the garage is: the model weighed "open" as in "open the
    // garage", and unlocked it. No action that does something answers such a question.
    @Test func aQuestionOfHowADoorIsNeverUnlocksIt() throws {
        #expect(try Self.best("is the garage open", in: "latch")?.action != "UnlockDoor")
        #expect(try Self.best("are the doors open", in: "latch")?.action != "UnlockDoor")
        #expect(try Self.best("open the garage", in: "latch")?.action == "UnlockDoor")
        #expect(try Self.best("is the front door locked", in: "latch")?.action == "DoorStatus")
    }

    // "my costco list" names the Costco list, as "costco" does; a list no value names is kept
    // whole for the app, which makes lists of its own.
    @Test func aListedValueIsReadWithoutTheWordsAroundIt() throws {
        let reading = try #require(try Self.best("add a dozen eggs to my costco list", in: "basket"))
        #expect(
            reading.parameters["list"]?.value
                == .entity(EntityReference(type: "GroceryList", id: "costco", title: "Costco")))
        #expect(reading.parameters["item"]?.text == "a dozen eggs")
        let party = try #require(try Self.best("add milk to the party list", in: "basket"))
        #expect(
            party.parameters["list"]?.value
                == .entity(EntityReference(type: "GroceryList", id: "party", title: "Party")))
        let unlisted = try #require(try Self.best("add milk to my shopping list", in: "basket"))
        #expect(unlisted.parameters["list"]?.text == "my shopping list")
    }

    @Test func theWordsAroundANameAreItsOwn() {
        let nouns: Set<String> = ["list", "lists"]
        #expect(SlotValueReader.withoutOwnWords("my costco list", nouns: nouns) == ["costco list", "costco"])
        #expect(SlotValueReader.withoutOwnWords("the party", nouns: nouns) == ["party"])
        #expect(SlotValueReader.withoutOwnWords("costco", nouns: nouns).isEmpty)
        #expect(SlotValueReader.withoutOwnWords("the list", nouns: nouns) == ["list"])
    }

    // "ride" of "get me a ride" is a word of the app's own phrase, not a passenger count the
    // person gave: the tagger took it for one, and the card read "Request a ride for ride people".
    @Test func anOwnWordTaggedAsACountIsNoValue() throws {
        let reading = try #require(try Self.best("get me a ride", in: "hop"))
        #expect(reading.action == "RequestRide")
        #expect(reading.parameters["passengers"] == nil)
        let four = try #require(try Self.best("i need a car to the airport for 4", in: "hop"))
        #expect(four.parameters["passengers"]?.value == .integer(4))
    }

    // A name asked for by "Which flight?" loses the question's noun in the request too, as in
    // an answer: "flight ua123" is flight "ua123" ("Check the status of flight ua123").
    @Test(arguments: [("is flight ua123 on time", "ua123"), ("is UA 123 on time", "UA 123")])
    func theQuestionsNounIsNoPartOfAName(text: String, flight: String) throws {
        let reading = try #require(try Self.best(text, in: "gate"))
        #expect(reading.action == "FlightStatus")
        #expect(reading.parameters["flight"]?.value == .string(flight))
    }

    // "for 3" ends the destination of "get me a ride to {destination}" as the passengers another
    // phrase writes "for {passengers}": the place was "42 harbor street for 3".
    @Test func aValueAnotherPhraseLeadsWithAWordEndsAWildcard() throws {
        let reading = try #require(try Self.best("get me a ride to 42 harbor street for 3", in: "hop"))
        #expect(reading.source == .template)
        #expect(reading.parameters["destination"]?.text == "42 harbor street")
        #expect(reading.parameters["passengers"]?.value == .integer(3))
        #expect(try Self.best("ride to the airport", in: "hop")?.parameters["destination"]?.text == "the airport")
    }

    @Test func thePhrasesSayWhichWordsLeadAValue() throws {
        let action = try #require(
            try TestData.previewCatalog("hop").action(named: "RequestRide", in: "com.example.hop"))
        #expect(TemplateInterpreter.introducedValues(of: action).map(\.name) == ["passengers"])
        #expect(TemplateInterpreter.introducedValues(of: action).map(\.word) == ["for"])
    }

    // "i flossed" is the habit Floss: the plain form of a word names a listed value, where the
    // app's own habits (a dynamic type) took "flossed" as a new one.
    @Test func thePlainFormOfAWordNamesAListedValue() throws {
        let reading = try #require(try Self.best("i flossed", in: "streak"))
        #expect(reading.action == "MarkDone")
        #expect(
            reading.parameters["habit"]?.value == .entity(EntityReference(type: "Habit", id: "floss", title: "Floss")))
        #expect(try Self.best("i did yoga", in: "streak")?.parameters["habit"]?.text == "yoga")
    }
}
