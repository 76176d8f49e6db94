import ErrandCatalog
import ErrandLanguage
import Foundation
import Testing

@testable import ErrandLanguage

/// Words the statistical model did not read are kept, as the person wrote them, for the
/// conversation to name: a request is never acted on with part of it silently dropped.
struct UnreadWordsTests {
    /// The words of a small coffee app, as its phrases and values would give them.
    static let coverage = KnownWordCoverage(
        knownWords: ["order", "latte", "cappuccino", "large", "small", "start", "run"],
        appWords: ["coffee": ["order", "latte", "cappuccino", "large", "small"], "workouts": ["start", "run"]])

    /// The unread runs of `text` for a reading of `app` that read `values` (the words it read).
    static func unread(_ text: String, reading values: [String] = [], in app: String = "coffee") -> [String] {
        let characters = Array(text)
        let ranges = values.compactMap { value -> Range<Int>? in
            guard let range = text.range(of: value) else { return nil }
            let start = text.distance(from: text.startIndex, to: range.lowerBound)
            return start..<(start + value.count)
        }
        return coverage.unreadRuns(of: Tokenizer.tokens(of: text), values: ranges, in: app).map {
            String(characters[$0])
        }
    }

    @Test(arguments: [
        ("order a cappuccino with oat milk", ["cappuccino"], ["oat milk"]),
        // Function words between unread words belong to the run; at its ends they do not.
        ("order a latte and a scone or a muffin", ["latte"], ["scone or a muffin"]),
        // A word the app uses or a value read ends a run.
        ("order a latte with oat milk and a large blueberry muffin", ["latte"], ["oat milk", "blueberry muffin"]),
        ("order a Flat White with oat milk", ["Flat White"], ["oat milk"]),
        // Punctuation ends a run too.
        ("order a latte with honey, cinnamon", ["latte"], ["honey", "cinnamon"]),
        // The plural of a word the app uses is one it uses too.
        ("order two lattes", ["two"], []), ("order large cappuccinos with muffins", [], ["muffins"]),
    ])
    func wordsNeitherKnownNorReadAreUnread(text: String, values: [String], expected: [String]) {
        #expect(Self.unread(text, reading: values) == expected)
    }

    @Test(arguments: [
        "order a large latte", "could you order me a small cappuccino please", "hey order a latte thanks",
        "grab me a latte", "order 2 lattes",
    ])
    func aRequestOfKnownFunctionAndCourtesyWordsHasNone(text: String) {
        #expect(Self.unread(text, reading: ["latte", "lattes", "cappuccino"]).isEmpty)
    }

    /// Words the reading's own app does not use are unread even when another app uses them: a
    /// second request said with the first is not dropped silently.
    @Test func aFunctionWordBeforeAnUnreadWordIsLeftOut() {
        #expect(Self.unread("start a run with my dog", reading: ["run"], in: "workouts") == ["dog"])
    }

    /// A number read only in part, letters glued to it, is unread whole: "order $1e3 of latte"
    /// is no dollar's worth. A number with its unit read whole ("5k") is read.
    @Test func aNumberReadInPartIsUnread() {
        #expect(Self.unread("order $1e3 of latte", reading: ["$1", "latte"]) == ["1e3"])
        #expect(Self.unread("start a 5k run", reading: ["5k", "run"], in: "workouts").isEmpty)
    }

    @Test func wordsOfAnotherAppAreUnread() {
        #expect(Self.unread("order a latte and start a run", reading: ["latte"]) == ["start a run"])
        #expect(Self.unread("start a run", reading: ["run"], in: "workouts").isEmpty)
    }

    // MARK: Understanding the example apps

    @Test func theModelsReadingKeepsTheWordsItDidNotRead() throws {
        let best = try #require(try UnderstanderTests.best("order a cappuccino with oat milk"))
        #expect(best.source == .model)
        #expect(best.action == "OrderCoffee")
        #expect(best.unreadWords == [UnreadWords(text: "oat milk", offsets: 24..<32)])
    }

    /// Read without the app's name, the words still point into what the person said.
    @Test func unreadWordsAreQuotedAsWrittenAndPointIntoTheWholeRequest() throws {
        let text = "ask coffee corner to order a cappuccino with oat Milk"
        let best = try #require(try UnderstanderTests.best(text))
        #expect(best.app == "com.example.coffee")
        #expect(best.unreadWords.map(\.text) == ["oat Milk"])
        #expect(best.unreadWords.map { String(Array(text)[$0.offsets]) } == ["oat Milk"])
    }

    @Test(arguments: ["order a large latte", "start a run", "take a note saying buy oat milk"])
    func aTemplatesReadingHasNone(text: String) throws {
        let best = try #require(try UnderstanderTests.best(text))
        #expect(best.source == .template)
        #expect(best.unreadWords.isEmpty)
    }

    /// A coffee shop whose drinks come small or large and whose beans are ground medium.
    static let shop = Catalog(apps: [
        AppDefinition(
            id: "shop", name: "Shop",
            types: [
                TypeDefinition(
                    id: "Size",
                    kind: .enumeration([EnumCase(id: "small", title: "Small"), EnumCase(id: "large", title: "Large")])),
                TypeDefinition(
                    id: "Grind",
                    kind: .enumeration([
                        EnumCase(id: "coarse", title: "Coarse"), EnumCase(id: "medium", title: "Medium"),
                    ])),
            ],
            actions: [
                ActionDefinition(
                    id: "OrderDrink", title: "Order drink", category: .order,
                    parameters: [ParameterDefinition(id: "size", title: "Size", type: .custom("Size"))],
                    phrases: ["order a [{size}] drink"]),
                ActionDefinition(
                    id: "OrderBeans", title: "Order beans", category: .order,
                    parameters: [ParameterDefinition(id: "grind", title: "Grind", type: .custom("Grind"))],
                    phrases: ["order [{grind}] beans"]),
            ])
    ])

    /// A word of the app that names only a value the action does not take is unread for it, as
    /// in the model's reading: "medium" is a grind of the shop's beans, and no size of a drink
    /// ("a medium mocha", at a large latte's confirmation, was a large mocha, "medium" dropped).
    @Test func aWordOfAnotherActionsValueIsUnreadForThisOne() throws {
        let understander = try Understander(catalog: Self.shop, model: nil)
        #expect(
            understander.unreadWords(in: "a medium please", app: "shop", action: "OrderDrink").map(\.text) == ["medium"]
        )
        #expect(understander.unreadWords(in: "a medium please", app: "shop", action: "OrderBeans").isEmpty)
    }

    // "is the laundry done yet" answered `I didn't understand "yet".`: words of when, said by
    // the way ("yet", "already", "now", "just"), ask for nothing.
    @Test(arguments: [
        "could you order me a large latte please", "i'd like a cappuccino", "grab me a latte",
        "what's on my calendar tomorrow already", "what's on my calendar tomorrow yet",
    ])
    func anOrdinaryRequestTheModelReadsHasNone(text: String) throws {
        let best = try #require(try UnderstanderTests.best(text))
        #expect(best.source == .model)
        #expect(best.unreadWords.isEmpty)
    }
}
