import ErrandCatalog
import Foundation
import Testing

@testable import ErrandLanguage

/// The other ways to divide two adjacent wildcards ("text {recipients} {content}"), which the
/// conversation tries when the app refuses the first value: nearest the chosen boundary first,
/// at most four, and only where both sides read.
struct WildcardSplitAlternativesTests {
    /// The recipients and content slots of "text …" over `text`, divided after `recipientWords`.
    static func slots(_ text: String, recipientWords: Int) -> [MatchedSlot] {
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        let start = words[0].count + 1
        let leftEnd = words.prefix(recipientWords + 1).map(\.count).reduce(0, +) + recipientWords
        return [
            wildcard("recipients", text, start..<leftEnd),
            wildcard("content", text, (leftEnd + 1)..<text.count),
        ]
    }

    static func wildcard(_ name: String, _ text: String, _ range: Range<Int>) -> MatchedSlot {
        MatchedSlot(
            name: name, value: .null, text: String(Array(text)[range]), offsets: range, source: .wildcard)
    }

    static func texts(_ splits: [AlternativeSplit]) -> [String] {
        splits.map { "\($0.parameters["recipients"]?.text ?? "?")|\($0.parameters["content"]?.text ?? "?")" }
    }

    static func readAll(_ slot: MatchedSlot) -> Value? { .string(slot.text) }

    @Test(arguments: [
        ("text bob running late", 2, ["bob|running late"]),
        ("text bob running late", 1, ["bob running|late"]),
        ("text amy lee on my way", 3, ["amy lee|on my way", "amy lee on my|way", "amy|lee on my way"]),
        ("text amy on my way", 1, ["amy on|my way", "amy on my|way"]),
    ])
    func nearestBoundariesComeFirst(text: String, recipientWords: Int, expected: [String]) {
        let splits = WildcardSplitter.alternatives(
            of: Self.slots(text, recipientWords: recipientWords), in: text, read: Self.readAll)
        #expect(Self.texts(splits) == expected)
        #expect(splits.allSatisfy { $0.leading == "recipients" && $0.trailing == "content" })
    }

