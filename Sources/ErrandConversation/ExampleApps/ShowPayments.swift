import ErrandCatalog
import Foundation

/// Says how much was sent, to everyone or to one person, and for what: "how much did i spend",
/// "show my payments", "how much have i paid bob", "how much did i spend on lunch" (the
/// payments whose note mentions lunch; it was "Sorry, Lunch isn't in your contacts."). Without
/// it, "how much did i spend" was read as the balance. (No "did i pay {payee}" nor "did i send
/// {payee}": the model read "did bob pay me" and "did i txt amy" as them.) What a person paid is
/// theirs alone, so it is said only once they are signed in. Asked of everyone, it says whom too:
/// "who did i pay" (not understood before) says "You've sent thirty dollars in two payments:
/// twenty dollars to Bob Smith and ten dollars to Amy Lee."
struct ShowPayments: AppAction {
    typealias App = PaymentsApp
    static let title = "Show payments"
    static let category = ActionCategory.information
    static let phrases = [
        "how much (did i|have i) (spend|spent)", "how much have i (sent|paid) [to] {payee}",
        "how much (did i|have i) (spend|spent) (on|for) {note}",
        "(show|list) [me] my [recent|latest] (payments|transactions)",
        "who (did i|have i) (pay|paid|send money to|sent money to) [recently|lately]",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show payments")
    // NB: nothing sent is said so, not "You've sent zero dollars in zero payments."
    static let dialog = DialogTemplates(
        success:
            "[You've sent {total}[ to {payee}][ to {recipient}][ for {note}] in {count} payments[: {each}].]"
            + "[You haven't sent {unpaid} any money[ for {note}] yet.]")
    static let outputs = [
        OutputDefinition(id: "total", type: .currency), OutputDefinition(id: "count", type: .integer),
        OutputDefinition(id: "unpaid", type: .string, title: "Sent nothing to"),
        OutputDefinition(id: "recipient", type: .string, title: "To"),
        OutputDefinition(id: "each", type: .list(.string), title: "To each"),
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
        var outputs: [String: Value] = ["total": .dollars(sent.total), "count": .integer(sent.count)]
        // NB: whom is said only when no one was named: one person by name, several each with
        // their amount, in words to a speaker as the total is.
        if payee == nil, let only = sent.people.first {
            if sent.people.count == 1 {
                outputs["recipient"] = .string(only.name)
            } else {
                let money = ValueFormatter(for: context, app: nil)
                outputs["each"] = .list(
                    sent.people.map { .string("\(money.format(.dollars($0.amount))) to \($0.name)") })
            }
        }
        return outputs
    }
}
