import ErrandCatalog
import Foundation
import Testing

/// The small readers the rules share: template word counts and expansions, words, PNG sizes.
struct LintTextTests {
    @Test(
        "a template counts the shortest way to say it",
        arguments: [
            ("order [a] [{size}] {coffee}", 2), ("reorder coffee", 2), ("(send|write) [a] message to {who}", 4),
            ("(a b c|d) e", 2), ("(turn on; the lights)", 4), ("<greeting> soup", 2), ("what's up", 2),
            ("", 0), ("[unbalanced (x", 0), ("order ]] soup", 2),
        ])
    func minimumWordCount(template: String, count: Int) {
        #expect(PhraseTemplate(template).minimumWordCount == count)
    }

    @Test("hostile templates and texts give an answer, not a crash or a hang")
    func hostileInput() {
        let deep = String(repeating: "(", count: 100_000) + "soup" + String(repeating: ")", count: 100_000)
        #expect(PhraseTemplate(deep).minimumWordCount == 1)
        let braces = String(repeating: "{", count: 200_000)
        #expect(LintText.words(in: braces).isEmpty)
        #expect(PhraseTemplate(braces).expansions().count == 1)
        let wide = (0..<5_000).map { "w\($0)" }.joined(separator: "|")
        #expect(PhraseTemplate("(\(wide)) [\(wide)]").expansions().count == 256)
        #expect(PhraseTemplate("\u{0}\u{FFFF} 🍲 (|) []").minimumWordCount == 0)
    }

    @Test("a template lists every way to say it, capped")
    func expansions() {
        let sayings = PhraseTemplate("(call|dial) [the] 911").expansions()
        #expect(Set(sayings) == ["call 911", "call the 911", "dial 911", "dial the 911"])
        let many = PhraseTemplate(String(repeating: "[a|b|c] ", count: 12)).expansions(limit: 50)
        #expect(many.count == 50)
    }

    @Test("literal words carry their offset in the template")
    func literalOffsets() {
        let words = PhraseTemplate("order a [large] {soup}").literalWords
        #expect(words.map(\.text) == ["order", "a", "large"])
        #expect(words.map(\.offset) == [0, 6, 9])
    }

    @Test("words keep apostrophes and read placeholders as one word")
    func words() {
        let words = LintText.words(in: "Show today’s {item}, now!")
        #expect(words.map(\.text) == ["Show", "today’s", "item", "now"])
        #expect(words.map(\.isPlaceholder) == [false, false, true, false])
        #expect(LintText.normalized("Show today’s {item}") == "show today's {}")
    }

    @Test("an everyday-word name counts only when capitalised as the name")
    func nameMatching() {
        let common: Set<String> = ["corner"]
        #expect(LintText.offset(ofName: "Corner", in: "Meet at the corner", commonWords: common) == nil)
        #expect(LintText.offset(ofName: "Corner", in: "Thanks from Corner", commonWords: common) == 12)
        #expect(LintText.offset(ofName: "Souper", in: "order souper soup", commonWords: common) == 6)
    }

    @Test("a PNG's size comes from its header, and anything else is not a PNG")
    func pngSize() throws {
        let file = TestDataPaths.fixture("shortcut-image-size/soup-180.png")
        let size = try #require(PNGSize.size(ofFileAt: file))
        #expect(size.width == 180 && size.height == 180)
        #expect(PNGSize.size(of: Data("not a png at all, just some text".utf8)) == nil)
        #expect(PNGSize.size(ofFileAt: "/nonexistent/image.png") == nil)
    }
}

/// Where the lint fixtures are.
enum TestDataPaths {
    static func fixture(_ name: String) -> String {
        LintFixtureTests.fixtures.appendingPathComponent(name).path
    }
}
