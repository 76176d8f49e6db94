import ErrandCatalog
import Foundation

/// Says how much was sent, to everyone or to one person, and for what: "how much did i spend",
/// "show my payments", "how much have i paid bob", "how much did i spend on lunch" (the
/// payments whose note mentions lunch; it was "Sorry, Lunch isn't in your contacts."). Without
/// it, "how much did i spend" was read as the balance. (No "did i pay {payee}" nor "did i send
/// {payee}": the model read "did bob pay me" and "did i txt amy" as them.) What a person paid is
/// theirs alone, so it is said only once they are signed in.
struct ShowPayments: AppAction {
    typealias App = PaymentsApp
    static let title = "Show payments"
    static let category = ActionCategory.information
    static let phrases = [
        "how much (did i|have i) (spend|spent)", "how much have i (sent|paid) [to] {payee}",
        "how much (did i|have i) (spend|spent) (on|for) {note}",
        "(show|list) [me] my (payments|transactions)",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show payments")
    // NB: nothing sent is said so, not "You've sent zero dollars in zero payments."
    static let dialog = DialogTemplates(
        success:
            "[You've sent {total}[ to {payee}][ for {note}] in {count} payments.]"
            + "[You haven't sent {unpaid} any money[ for {note}] yet.]")
    static let outputs = [
        OutputDefinition(id: "total", type: .currency), OutputDefinition(id: "count", type: .integer),
        OutputDefinition(id: "unpaid", type: .string, title: "Sent nothing to"),
    ]
    static let authentication: ActionDefinition.Authentication? = .required

    @Parameter(title: "To", prompt: "Who did you pay?") var payee: Person?
    @Parameter(title: "For", prompt: "What for?") var note: String?

    func resolve(_ parameter: String, in app: PaymentsApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "payee", let person = $payee ?? nil else { return nil }
        return ExampleContacts.resolution(for: person)
    }

    func perform(in app: PaymentsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let sent = app.sentSoFar(to: payee, for: note)
        guard sent.count > 0 else { return ["unpaid": .string(payee?.name ?? "anyone")] }
        return ["total": .currency(CurrencyAmount(amount: sent.total, code: "USD")), "count": .integer(sent.count)]
    }
}
