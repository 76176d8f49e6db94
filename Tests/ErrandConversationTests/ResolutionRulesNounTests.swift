import ErrandCatalog
import Testing

@testable import ErrandConversation

/// A value that only names what its parameter asks for ("a coffee" for the Coffee parameter)
/// chooses nothing: the parameter is asked for without a "Sorry", or takes its default. A
/// choice that really has that name is that choice.
struct ResolutionRulesNounTests {
    static func drinkApp(withACoffee: Bool) -> AppDefinition {
        var drinks = [EntityValue(id: "latte", title: "Latte")]
        if withACoffee { drinks.append(EntityValue(id: "filter", title: "Coffee")) }
        return AppDefinition(
            id: "com.example.cafe", name: "Cafe",
            types: [TypeDefinition(id: "Drink", kind: .entity(values: drinks, dynamic: false))],
            actions: [
                ActionDefinition(
                    id: "Order", title: "Order", category: .order,
                    parameters: [
                        ParameterDefinition(id: "coffee", title: "Coffee", type: .custom("Drink"), isRequired: true)
                    ])
            ])
    }

    static func question(for said: String, app: AppDefinition) throws -> Question? {
        let action = try #require(app.action(named: "Order"))
        var request = PendingRequest(
            app: app.id, action: "Order", values: ["coffee": .string(said)], askEachTime: [], idempotencyKey: "k")
        return ResolutionRules.nextQuestion(for: &request, action: action, app: app, results: [:])
    }

    @Test(arguments: ["coffee", "a coffee", "some coffees", "Coffee", "my"])
    func theParametersNameIsAskedAbout(said: String) throws {
        let question = try Self.question(for: said, app: Self.drinkApp(withACoffee: false))
        guard case .value(let parameter, let reason, _)? = question else {
            Issue.record("expected a question, got \(String(describing: question))")
            return
        }
        #expect(parameter == "coffee")
        #expect(reason == nil)
    }

    @Test func aDrinkNotOnTheMenuIsStillRefused() throws {
        let question = try Self.question(for: "chai", app: Self.drinkApp(withACoffee: false))
        guard case .value(_, let reason?, _)? = question else {
            Issue.record("expected a refusal, got \(String(describing: question))")
            return
        }
        #expect(reason == "Sorry, chai isn't one of the choices.")
    }

    @Test func aChoiceOfThatNameIsChosen() throws {
        #expect(try Self.question(for: "coffee", app: Self.drinkApp(withACoffee: true)) == nil)
        #expect(try Self.question(for: "a coffee", app: Self.drinkApp(withACoffee: true)) == nil)
        #expect(try Self.question(for: "the latte", app: Self.drinkApp(withACoffee: false)) == nil)
    }
}

/// The choices a request names: each once, and not a name inside a longer one it says.
struct MentionedChoicesTests {
    static let app = AppDefinition(
        id: "com.example.cafe", name: "Cafe",
        types: [
            TypeDefinition(
                id: "Drink",
                kind: .entity(
                    values: [
                        EntityValue(id: "latte", title: "Latte"), EntityValue(id: "iced", title: "Iced latte"),
                        EntityValue(id: "mocha", title: "Mocha", synonyms: ["mochas"]),
                    ], dynamic: false))
        ])
    static let coffee = ParameterDefinition(id: "coffee", title: "Coffee", type: .custom("Drink"))

    static func named(_ text: String) -> [String] {
        AnswerParser.mentionedChoices(in: AnswerParser.words(text), for: coffee, app: app).compactMap(\.entityID)
    }

    @Test func eachNamedChoiceOnceInTheOrderOfTheChoices() {
        #expect(Self.named("a mocha and a latte and another mocha") == ["latte", "mocha"])
        #expect(Self.named("an iced latte") == ["iced"])
        #expect(Self.named("an iced latte and a latte") == ["latte", "iced"])
        #expect(Self.named("two mochas").isEmpty == false)
        #expect(Self.named("a tea").isEmpty)
    }
}
