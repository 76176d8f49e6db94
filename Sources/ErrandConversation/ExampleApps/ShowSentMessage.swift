import ErrandCatalog
import Foundation

/// Says the last message sent to someone: "did i text amy", "what did i send bob". "did i text
/// amy" was not understood, and with a slip in it was read as Amy's messages to the person.
/// Where several contacts share the name, the one written to is meant when only one was.
struct ShowSentMessage: AppAction {
    typealias App = MessagesApp
    static let title = "Show sent message"
    static let category = ActionCategory.information
    static let phrases = [
        "(did|have) i (text|texted|message|messaged|write to|written to|reply to|replied to) {recipient} [back] [yet]",
        "what did i (text|send|write to|say to) {recipient}",
        "(what was|what's|what is|read me|show me) my last (message|text) to {recipient}",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show the last message sent to {recipient}")
    static let dialog = DialogTemplates(success: "{said}")
    static let outputs = [
        OutputDefinition(id: "message", type: .string), OutputDefinition(id: "said", type: .string),
    ]

    @Parameter(title: "To", prompt: "To whom?") var recipient: Person

    func resolve(_ parameter: String, in app: MessagesApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "recipient", let person = $recipient else { return nil }
        return MessagesApp.resolution(for: person, preferring: app.recipients)
    }

    func perform(in app: MessagesApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        guard let text = app.lastSent(to: recipient) else {
            return ["message": .string(""), "said": .string("You haven't sent \(recipient.name) a message.")]
        }
        return ["message": .string(text), "said": .string("Your last message to \(recipient.name) was \"\(text)\".")]
    }
}
