import ErrandCatalog
import Foundation

/// Says who owes the person money: those asked for it (`RequestPayment`) who sent nothing since.
/// "who owes me money", "does amy owe me anything", "who hasn't paid me back". "who owes me
/// money" was read as payments received from someone called "Owes" ("Sorry, Owes isn't in your
/// contacts."). Said, like what was sent and received, only to a person signed in.
struct ShowMoneyOwed: AppAction {
    typealias App = PaymentsApp
    static let title = "Show money owed"
    static let category = ActionCategory.information
    static let phrases = [
        "who owes me [money|anything]", "(does|do) {payer} owe me [money|anything]",
        "how much (does|do) {payer} owe me", "who (hasn't|has not) paid me back [yet]",
        "(what am i|how much am i) owed",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show money owed by {payer}")
    static let dialog = DialogTemplates(success: "{said}")
    static let outputs = [
        OutputDefinition(id: "total", type: .currency), OutputDefinition(id: "count", type: .integer),
        OutputDefinition(id: "said", type: .string),
    ]
    static let authentication: ActionDefinition.Authentication? = .required

    @Parameter(title: "Who", prompt: "Who?") var payer: Person?

    func resolve(_ parameter: String, in app: PaymentsApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "payer", let person = $payer ?? nil else { return nil }
        return ExampleContacts.resolution(for: person)
    }

    func perform(in app: PaymentsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let owed = app.unansweredRequests(of: payer)
        let money = ValueFormatter(for: context, app: nil)
        let total = owed.reduce(0) { $0 + $1.amount }
        var outputs: [String: Value] = ["total": .dollars(total), "count": .integer(owed.count)]
        func each(_ request: PaymentsApp.Payment) -> String {
            money.format(.dollars(request.amount)) + (request.note.map { " for \($0)" } ?? "")
        }
        switch owed.count {
        case 0:
            outputs["said"] = .string(
                payer.map { "\($0.name) doesn't owe you any money." } ?? "No one owes you any money.")
        case 1:
            outputs["said"] = .string("\(owed[0].person.name) owes you \(each(owed[0])).")
        default:
            let people = money.list(owed.map { "\($0.person.name) \(each($0))" }, conjunction: "and")
            let count = NumberWords.words(owed.count)
            outputs["said"] = .string(
                count.prefix(1).uppercased() + count.dropFirst() + " people owe you money: \(people).")
        }
        return outputs
    }
}
