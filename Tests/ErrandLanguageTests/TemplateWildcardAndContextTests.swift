import ErrandLanguage
import Testing

struct TemplateWildcardAndContextTests {
    static func grammar(_ groups: [SentenceGroup], lists: [String: SlotList]) -> TemplateGrammar {
        TemplateGrammar(intents: [TemplateIntent(name: "Test", groups: groups)], lists: lists)
    }

    @Test func wildcardTakesTheWordsBetweenLiterals() throws {
        let matcher = try TemplateMatcher(
            grammar: Self.grammar([SentenceGroup(sentences: ["add {item} to [my] list"])], lists: ["item": .wildcard]))
        let slot = try #require(matcher.bestMatch(for: "Add Milk and eggs to my list")?[slot: "item"])
        #expect(slot.value == .string("Milk and eggs"))
        #expect(slot.isWildcard)
        #expect(slot.offsets == 4..<17)
    }

    @Test func wildcardAtTheEndTakesTheRest() throws {
        let matcher = try TemplateMatcher(
            grammar: Self.grammar([SentenceGroup(sentences: ["remind me to {task}"])], lists: ["task": .wildcard]))
        #expect(
            matcher.bestMatch(for: "remind me to call Amy, then Bob")?[slot: "task"]?.value
                == .string("call Amy then Bob"))
        #expect(matcher.bestMatch(for: "remind me to") == nil)
    }

    @Test func wildcardIsShortestWhenTheRestMatchesEitherWay() throws {
        let matcher = try TemplateMatcher(
            grammar: Self.grammar(
                [SentenceGroup(sentences: ["play {query} on {player}"])],
                lists: ["query": .wildcard, "player": .wildcard]))
        let match = try #require(matcher.bestMatch(for: "play songs on repeat on the tv"))
        #expect(match[slot: "query"]?.value == .string("songs"))
        #expect(match[slot: "player"]?.value == .string("repeat on the tv"))
    }

    @Test func templatesWithFewerWildcardsWin() throws {
        let grammar = TemplateGrammar(
            intents: [
                TemplateIntent(name: "Search", groups: [SentenceGroup(sentences: ["play {query}"])]),
                TemplateIntent(name: "Resume", groups: [SentenceGroup(sentences: ["play [the] music"])]),
            ], lists: ["query": .wildcard])
        #expect(try TemplateMatcher(grammar: grammar).bestMatch(for: "play the music")?.intent == "Resume")
    }

    static let devices: SlotList = .values([
        SlotListValue(phrase: "Lamp", isTemplate: false, value: .string("Lamp"), context: ["domain": .string("light")]),
        SlotListValue(phrase: "Door", isTemplate: false, value: .string("Door"), context: ["domain": .string("lock")]),
    ])

    @Test func requiredContextFiltersListValues() throws {
        let group = SentenceGroup(
            sentences: ["open {name}"], slots: ["domain": .string("cover")],
            requiresContext: ["domain": ContextRequirement(value: .list([.string("lock"), .string("cover")]))])
        let matcher = try TemplateMatcher(grammar: Self.grammar([group], lists: ["name": Self.devices]))
        let match = try #require(matcher.bestMatch(for: "open door"))
        #expect(match.context["domain"] == .string("lock"))
        #expect(match[slot: "domain"]?.value == .string("cover"))
        #expect(matcher.bestMatch(for: "open lamp") == nil)
    }

    @Test func requiredContextMustBeGivenOrMatched() throws {
        let group = SentenceGroup(
            sentences: ["turn on the lights [in here]"],
            requiresContext: ["area": ContextRequirement(value: nil, copyToSlot: "area")])
        let matcher = try TemplateMatcher(grammar: Self.grammar([group], lists: [:]))
        #expect(matcher.bestMatch(for: "turn on the lights in here") == nil)
        let match = try #require(
            matcher.bestMatch(for: "turn on the lights in here", context: ["area": .string("Kitchen")]))
        #expect(match[slot: "area"]?.value == .string("Kitchen"))
        #expect(match[slot: "area"]?.source == .context)
    }

    @Test func excludedContextRulesOutAGroup() throws {
        let groups = [
            SentenceGroup(
                sentences: ["turn on {name}"], slots: ["kind": .string("generic")],
                excludesContext: ["domain": .list([.string("lock")])]),
            SentenceGroup(
                sentences: ["turn on {name}"], slots: ["kind": .string("lock")],
                requiresContext: ["domain": ContextRequirement(value: .string("lock"))]),
        ]
        let matcher = try TemplateMatcher(grammar: Self.grammar(groups, lists: ["name": Self.devices]))
        #expect(matcher.bestMatch(for: "turn on door")?[slot: "kind"]?.value == .string("lock"))
        #expect(matcher.bestMatch(for: "turn on lamp")?[slot: "kind"]?.value == .string("generic"))
        #expect(matcher.bestMatch(for: "turn on lamp", context: ["domain": .string("lock")]) == nil)
    }

    @Test func requirementMetByAMatchedValueWhenTheCallerGivesNone() throws {
        let group = SentenceGroup(
            sentences: ["unlock {name}", "unlock {zone}"],
            requiresContext: ["domain": ContextRequirement(value: .string("lock"))])
        let zones: SlotList = .values([SlotListValue(phrase: "door", value: .string("zone door"))])
        let matcher = try TemplateMatcher(grammar: Self.grammar([group], lists: ["name": Self.devices, "zone": zones]))
        let match = try #require(matcher.bestMatch(for: "unlock door"))
        #expect(match[slot: "name"]?.value == .string("Door"))
    }
}