    /// A comma the matcher divided the words at is no boundary of the person's: "text bob
    /// running late, sorry" may be Bob with "running late, sorry".
    @Test func aCommaBetweenTheSlotsLeavesTheOtherBoundaries() {
        let text = "text bob running late, sorry"
        let slots = [
            Self.wildcard("recipients", text, 5..<21), Self.wildcard("content", text, 23..<text.count),
        ]
        #expect(
            Self.texts(WildcardSplitter.alternatives(of: slots, in: text, read: Self.readAll)) == [
                "bob running|late, sorry", "bob|running late, sorry",
            ])
    }

    /// A name of a few words before the boundary may take every word: "text amy chen" may be
    /// Amy Chen, with the message still to ask. Text before the boundary never does.
    @Test func aNameMayTakeEveryWord() {
        let text = "text amy chen"
        let person = { (slot: MatchedSlot) -> Value? in
            slot.name == "recipients" ? .list([.person(Person(name: slot.text))]) : .string(slot.text)
        }
        let splits = WildcardSplitter.alternatives(of: Self.slots(text, recipientWords: 1), in: text, read: person)
        #expect(Self.texts(splits) == ["amy chen|?"])
        #expect(splits.first?.lengthensLeading == true)
        let plain = WildcardSplitter.alternatives(
            of: Self.slots(text, recipientWords: 1), in: text, read: Self.readAll)
        #expect(plain.isEmpty)
    }

    @Test func atMostFourAreKept() {
        let text = "text a b c d e f g h i"
        let splits = WildcardSplitter.alternatives(
            of: Self.slots(text, recipientWords: 4), in: text, read: Self.readAll)
        #expect(
            Self.texts(splits) == ["a b c|d e f g h i", "a b c d e|f g h i", "a b|c d e f g h i", "a b c d e f|g h i"])
    }

    /// The matcher gives the first slot the most words; a name is not tried longer than four
    /// words (the last of a list of names), so a long message still finds a one-word name.
    @Test func aNameIsNotTriedLongerThanFourWords() {
        let text = "text bob i'll be there in ten minutes"
        let slots = Self.slots(text, recipientWords: 6)
        let names = WildcardSplitter.alternatives(of: slots, in: text) { slot in
            slot.name == "recipients" ? .list([.person(Person(name: slot.text))]) : .string(slot.text)
        }
        #expect(
            Self.texts(names) == [
                "bob i'll be there|in ten minutes", "bob i'll be|there in ten minutes",
                "bob i'll|be there in ten minutes",
                "bob|i'll be there in ten minutes",
            ])
        let listed = "text amy lee, bob, carol and dave running late"
        let list = WildcardSplitter.alternatives(of: Self.slots(listed, recipientWords: 7), in: listed) { slot in
            slot.name == "recipients" ? .list([.person(Person(name: slot.text))]) : .string(slot.text)
        }
        #expect(Self.texts(list).first == "amy lee, bob, carol and dave|running late")
        let plain = WildcardSplitter.alternatives(of: slots, in: text, read: Self.readAll)
        #expect(Self.texts(plain).first == "bob i'll be there in|ten minutes")
    }

    @Test func aBoundaryWhereASideDoesNotReadIsLeftOut() {
        let text = "text bob running late"
        let splits = WildcardSplitter.alternatives(of: Self.slots(text, recipientWords: 2), in: text) { slot in
            slot.name == "content" && slot.text.hasPrefix("running") ? nil : .string(slot.text)
        }
        #expect(splits.isEmpty)
    }

    @Test func theValuesPointIntoTheUtterance() throws {
        let text = "text bob running late"
        let split = try #require(
            WildcardSplitter.alternatives(of: Self.slots(text, recipientWords: 2), in: text, read: Self.readAll).first)
        #expect(split.parameters["recipients"]?.offsets == 5..<8)
        #expect(split.parameters["content"]?.offsets == 9..<21)
        #expect(split.parameters["content"]?.value == .string("running late"))
    }

    @Test func wildcardsApartHaveNoAlternatives() {
        let text = "text bob saying running late"
        let slots = [Self.wildcard("recipients", text, 5..<8), Self.wildcard("content", text, 16..<28)]
        #expect(WildcardSplitter.alternatives(of: slots, in: text, read: Self.readAll).isEmpty)
    }

    /// Understanding a request with two adjacent wildcards carries the other splits, read as
    /// the parameters' types; one whose wildcards stand apart carries none.
    @Test func anInterpretationCarriesTheOtherSplits() throws {
        let running = try #require(try UnderstanderTests.best("text bo running late"))
        #expect(running.action == "SendMessage")
        let splits = running.alternativeSplits
        #expect(!splits.isEmpty && splits.count <= AlternativeSplit.limit)
        #expect(splits.allSatisfy { $0.leading == "recipients" && $0.trailing == "content" })
        let chosen = [running.parameters["recipients"]?.text, running.parameters["content"]?.text]
        #expect(!splits.contains { [$0.parameters["recipients"]?.text, $0.parameters["content"]?.text] == chosen })
        // NB: the split where the recipient is one the app lists is the reading, not another.
        #expect(running.parameters["content"]?.value == .string("running late"))
        #expect(splits.contains { $0.parameters["content"]?.value == .string("late") })
        let apart = try #require(try UnderstanderTests.best("send a message to Amy saying I'm running late"))
        #expect(apart.alternativeSplits.isEmpty)
        let coffee = try #require(try UnderstanderTests.best("order a large latte"))
        #expect(coffee.alternativeSplits.isEmpty)
    }

    /// Read after the app's name, the other splits still point at their words in the whole
    /// utterance.
    @Test func anAppNamedFirstKeepsTheSplitsOffsetsInTheWholeUtterance() throws {
        let text = "ask Parley to text bo running late"
        let best = try #require(try UnderstanderTests.best(text))
        #expect(best.app == "com.example.parley")
        let values = best.alternativeSplits.flatMap(\.parameters.values)
        #expect(!values.isEmpty)
        for value in values {
            let offsets = try #require(value.offsets)
            #expect(String(Array(text)[offsets]) == value.text)
        }
    }
}
