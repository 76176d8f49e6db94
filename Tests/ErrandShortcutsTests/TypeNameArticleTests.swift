import ErrandCatalog
import Foundation
import Testing

@testable import ErrandShortcuts

/// A type named in a message takes "a" or "an" as it is said: "an integer", "a Drink".
@Suite struct TypeNameArticleTests {
    @Test(arguments: [
        ("integer", "an integer"), ("enum", "an enum"), ("entity", "an entity"), ("Order", "an Order"),
        ("Drink", "a Drink"), ("dateTime", "a dateTime"), ("url", "a url"), ("[integer]", "an [integer]"),
    ])
    func theArticleAgreesWithTheTypeName(name: String, written: String) {
        #expect(EnglishArticles.indefinite(name) == written)
    }

    // The newcomer pass read "string is not a integer; 'quantity' takes a integer" (an import)
    // and "takes a Drink …, not a integer" (a donation's values).
    @Test func aValueOfTheWrongTypeIsAnIntegerNotAInteger() throws {
        let shortcut = Shortcut(
            id: "q", name: "Q",
            steps: [.app("a", "com.example.coffee", "OrderCoffee", ["quantity": .literal(.string("eleven"))])])
        #expect(
            ShortcutValidator(catalog: ShareFixtures.catalog).problems(in: [shortcut]).map(\.description) == [
                "shortcuts[0].steps[0] (step \"a\"), parameter 'quantity': string is not an integer; 'quantity' "
                    + "takes an integer"
            ])
        let app = try #require(ShareFixtures.catalog.app("com.example.coffee"))
        let coffee = try #require(app.action(named: "OrderCoffee")?.parameter(named: "coffee"))
        let problem = try #require(app.problem(with: .integer(3), for: coffee))
        #expect(
            problem.description(parameter: "coffee", action: "OrderCoffee").hasPrefix(
                "parameter 'coffee' of 'OrderCoffee' takes a Drink (one of "))
        #expect(problem.description(parameter: "coffee", action: "OrderCoffee").hasSuffix(", not an integer"))
    }

    @Test func aBlockTheActionHasNotIsNamedWithTheRightArticle() {
        let shortcut = Shortcut(
            id: "b", name: "B",
            steps: [
                .builtIn(
                    "if", .if, ["input": .text("a"), "condition": .text("hasAnyValue")],
                    body: [.builtIn("t", .text, ["text": .text("x")])])
            ])
        #expect(
            ShortcutValidator(catalog: ShareFixtures.catalog).problems(in: [shortcut]).map(\.description) == [
                "shortcuts[0].steps[0] (step \"if\"): an If step has no 'body' steps; it has: otherwise, then"
            ])
    }
}
