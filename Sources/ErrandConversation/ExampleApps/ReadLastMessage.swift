import ErrandCatalog
import Foundation

/// Reads out the last message received, new or already read, or one person's last: "read my
/// last message", "what was the last text from bob". Reading the new ones says nothing when all
/// were read, and "read my last message" was not understood. A reply then answers it.
struct ReadLastMessage: AppAction {
    typealias App = MessagesApp
    static let title = "Read last message"
    static let category = ActionCategory.information
    static let phrases = [
        "read [me] [my|the] (last|latest|most recent) (message|text) [from {sender}]",
        "(what was|what's|what is) (my|the) (last|latest|most recent) (message|text) [from {sender}]",
        "what did (my|the) (last|latest) (message|text) say", "read [me] {sender} 's (last|latest) (message|text)",
        "what did {sender} (say|write|text me|send me)",
        // NB: "what's the last thing amy said" was about someone called "Amy Said".
        "(what's|what is|what was) the last thing {sender} (said|wrote|sent me|texted me)",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Read the last message from {sender}")
    static let dialog = DialogTemplates(success: "{said}")
    static let outputs = [
        OutputDefinition(id: "message", type: .string), OutputDefinition(id: "said", type: .string),
    ]

    @Parameter(title: "From", prompt: "From whom?") var sender: Person?

    func resolve(_ parameter: String, in app: MessagesApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "sender", let person = $sender ?? nil else { return nil }
        return MessagesApp.resolution(for: person, preferring: app.senders)
    }

    func perform(in app: MessagesApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        guard let last = app.readLast(from: sender) else {
            let from = sender.map { " from \($0.name)" } ?? ""
            return ["message": .string(""), "said": .string("You have no messages\(from).")]
        }
        return [
            "message": .string(last.text),
            "said": .string("\(last.sender.name) wrote: \"\(last.text)\""),
        ]
    }
}
