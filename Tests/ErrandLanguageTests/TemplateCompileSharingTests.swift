import ErrandLanguage
import Testing

/// Compiling shares what repeats (parsed sentences, lists, automatons) without changing what
/// matches: every group still fills its own slot names, and a group's own rules still shape
/// its own copy of a list.
struct TemplateCompileSharingTests {
    static let sizes = SlotList.values([
        SlotListValue(phrase: "small", value: .string("s")), SlotListValue(phrase: "large", value: .string("l")),
    ])

    @Test func identicalListsAndSentencesKeepEachGroupsIntentAndSlotNames() throws {
        let grammar = TemplateGrammar(intents: [
            TemplateIntent(
                name: "Coffee",
                groups: [
                    SentenceGroup(
                        sentences: ["order a {size} coffee", "get a {size} drink"], lists: ["size": Self.sizes])
                ]),
            TemplateIntent(
                name: "Tea",
                groups: [
                    SentenceGroup(sentences: ["order a {cup} tea", "get a {cup} drink"], lists: ["cup": Self.sizes])
                ]),
            TemplateIntent(
                name: "Juice",
                groups: [SentenceGroup(sentences: ["order a {size} juice"], lists: ["size": Self.sizes])]),
        ])
        let matcher = try TemplateMatcher(grammar: grammar)
        let coffee = try #require(matcher.bestMatch(for: "order a large coffee"))
        #expect(coffee.intent == "Coffee")
        #expect(coffee.slots.map(\.name) == ["size"])
        #expect(coffee.slots.first?.value == .string("l"))
        let tea = try #require(matcher.bestMatch(for: "order a small tea"))
        #expect(tea.intent == "Tea")
        #expect(tea.slots.map(\.name) == ["cup"])
        #expect(tea.slots.first?.value == .string("s"))
        let juice = try #require(matcher.bestMatch(for: "order a small juice"))
        #expect(juice.intent == "Juice")
        #expect(juice.slots.map(\.name) == ["size"])
        // The same sentence in two groups, one slot name each: both readings are offered.
        let drinks = matcher.matches(for: "get a large drink")
        #expect(Set(drinks.map(\.intent)) == ["Coffee", "Tea"])
        #expect(Set(drinks.flatMap { $0.slots.map(\.name) }) == ["size", "cup"])
    }

    @Test func aGroupsOwnRulesShapeItsOwnCopyOfAList() throws {
        let list = SlotList.values([SlotListValue(phrase: "<hue> light", value: .string("lamp"))])
        let grammar = TemplateGrammar(
            intents: [
                TemplateIntent(
                    name: "Warm",
                    groups: [
                        SentenceGroup(sentences: ["warm {thing}"], rules: ["hue": "red"], lists: ["thing": list])
                    ]),
                TemplateIntent(
                    name: "Cool",
                    groups: [
                        SentenceGroup(sentences: ["cool {thing}"], rules: ["hue": "blue"], lists: ["thing": list])
                    ]),
            ], rules: ["hue": "green"])
        let matcher = try TemplateMatcher(grammar: grammar)
        #expect(matcher.bestMatch(for: "warm red light")?.intent == "Warm")
        #expect(matcher.bestMatch(for: "cool blue light")?.intent == "Cool")
        #expect(matcher.bestMatch(for: "cool red light") == nil)
        #expect(matcher.bestMatch(for: "warm blue light") == nil)
    }
}
