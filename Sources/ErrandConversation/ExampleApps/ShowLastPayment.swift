import ErrandCatalog
import Foundation

/// Says the last payment sent: "who did i pay last", "what was my last payment". It was not
/// understood; every payment, which `ShowPayments` says, is not what "last" asks. What a person
/// paid is theirs alone, so it is said only once they are signed in.
struct ShowLastPayment: AppAction {
    typealias App = PaymentsApp
    static let title = "Show last payment"
    static let category = ActionCategory.information
    static let phrases = [
        "who (did i|have i) (pay|paid|send money to|sent money to) last", "who did i last (pay|send money to)",
        "(what was|show [me]) my (last|latest|most recent) payment",
        // NB: what the last payment was for: "For Last" was read as the person paid.
        "what did i pay for last", "what did i last pay for", "what was my (last|latest) payment for",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show last payment")
    static let dialog = DialogTemplates(
        success:
            "[Your last payment was {amount} to {recipient}[ for {note}].][You haven't sent {unpaid} any money yet.]")
    static let outputs = [
        OutputDefinition(id: "amount", type: .currency), OutputDefinition(id: "recipient", type: .string, title: "To"),
        OutputDefinition(id: "note", type: .string, title: "For"),
        OutputDefinition(id: "unpaid", type: .string, title: "Sent nothing to"),
    ]
    static let authentication: ActionDefinition.Authentication? = .required

    func perform(in app: PaymentsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        guard let last = app.lastPayment else { return ["unpaid": .string("anyone")] }
        var outputs: [String: Value] = ["amount": .dollars(last.amount), "recipient": .string(last.person.name)]
        if let note = last.note { outputs["note"] = .string(note) }
        return outputs
    }
}
