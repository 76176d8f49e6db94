import ErrandCatalog
import Foundation

/// Says what is left to pay with: "what's my balance", "how much money do i have". What a
/// person has is theirs alone, so it is said only once they are signed in.
struct CheckBalance: AppAction {
    typealias App = PaymentsApp
    static let title = "Check balance"
    static let category = ActionCategory.information
    static let phrases = [
        "(what's|what is) my balance", "(what's|what is) my (account|pocket) balance",
        "(check|show [me]|tell me) my [account|pocket] balance",
        "how much money do i have [left]", "how much (do i have|is) left [to spend]",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Check balance")
    static let dialog = DialogTemplates(success: "Your balance is {balance}.")
    static let outputs = [OutputDefinition(id: "balance", type: .currency)]
    static let authentication: ActionDefinition.Authentication? = .required

    func perform(in app: PaymentsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        ["balance": .dollars(app.balance)]
    }
}
