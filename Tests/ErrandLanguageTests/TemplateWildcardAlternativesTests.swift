import ErrandCatalog
import ErrandLanguage
import Testing

/// A group of alternatives two of whose choices hold wildcards is matched choice by choice in
/// apps' phrases: a template keeps one path, a wildcard takes any words, and in
/// `to ({day} [at {time}]|{time} [on] [{day}])` the words "to 3" go through both choices
/// equally well. Matched apart, the choice whose words read as its values is the reading
/// ("3" is a time, not a day), as if the author had written two phrases.
struct TemplateWildcardAlternativesTests {
    static let move = "move {event} to ({day} [at {time}]|{time} [on] [{day}])"

    static func matcher(splitting: Bool) throws -> TemplateMatcher {
        let grammar = TemplateGrammar(
            intents: [TemplateIntent(name: "Move", groups: [SentenceGroup(sentences: [move])])],
            lists: ["event": .wildcard, "day": .wildcard, "time": .wildcard])
        return try TemplateMatcher(
            grammar: grammar, configuration: .init(prefersLiterals: true, splitsWildcardAlternatives: splitting))
    }

    @Test func eachChoiceIsMatched() throws {
        let matches = try Self.matcher(splitting: true).matches(for: "move lunch to 3")
        #expect(Set(matches.map { $0.slots.map(\.name).sorted() }) == [["day", "event"], ["event", "time"]])
        #expect(matches.allSatisfy { $0.template == Self.move })
        #expect(try Self.matcher(splitting: true).templateCount == 2)
    }

    @Test func unsplitOnlyTheFirstChoiceIs() throws {
        let matches = try Self.matcher(splitting: false).matches(for: "move lunch to 3")
        #expect(matches.map { $0.slots.map(\.name).sorted() } == [["day", "event"]])
    }

    @Test func anOptionalWithOneWildcardChoiceStaysWhole() throws {
        let grammar = TemplateGrammar(
            intents: [TemplateIntent(name: "Add", groups: [SentenceGroup(sentences: ["add {item} [to {list}]"])])],
            lists: ["item": .wildcard, "list": .wildcard])
        let matcher = try TemplateMatcher(grammar: grammar, configuration: .init(splitsWildcardAlternatives: true))
        #expect(matcher.templateCount == 1)
    }

    @Test func tooManyChoicesKeepTheSentenceWhole() throws {
        let group = "({a}|{b})"
        let sentence = Array(repeating: group, count: 5).joined(separator: " and ")
        let grammar = TemplateGrammar(
            intents: [TemplateIntent(name: "Many", groups: [SentenceGroup(sentences: [sentence])])],
            lists: ["a": .wildcard, "b": .wildcard])
        let matcher = try TemplateMatcher(grammar: grammar, configuration: .init(splitsWildcardAlternatives: true))
        #expect(matcher.templateCount == 1)
        #expect(matcher.bestMatch(for: "x and y and z and w and v") != nil)
    }

    static let catalog = Catalog(apps: [
        AppDefinition(
            id: "com.example.planner", name: "Planner",
            actions: [
                ActionDefinition(
                    id: "MoveEvent", title: "Move event",
                    parameters: [
                        ParameterDefinition(id: "event", title: "Event", type: .string),
                        ParameterDefinition(id: "day", title: "Day", type: .date),
                        ParameterDefinition(id: "time", title: "Time", type: .time),
                    ],
                    phrases: [move])
            ])
    ])

    @Test(arguments: [
        ("move lunch to 3", ["event", "time"]), ("move lunch to saturday", ["day", "event"]),
        ("move lunch to 3 on saturday", ["day", "event", "time"]),
        ("move lunch to saturday at 3", ["day", "event", "time"]),
    ])
    func theChoiceWhoseWordsReadIsTheReading(text: String, parameters: [String]) throws {
        let best = try Understander(catalog: Self.catalog, model: nil)
            .interpretations(of: text, context: UnderstandingContext()).best
        let reading = try #require(best)
        #expect(reading.parameters.keys.sorted() == parameters)
        // Every value but the event's title read as its type, not kept as unread text.
        #expect(reading.parameters["event"]?.value == .string("lunch"))
        let unread = reading.parameters.filter { name, understood in
            if case .string = understood.value { return name != "event" }
            return false
        }
        #expect(unread.isEmpty)
    }
}
