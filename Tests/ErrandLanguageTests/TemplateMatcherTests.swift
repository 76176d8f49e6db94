import ErrandLanguage
import Testing

struct TemplateMatcherTests {
    static func matcher(
        _ sentences: [String], lists: [String: SlotList] = [:], rules: [String: String] = [:], skipWords: [String] = [],
        preferredSlot: String? = nil
    ) throws -> TemplateMatcher {
        try TemplateMatcher(
            grammar: TemplateGrammar(
                intents: [TemplateIntent(name: "Test", groups: [SentenceGroup(sentences: sentences)])], rules: rules,
                lists: lists, skipWords: skipWords),
            configuration: .init(preferredSlot: preferredSlot))
    }

    static let names: SlotList = .values([
        SlotListValue(phrase: "Kitchen Light", isTemplate: false, value: .string("Kitchen Light")),
        SlotListValue(phrase: "Light", isTemplate: false, value: .string("Light")),
    ])

    @Test(arguments: [
        ("turn on the lights", true), ("Turn OFF light", true), ("turn on the light s", false),
        ("turn light on", false),
    ])
    func alternativesOptionalsAndGluedWords(sentence: String, matches: Bool) throws {
        let matcher = try Self.matcher(["turn (on|off) [the] light[s]"])
        #expect((matcher.bestMatch(for: sentence) != nil) == matches)
    }

    @Test func gluedAlternativesSpellWholeWords() throws {
        let matcher = try Self.matcher(["is any batter(y|ies) low"])
        #expect(matcher.bestMatch(for: "is any battery low") != nil)
        #expect(matcher.bestMatch(for: "is any batteries low") != nil)
        #expect(matcher.bestMatch(for: "is any batter ies low") == nil)
    }

    @Test func anOptionalSpaceJoinsOrSeparatesWords() throws {
        let matcher = try Self.matcher(["is any[ ](thing|sensor)[s] cold"])
        for sentence in ["is any sensor cold", "is anysensors cold", "is anything cold", "is any things cold"] {
            #expect(matcher.bestMatch(for: sentence) != nil, "\(sentence)")
        }
        #expect(matcher.bestMatch(for: "is any sensor s cold") == nil)
    }

    @Test func permutationsMatchEveryOrderOnce() throws {
        let matcher = try Self.matcher(["(turn on; the light) now"])
        #expect(matcher.bestMatch(for: "turn on the light now") != nil)
        #expect(matcher.bestMatch(for: "the light turn on now") != nil)
        #expect(matcher.bestMatch(for: "turn on turn on now") == nil)
        #expect(matcher.bestMatch(for: "the light now") == nil)
    }

    @Test func rulesExpandInPlace() throws {
        let matcher = try Self.matcher(
            ["<turn> on <name>"], lists: ["name": Self.names], rules: ["turn": "(turn|switch)", "name": "[the] {name}"])
        let match = try #require(matcher.bestMatch(for: "switch on the kitchen light"))
        #expect(match[slot: "name"]?.value == .string("Kitchen Light"))
    }

    @Test func listValuesGiveTheirOutValueAndKeepOffsets() throws {
        let levels: SlotList = .values([
            SlotListValue(phrase: "(max|maximum|highest)", value: .number(100)),
            SlotListValue(phrase: "(min|minimum)", value: .number(1)),
        ])
        let matcher = try Self.matcher(["set brightness to [the] {level}"], lists: ["level": levels])
        let text = "Set brightness to the MAXIMUM"
        let slot = try #require(matcher.bestMatch(for: text)?[slot: "level"])
        #expect(slot.value == .number(100))
        #expect(slot.text == "MAXIMUM")
        #expect(slot.offsets == 22..<29)
    }

    @Test func listValuesWithoutOutGiveTheWordsSaid() throws {
        let states: SlotList = .values([SlotListValue(phrase: "(closed|shut)")])
        let matcher = try Self.matcher(["is the door {state}"], lists: ["state": states])
        #expect(matcher.bestMatch(for: "is the door shut")?[slot: "state"]?.value == .string("shut"))
    }

    @Test(arguments: [
        ("set volume to 50%", 50.0), ("set volume to 50 percent", 50), ("set volume to fifty percent", 50),
        ("set volume to twenty-five", 25), ("set volume to one hundred", 100),
    ])
    func rangesReadDigitsAndWords(sentence: String, value: Double) throws {
        let matcher = try Self.matcher(
            ["set volume to {volume}[([ ]%)| percent]"], lists: ["volume": .range(NumberRange(from: 0, to: 100))])
        #expect(matcher.bestMatch(for: sentence)?[slot: "volume"]?.value == .number(value))
    }

    @Test func rangesRejectNumbersOutsideOrOffStep() throws {
        let matcher = try Self.matcher(["wait {10..100,10:seconds} seconds"])
        #expect(matcher.bestMatch(for: "wait 20 seconds")?[slot: "seconds"]?.value == .number(20))
        #expect(matcher.bestMatch(for: "wait 11 seconds") == nil)
        #expect(matcher.bestMatch(for: "wait 110 seconds") == nil)
    }

    @Test func rangesApplyMultiplierAndFractions() throws {
        let matcher = try Self.matcher(
            ["set to {level} degrees"],
            lists: ["level": .range(NumberRange(from: 0, to: 30, fractions: .halves, multiplier: 2))])
        #expect(matcher.bestMatch(for: "set to 20.5 degrees")?[slot: "level"]?.value == .number(41))
        #expect(matcher.bestMatch(for: "set to 20.3 degrees") == nil)
    }

