import ErrandCatalog
import Foundation

/// Says how much was sent, to everyone or to one person, and for what: "how much did i spend",
/// "show my payments", "how much have i paid bob", "how much did i spend on lunch" (the
/// payments whose note mentions lunch; it was "Sorry, Lunch isn't in your contacts."). Without
/// it, "how much did i spend" was read as the balance. ("did i pay bob" came once "did bob pay
/// me" had a phrase of its own, `ShowPaymentsReceived`: before, the model read it as this.
/// Still no "did i send {payee}": "did i txt amy" would be read as it.) What a person paid is
/// theirs alone, so it is said only once they are signed in. Asked of everyone, it says whom too:
/// "who did i pay" (not understood before) says "You've sent thirty dollars in two payments:
/// twenty dollars to Bob Smith and ten dollars to Amy Lee."
///
/// Asked of a stretch of time ("how much did i spend this week", "who did i pay last month"),
/// only the payments sent in it count, and the answer starts with it, in the past: "Last week,
/// you sent twelve dollars to Amy Lee in one payment." Asked of one person, what each payment
/// was for is said too ("what did i pay bob for", not understood before). "how much did i spend
/// this week" was the payments for "week". "what did i pay bob" was not understood.
struct ShowPayments: AppAction {
    typealias App = PaymentsApp
    static let title = "Show payments"
    static let category = ActionCategory.information
    static let phrases = [
        "how much [money] (did i|have i) (spend|spent) [{period}]",
        // NB: "in total" was unread ("I didn't understand "total"").
        "how much [money] (did i|have i) (spend|spent) (in total|altogether|in all) [{period}]",
        "how much [money] (did i|have i) (send|sent|pay|paid) [to] {payee} [{period}]",
        // NB: "how much did i pay for concert tickets" was about someone called "Concert Tickets".
        "how much [money] (did i|have i) (spend|spent|pay|paid) (on|for) {note} [{period}]",
        "(show|list) [me] my [recent|latest] (payments|transactions) [(from|for)] [{period}]",
        "who (did i|have i) (pay|paid|send money to|sent money to) [recently|lately] [{period}]",
        "what have i paid {payee} for", "what did i pay {payee} [for] [{period}]",
        "what (were|was) my (payment|payments) to {payee} for",
        "(did|have) i (pay|paid|send money to|sent money to) {payee} [{period}]",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show payments")
    // NB: nothing sent is said so, not "You've sent zero dollars in zero payments."; a stretch of
    // time asked of leads the sentence, in the past, as it may be over ("Last week, you sent…").
    static let dialog = DialogTemplates(
        success:
            "[You've sent {total}[ to {payee}][ to {recipient}][ for {note}] in {count} payments[, for {purpose}][: {each}].]"
            + "[You haven't sent {unpaid} any money[ for {note}] yet.]"
            + "[{during}, you sent {spent}[ to {payee}][ to {recipient}][ for {note}] in {count} payments"
            + "[, for {purpose}][: {each}].]"
            + "[{during}, you didn't send {unsent} any money[ for {note}].]")
    static let outputs = [
        OutputDefinition(id: "total", type: .currency), OutputDefinition(id: "count", type: .integer),
        OutputDefinition(id: "spent", type: .currency, title: "Sent"),
        OutputDefinition(id: "during", type: .string, title: "When"),
        OutputDefinition(id: "unpaid", type: .string, title: "Sent nothing to"),
        OutputDefinition(id: "unsent", type: .string, title: "Sent nothing to"),
        OutputDefinition(id: "recipient", type: .string, title: "To"),
        OutputDefinition(id: "purpose", type: .string, title: "For"),
        OutputDefinition(id: "each", type: .list(.string), title: "Each"),
    ]
    static let authentication: ActionDefinition.Authentication? = .required

    @Parameter(title: "To", prompt: "Who did you pay?") var payee: Person?
    @Parameter(title: "For", prompt: "What for?") var note: String?
    @Parameter(title: "When", prompt: "When?") var period: SpendingPeriod?

    func resolve(_ parameter: String, in app: PaymentsApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "payee", let person = $payee ?? nil else { return nil }
        return ExampleContacts.resolution(for: person)
    }

    func perform(in app: PaymentsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let sent = app.sentSoFar(
            to: payee, for: note, within: period.flatMap { $0.interval(around: context.now, in: context.timeZone) })
        var outputs: [String: Value] = period.map { ["during": .string($0.title)] } ?? [:]
        guard !sent.payments.isEmpty else {
            outputs[period == nil ? "unpaid" : "unsent"] = .string(payee?.name ?? "anyone")
            return outputs
        }
        outputs[period == nil ? "total" : "spent"] = .dollars(sent.total)
        outputs["count"] = .integer(sent.payments.count)
        // NB: in words to a speaker, as the total is.
        let money = ValueFormatter(for: context, app: nil)
        if payee == nil, let only = sent.people.first {
            // NB: whom is said when no one was named: one person by name, several each with
            // their amount.
            if sent.people.count == 1 {
                outputs["recipient"] = .string(only.name)
            } else {
                outputs["each"] = .list(
                    sent.people.map { .string("\(money.format(.dollars($0.amount))) to \($0.name)") })
            }
        } else if payee != nil, note == nil, sent.payments.contains(where: { $0.note != nil }) {
            // NB: paid one person, what for is said: one payment's purpose, or each payment.
            if sent.payments.count == 1, let purpose = sent.payments[0].note {
                outputs["purpose"] = .string(purpose)
            } else {
                outputs["each"] = .list(
                    sent.payments.map { payment in
                        let amount = money.format(.dollars(payment.amount))
                        return .string(payment.note.map { "\(amount) for \($0)" } ?? amount)
                    })
            }
        }
        return outputs
    }
}
