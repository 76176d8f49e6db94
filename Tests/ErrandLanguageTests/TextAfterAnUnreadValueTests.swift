import ErrandCatalog
import ErrandTestSupport
import Testing

@testable import ErrandLanguage

/// A text a phrase writes after a preposition ("pay {payee} {amount} [for {note}]") is split off
/// the end of a typed value whose words do not read without it: "pay 20 dollars for pizza",
/// matched by "(send|pay) {amount}", is twenty dollars for pizza. The amount was "20 dollars for
/// pizza", unread, and only the statistical model, when it happened to, read the note.
struct TextAfterAnUnreadValueTests {
    static let payments = """
        app: com.example.purse
        name: Purse
        actions:
          SendPayment:
            title: Send a payment
            category: send
            parameters:
              amount: { type: currency, title: Amount, required: true, prompt: "How much?" }
              payee: { type: person, title: To, required: true, prompt: "Who to?" }
              note: { type: string, title: Note }
            summary: Send {amount} to {payee} for {note}
            phrases: ["(send|pay) {amount}", "pay {payee} {amount} [for {note}]", "(give|pay) {payee} [some] (money|cash)"]
        """

    static func reading(_ text: String) throws -> Interpretation? {
        let app = try #require(ManifestLoader().loadApp(source: payments, file: "purse.yaml").app)
        let understander = try Understander.trained(on: Catalog(apps: [app]))
        return understander.interpretations(of: text, context: UnderstandingContext()).best
    }

    @Test(arguments: [("pay 20 dollars for pizza", "pizza"), ("send 5 dollars for the taxi home", "the taxi home")])
    func theTextIsSplitOffAnAmountThatDoesNotRead(text: String, note: String) throws {
        let reading = try #require(try Self.reading(text))
        #expect(reading.source == .template, "\(text)")
        #expect(reading.parameters["amount"]?.text.hasSuffix("dollars") == true, "\(text)")
        #expect(reading.parameters["note"]?.text == note, "\(text)")
    }

    @Test func thePhrasesSayWhichWordsLeadAText() throws {
        let app = try #require(ManifestLoader().loadApp(source: Self.payments, file: "purse.yaml").app)
        let action = try #require(app.action(named: "SendPayment"))
        #expect(TemplateInterpreter.introducedTexts(of: action).map(\.name) == ["note"])
        #expect(TemplateInterpreter.introducedTexts(of: action).map(\.word) == ["for"])
        #expect(TemplateInterpreter.introducedValues(of: action).isEmpty)
    }
}
