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

    /// "Her" and "his" are also said for someone named before, and read as they are.
    @Test func herIsReadAsSaid() {
        #expect(SlotValueReader.person("her")?.name == "her")
    }
}
