import ErrandCatalog
import Testing

@testable import ErrandLanguage

/// "My" says whose someone is and is no part of their name: "text my mom I'm on my way" is to
/// "mom" (it was to "my", "Sorry, my isn't in your contacts"), and "my" alone is nobody.
struct PossessiveNameTests {
    @Test(arguments: [("my mom", "Mom"), ("My Sister", "Sister"), ("our dad", "Dad"), ("Amy Lee", "Amy Lee")])
    func aPossessiveIsLeftOutOfTheName(words: String, name: String) {
        #expect(SlotValueReader.person(words)?.name == name)
    }

    @Test(arguments: ["my", "their", "  "])
    func aPossessiveAloneIsNobody(words: String) {
        #expect(SlotValueReader.person(words) == nil)
    }

    /// "Read amy lee's last message" is from Amy Lee: it asked "Do you mean Amy Lee?", as
    /// "Amy Lee's" was nobody's name. A possessive inside the words stays ("bob's wife").
    @Test(arguments: [
        ("amy lee's", "Amy Lee"), ("Amy Lee\u{2019}s", "Amy Lee"), ("bob's wife", "Bob's Wife"), ("james", "James"),
    ])
    func aPossessiveAfterTheNameIsLeftOut(words: String, name: String) {
        #expect(SlotValueReader.person(words)?.name == name)
    }

    /// No name starts with a preposition: "what did i pay for last" named nobody called "For
    /// Last", and "send to bob 5 dollars" nobody called "To Bob".
    @Test(arguments: ["for last", "to bob", "From Amy", "with carol"])
    func aPrepositionFirstIsNobody(words: String) {
        #expect(SlotValueReader.person(words) == nil)
    }

    /// "Her" and "his" are also said for someone named before, and read as they are.
    @Test func herIsReadAsSaid() {
        #expect(SlotValueReader.person("her")?.name == "her")
    }
}
