import ErrandCatalog
import Foundation

/// Says the largest payment sent, in a period or ever: "what's my biggest expense this month",
/// "what was my largest payment". The base build (f9b4c06) did not understand the first, and
/// read "largest" in the second as nothing ("I didn't understand "largest"." before every
/// payment). Of payments of the same amount, the first sent is said. Like every payment sent,
/// it is said only once the person is signed in.
struct ShowLargestPayment: AppAction {
    typealias App = PaymentsApp
    static let title = "Show largest payment"
    static let category = ActionCategory.information
    static let phrases = [
        "(what's|what is|what was) my (biggest|largest) (payment|expense|purchase) [{period}]",
        "(what's|what is|what was) the (biggest|largest) payment i (made|sent) [{period}]",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show largest payment {period}")
    static let dialog = DialogTemplates(success: "{said}")
    static let outputs = [
        OutputDefinition(id: "amount", type: .currency), OutputDefinition(id: "recipient", type: .string, title: "To"),
        OutputDefinition(id: "said", type: .string),
    ]
    static let authentication: ActionDefinition.Authentication? = .required

    @Parameter(title: "When", prompt: "When?") var period: SpendingPeriod?

    func perform(in app: PaymentsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let within = period.flatMap { $0.interval(around: context.now, in: context.timeZone) }
        let payments = app.sentSoFar(to: nil, within: within).payments
        let during = period.map { " " + $0.title.lowercased() } ?? ""
        // NB: `max(by:)` keeps the first of equal ones, the first sent.
        guard let largest = payments.max(by: { $0.amount < $1.amount }) else {
            let none =
                period == nil ? "You haven't sent anyone any money yet." : "You didn't send anyone any money\(during)."
            return ["said": .string(none)]
        }
        let money = ValueFormatter(for: context, app: nil)
        let words = CalendarWords(now: context.now, timeZone: context.timeZone)
        // NB: its day is said, unless the period asked is one day ("yesterday", said already).
        let oneDay = period == .today || period == .yesterday
        let day = oneDay ? nil : words.inSentence(dayOf: largest.sent, for: context)
        let paid = "\(money.format(.dollars(largest.amount))) to \(largest.person.name)"
        let note = largest.note.map { " for \($0)" } ?? ""
        let said = "Your largest payment\(during) was \(paid)\(note)\(day.map { ", \($0)" } ?? "")."
        return ["amount": .dollars(largest.amount), "recipient": .string(largest.person.name), "said": .string(said)]
    }
}
