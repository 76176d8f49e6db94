import ErrandCatalog
import Foundation

/// Replies to a message received: "reply sounds good", after the new messages were read out,
/// answers the last one read, and "reply to the first one" the first; "reply to amy saying yes"
/// the Amy who wrote, when one of them did. With nothing read out and nobody named, it asks
/// whom to reply to.
struct ReplyToMessage: AppAction {
    typealias App = MessagesApp
    static let title = "Reply to message"
    static let category = ActionCategory.share
    static let phrases = ["reply [to {recipient}] [saying] {content}", "reply [to {recipient}]"]
    static let summary: ParameterSummary? = ParameterSummary(text: "Reply {content} to {recipient}")
    // NB: "Sent.", as a message sent is said: the default for a title led by "Reply" is a bare
    // "OK.", which leaves open whether it went.
    static let dialog = DialogTemplates(confirmation: "Reply \"{content}\" to {recipient}?", success: "Sent.")
    static let requiresConfirmation: Bool? = true

    @Parameter(title: "To", prompt: "Who do you want to reply to?") var recipient: Person?
    @Parameter(title: "Message", prompt: "What do you want to say?") var content: String

    func resolve(_ parameter: String, in app: MessagesApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "recipient" else { return nil }
        guard let person = $recipient ?? nil else {
            return app.lastRead.map { .success(.person($0.sender)) } ?? .needsValue()
        }
        // NB: "reply to the first one", after the new messages were read out, is to whoever wrote
        // the first of them; it was "Sorry, The isn't in your contacts."
        if let placed = app.sender(placedBy: person.name) { return placed }
        // NB: "reply to amy" is to the Amy who wrote, when only one has.
        return MessagesApp.resolution(for: person, preferring: app.senders)
    }

    func perform(in app: MessagesApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        guard let recipient else { throw .message("Sorry, who do you want to reply to?") }
        app.send(content, to: [recipient])
        return [:]
    }
}