    @Test func skipWordsAreIgnored() throws {
        let matcher = try Self.matcher(["turn on the light"], skipWords: ["please", "could you"])
        #expect(matcher.bestMatch(for: "could you please turn on the light, please?") != nil)
    }

    @Test func punctuationAndHyphensDoNotBlockAMatch() throws {
        let matcher = try Self.matcher(["is it up to date"])
        #expect(matcher.bestMatch(for: "Is it up-to-date?") != nil)
    }

    // A phrase written "what's the weather" matched only "what's": "what is the weather" fell to
    // the model. A contracted verb after a pronoun or a question word is the verb written out,
    // either way round; a possessive stays a possessive.
    @Test func aContractedVerbMatchesTheVerbWrittenOut() throws {
        let contracted = try Self.matcher(
            ["what's the weather", "where's my {thing}", "i'm home"],
            lists: ["thing": .values([SlotListValue(phrase: "parcel")])])
        for sentence in ["what is the weather", "What's the weather?", "where is my parcel", "I am home"] {
            #expect(contracted.bestMatch(for: sentence) != nil, "\(sentence)")
        }
        #expect(contracted.bestMatch(for: "where is my parcel")?[slot: "thing"]?.text == "parcel")
        let written = try Self.matcher(["what is the weather", "they are home"])
        #expect(written.bestMatch(for: "what's the weather") != nil)
        #expect(written.bestMatch(for: "they're home") != nil)
        let possessive = try Self.matcher(["turn on john's light"])
        #expect(possessive.bestMatch(for: "turn on john is light") == nil)
        #expect(possessive.bestMatch(for: "turn on john's light") != nil)
    }

    // A contraction typed without its apostrophe ("whats", "im") is the same contraction: "whats on
    // my list" fell to the model. A word spelled so stays the word ("its" is no "it is").
    @Test func aContractionWithoutItsApostropheMatchesToo() throws {
        let contracted = try Self.matcher(
            ["what's on my {thing}", "i'm home", "who's there", "is it on"],
            lists: ["thing": .values([SlotListValue(phrase: "list")])])
        for sentence in ["whats on my list", "Whats on my list?", "im home", "whos there"] {
            #expect(contracted.bestMatch(for: sentence) != nil, "\(sentence)")
        }
        #expect(contracted.bestMatch(for: "whats on my list")?[slot: "thing"]?.text == "list")
        #expect(contracted.bestMatch(for: "its on") == nil)
        let written = try Self.matcher(["what is on my list"])
        #expect(written.bestMatch(for: "whats on my list") != nil)
    }

    @Test func preferredSlotWinsWithTheLongestName() throws {
        let matcher = try Self.matcher(
            ["turn on [the] {name}", "turn on the kitchen {name}"], lists: ["name": Self.names], preferredSlot: "name")
        let match = try #require(matcher.bestMatch(for: "turn on the kitchen light"))
        #expect(match[slot: "name"]?.value == .string("Kitchen Light"))
    }

    @Test func moreLiteralTextWinsOverSlots() throws {
        let grammar = TemplateGrammar(
            intents: [
                TemplateIntent(name: "Slot", groups: [SentenceGroup(sentences: ["turn on {name}"])]),
                TemplateIntent(name: "Literal", groups: [SentenceGroup(sentences: ["turn on the light"])]),
            ], lists: ["name": .values([SlotListValue(phrase: "the light")])])
        #expect(try TemplateMatcher(grammar: grammar).bestMatch(for: "turn on the light")?.intent == "Literal")
    }

    @Test func emptyAndForeignInputGiveNoMatch() throws {
        let matcher = try Self.matcher(["turn on the light"])
        #expect(matcher.bestMatch(for: "") == nil)
        #expect(matcher.bestMatch(for: "  ?! ") == nil)
        #expect(matcher.bestMatch(for: "включи свет") == nil)
        #expect(matcher.bestMatch(for: String(repeating: "turn ", count: 2000)) == nil)
    }
}

struct TemplateAppPhraseTests {
    /// An app action declared with a phrase, its parameters filled from the app's enum types.
    @Test func appPhrasesFillActionParameters() throws {
        let sizes: SlotList = .values([
            SlotListValue(phrase: "(large|bowl)", value: .string("large"), metadata: ["ounces": .number(16)]),
            SlotListValue(phrase: "small", value: .string("small")),
        ])
        let coffees: SlotList = .values([
            SlotListValue(phrase: "latte", value: .string("latte")),
            SlotListValue(phrase: "flat white", value: .string("flatWhite")),
        ])
        let grammar = TemplateGrammar(
            intents: [
                TemplateIntent(name: "OrderCoffee", groups: [SentenceGroup(sentences: ["order [a] [{size}] {coffee}"])])
            ], lists: ["size": sizes, "coffee": coffees])
        let matcher = try TemplateMatcher(grammar: grammar)
        let match = try #require(matcher.bestMatch(for: "Order a bowl flat white"))
        #expect(match.intent == "OrderCoffee")
        #expect(match[slot: "size"]?.value == .string("large"))
        #expect(match[slot: "size"]?.metadata["ounces"] == .number(16))
        #expect(match[slot: "coffee"]?.value == .string("flatWhite"))
        #expect(match[slot: "coffee"]?.text == "flat white")
        #expect(matcher.bestMatch(for: "order latte")?[slot: "size"] == nil)
    }
}
