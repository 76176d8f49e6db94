import ErrandCatalog
import Foundation

/// Says the last payment received: "who paid me last", "what was the last payment i got". "Who
/// paid me last" was read as the last payment sent ("You haven't sent anyone any money yet."),
/// and every payment received, which `ShowPaymentsReceived` says, is not what "last" asks. Like
/// the payments sent, it is said only once the person is signed in.
struct ShowLastPaymentReceived: AppAction {
    typealias App = PaymentsApp
    static let title = "Show last payment received"
    static let category = ActionCategory.information
    static let phrases = [
        "who (paid|sent) me (last|most recently)", "who (paid|sent) me money (last|most recently)",
        "who last (paid|sent) me [money]",
        "(what was|show [me]) the (last|latest|most recent) payment (i got|i received|sent to me)",
        "(what was|show [me]) my (last|latest|most recent) payment received",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show last payment received")
    static let dialog = DialogTemplates(
        success: "[{payer} sent you {amount}[ for {note}].][{nobody} has sent you any money.]")
    static let outputs = [
        OutputDefinition(id: "amount", type: .currency), OutputDefinition(id: "payer", type: .string, title: "From"),
        OutputDefinition(id: "note", type: .string, title: "For"),
        OutputDefinition(id: "nobody", type: .string, title: "Nothing received"),
    ]
    static let authentication: ActionDefinition.Authentication? = .required

    func perform(in app: PaymentsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        guard let last = app.received(from: nil).last else { return ["nobody": .string("No one")] }
        var outputs: [String: Value] = ["amount": .dollars(last.amount), "payer": .string(last.person.name)]
        if let note = last.note { outputs["note"] = .string(note) }
        return outputs
    }
}
