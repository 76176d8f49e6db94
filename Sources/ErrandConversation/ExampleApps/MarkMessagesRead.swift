import ErrandCatalog
import Foundation

/// Marks the new messages read without reading them out, all or one person's: "mark all my
/// messages as read", "mark bob's messages as read". It says how many it marked, and a reply
/// still answers the message last read out. With none new there is nothing to mark, as with
/// nothing to clear or delete. It was not understood.
struct MarkMessagesRead: AppAction {
    typealias App = MessagesApp
    static let title = "Mark messages as read"
    static let category = ActionCategory.generic
    static let phrases = [
        "mark [all] [of] [my] [new] (messages|texts) [as] read", "mark everything [as] read",
        "mark [all] [my] [new] (messages|texts) from {sender} [as] read",
        "mark {sender} 's (message|messages) [as] read",
        "(clear|dismiss) [all] [my] (unread|new) (messages|texts)",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Mark messages from {sender} as read")
    static let dialog = DialogTemplates(success: "{said}")
    static let outputs = [
        OutputDefinition(id: "count", type: .integer, title: "How many"),
        OutputDefinition(id: "said", type: .string),
    ]

    @Parameter(title: "From", prompt: "From whom?") var sender: Person?

    func resolve(_ parameter: String, in app: MessagesApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "sender", let person = $sender ?? nil else { return nil }
        return MessagesApp.resolution(for: person, preferring: app.newMessageSenders)
    }

    func perform(in app: MessagesApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let marked = app.markRead(from: sender)
        let from = sender.map { " from \($0.name)" } ?? ""
        guard marked > 0 else { throw .message("You have no new messages\(from).") }
        let count = marked == 1 ? "your new message" : "your \(NumberWords.words(marked)) new messages"
        return ["count": .integer(marked), "said": .string("I marked \(count)\(from) as read.")]
    }
}
