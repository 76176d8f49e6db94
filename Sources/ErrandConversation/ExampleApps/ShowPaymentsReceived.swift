import ErrandCatalog
import Foundation

/// Says what one person, or anyone, sent the person, and what for: "did bob pay me", "has amy
/// paid me back", "how much did bob send me", "who sent me money". They were not understood, or
/// read as payments to Bob ("how much did bob pay me" said "You've sent…"). Nothing from someone
/// who was asked for money says what was asked: "Amy Lee hasn't sent you any money. You asked
/// for ten dollars." Like what was sent, it is said only to a person signed in.
struct ShowPaymentsReceived: AppAction {
    typealias App = PaymentsApp
    static let title = "Show payments received"
    static let category = ActionCategory.information
    static let phrases = [
        "(did|has) {payer} (paid|pay|sent|send) me [any money] [back]",
        "how much [money] (did|has) {payer} (paid|pay|sent|send) me [back]",
        "how much [money] (did i|have i) (got|gotten|received|receive|get) from {payer}",
        "who (paid|sent) me [money]", "(has|did) anyone (paid|pay|sent|send) me [any money]",
        "(have i been|did i get|have i gotten|have i got) paid [back] [by {payer}]",
        "(did|have) i (get|got|gotten|receive|received) [any] money [from {payer}]",
        // NB: in a period: "how much have i received this week" was read as the money sent then.
        "how much [money] (did i|have i) (got|gotten|received|receive|get) {period}",
        "how much [money] (did i|have i) (got|gotten|received|receive|get) from {payer} {period}",
        "who (paid|sent) me [money] {period}",
        "(what|which) payments (did i|have i) (received|receive|got|get) {period}",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show payments from {payer}")
    static let dialog = DialogTemplates(success: "{said}")
    static let outputs = [
        OutputDefinition(id: "total", type: .currency), OutputDefinition(id: "count", type: .integer),
        OutputDefinition(id: "said", type: .string),
    ]
    static let authentication: ActionDefinition.Authentication? = .required

    @Parameter(title: "From", prompt: "From whom?") var payer: Person?
    @Parameter(title: "When", prompt: "When?") var period: SpendingPeriod?

    func resolve(_ parameter: String, in app: PaymentsApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "payer", let person = $payer ?? nil else { return nil }
        return ExampleContacts.resolution(for: person)
    }

    func perform(in app: PaymentsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let within = period.flatMap { $0.interval(around: context.now, in: context.timeZone) }
        let received = app.received(from: payer).filter { within?.contains($0.sent) ?? true }
        let money = ValueFormatter(for: context, app: nil)
        // NB: a period leads the sentence, as it does the payments sent: "Last week, no one sent
        // you any money."
        let during = period.map { "\($0.title), " } ?? ""
        guard !received.isEmpty else {
            var said =
                period == nil
                ? payer.map { "\($0.name) hasn't sent you any money." } ?? "No one has sent you any money."
                : during + (payer.map { "\($0.name) didn't send you any money." } ?? "no one sent you any money.")
            if let payer, let asked = app.unansweredRequest(of: payer) {
                said += " You asked for \(money.format(.dollars(asked.amount)))."
            }
            return ["total": .dollars(0), "count": .integer(0), "said": .string(said)]
        }
        let total = received.reduce(0) { $0 + $1.amount }
        var outputs: [String: Value] = ["total": .dollars(total), "count": .integer(received.count)]
        func purpose(of payment: PaymentsApp.Payment) -> String { payment.note.map { " for \($0)" } ?? "" }
        guard received.count > 1 else {
            let only = received[0]
            outputs["said"] = .string(
                "\(during)\(only.person.name) sent you \(money.format(.dollars(only.amount)))\(purpose(of: only)).")
            return outputs
        }
        // NB: from whom is said of each payment only when no one was named.
        let each = received.map { payment in
            let from = payer == nil ? " from \(payment.person.name)" : ""
            return money.format(.dollars(payment.amount)) + from + purpose(of: payment)
        }
        let sent = payer.map { "\($0.name) sent you" } ?? (period == nil ? "You've been sent" : "you were sent")
        let count = NumberWords.words(received.count)
        outputs["said"] = .string(
            "\(during)\(sent) \(money.format(.dollars(total))) in \(count) payments: \(money.list(each, conjunction: "and"))."
        )
        return outputs
    }
}
