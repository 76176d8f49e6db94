import ErrandCatalog
import Testing

@testable import ErrandLanguage

/// Values of one parameter named together with "and" are found with each one's words, so the
/// request can be made once for each ("turn off the kitchen and bedroom lights").
struct ConjoinedValuesTests {
    static let rooms = NamedValueIndex(entries: [
        (["kitchen"], "kitchen"), (["bedroom"], "bedroom"), (["living room", "lounge"], "living_room"),
        (["salt and pepper"], "salt_and_pepper"),
    ])

    static func groups(_ text: String) -> [[String]] {
        let characters = Array(text)
        return ConjoinedValues.groups(in: Tokenizer.tokens(of: text), characters: characters, names: rooms).map {
            $0.map { String(characters[$0]) }
        }
    }

    @Test func namesJoinedByAndOrCommasAreOneGroup() {
        #expect(Self.groups("turn off the kitchen and bedroom lights") == [["kitchen", "bedroom"]])
        #expect(Self.groups("the kitchen, the bedroom and the living room") == [["kitchen", "bedroom", "living room"]])
        #expect(Self.groups("kitchen & lounge") == [["kitchen", "lounge"]])
        #expect(Self.groups("the kitchen, and my bedroom") == [["kitchen", "bedroom"]])
    }

    /// "one large and one small latte" asked the size of both (neither was a group, with "one"
    /// after "and"): each value goes with its own count, and the first's before the group goes
    /// with it only when a later value has a count of its own.
    @Test func aCountBeforeEachNameGoesWithIt() {
        #expect(Self.groups("one kitchen and one bedroom light") == [["one kitchen", "one bedroom"]])
        #expect(Self.groups("2 kitchen and the 3 lounge") == [["2 kitchen", "3 lounge"]])
        #expect(Self.groups("two kitchen and bedroom lights") == [["kitchen", "bedroom"]])
        // A number past the counts people order by is no count, and stands between the names.
        #expect(Self.groups("100 kitchen and 200 bedroom").isEmpty)
    }

    @Test func namesNotJoinedOrJoinedByOrAreNoGroup() {
        #expect(Self.groups("turn off the kitchen lights").isEmpty)
        #expect(Self.groups("kitchen or bedroom").isEmpty)
        #expect(Self.groups("the kitchen lights and the bedroom lights").isEmpty)
        // A name that holds "and" is one name.
        #expect(Self.groups("salt and pepper").isEmpty)
    }

    @Test func eachValueMakesTheRequestWithTheWordsAroundTheGroup() {
        let text = "set the kitchen and living room lights to 40%"
        let conjoined = ConjoinedValues(parameter: "room", group: 8..<31, members: [8..<15, 20..<31])
        #expect(
            conjoined.distributed(over: text) == [
                "set the kitchen lights to 40%", "set the living room lights to 40%",
            ])
    }

    /// Only a parameter that takes one listed value: one of a list takes them all.
    @Test func theUnderstanderFindsThemForAParameterOfOneValue() throws {
        let understander = try #require(UnderstanderTests.understander)
        let coffee = try #require(
            understander.interpretations(of: "order a large latte and cappuccino", context: .init()).best)
        let conjoined = try #require(
            understander.conjoinedValues(in: "order a large latte and cappuccino", reading: coffee))
        #expect(conjoined.parameter == "coffee")
        #expect(conjoined.members.count == 2)
        let said = "order one large and two small lattes"
        let counted = try #require(understander.interpretations(of: said, context: .init()).best)
        let sizes = try #require(understander.conjoinedValues(in: said, reading: counted))
        #expect(sizes.parameter == "size")
        #expect(sizes.distributed(over: said) == ["order one large lattes", "order two small lattes"])
        let message = "send a message to amy and bob saying hi"
        let send = try #require(understander.interpretations(of: message, context: .init()).best)
        #expect(understander.conjoinedValues(in: message, reading: send) == nil)
    }
}
