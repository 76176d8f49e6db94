import ErrandCatalog
import Testing

@testable import ErrandConversation

/// A choice between whole lists that differ in one place is a choice about that place.
struct ListChoiceTests {
    static let amyLee = Value.person(Person(name: "Amy Lee"))
    static let amyChen = Value.person(Person(name: "Amy Chen"))
    static let bob = Value.person(Person(name: "Bob Smith"))
    static let carol = Value.person(Person(name: "Carol Diaz"))

    @Test func listsDifferingInOnePlaceAreAChoiceAboutIt() throws {
        let options = [Value.list([Self.bob, Self.amyLee]), .list([Self.bob, Self.amyChen])]
        let place = try #require(ListChoice(options: options))
        #expect(place.index == 1)
        #expect(options.compactMap(place.item(of:)) == [Self.amyLee, Self.amyChen])
        #expect(place.item(of: .list([Self.bob, .person(Person(name: "amy"))])) == .person(Person(name: "amy")))
        #expect(place.item(of: Self.bob) == nil)
    }

    @Test func otherChoicesAreShownWhole() {
        // Two places differ, the lengths differ, one option is no list, or the lists hold one value.
        #expect(ListChoice(options: [.list([Self.amyLee, Self.bob]), .list([Self.amyChen, Self.carol])]) == nil)
        #expect(ListChoice(options: [.list([Self.amyLee, Self.bob]), .list([Self.amyChen])]) == nil)
        #expect(ListChoice(options: [.list([Self.amyLee, Self.bob]), Self.amyChen]) == nil)
        #expect(ListChoice(options: [.list([Self.amyLee]), .list([Self.amyChen])]) == nil)
        #expect(ListChoice(options: [.list([Self.amyLee, Self.bob])]) == nil)
    }

    /// "both": whole lists merged place by place, each value once; plain values as one list.
    @Test func everyOptionAtOnce() {
        let lists = [Value.list([Self.bob, Self.amyLee]), .list([Self.bob, Self.amyChen])]
        #expect(ListChoice.everyOption(lists) == .list([Self.bob, Self.amyLee, Self.amyChen]))
        #expect(ListChoice.everyOption([Self.amyLee, Self.amyChen]) == .list([Self.amyLee, Self.amyChen]))
        #expect(ListChoice.everyOption([Self.amyLee]) == nil)
        #expect(ListChoice.everyOption([.list([Self.amyLee, Self.bob]), .list([Self.amyChen])]) == nil)
    }
}
