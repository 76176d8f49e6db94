import ErrandCatalog
import Testing

/// Examples teach the model: the markup must give back the request as said, with each marked
/// value pointing at its words.
struct ExampleUtteranceTests {
    @Test func readsMarkedValues() {
        let example = ExampleUtterance(markup: "order a [large](size) [flat white](coffee) please")
        #expect(example.text == "order a large flat white please")
        #expect(example.spans.map(\.parameter) == ["size", "coffee"])
        #expect(example.spans.map { example.text(of: $0) } == ["large", "flat white"])
    }

    @Test func keepsBracketsThatMarkNothing() {
        let example = ExampleUtterance(markup: "play [the remix] (live) [now](when")
        #expect(example.text == "play [the remix] (live) [now](when")
        #expect(example.spans.isEmpty)
    }

    @Test func countsCharactersNotBytes() {
        let example = ExampleUtterance(markup: "café [crème brûlée](dessert)")
        #expect(example.spans.first?.characters == 5..<17)
        #expect(example.spans.first.map(example.text(of:)) == "crème brûlée")
    }
}
