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
