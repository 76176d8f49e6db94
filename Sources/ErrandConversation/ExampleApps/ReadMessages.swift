import ErrandCatalog
import Foundation

/// Reads out the new messages, all or one person's ("read my messages", "did bob text me"); a
/// message read is not new any more. None is an answer too ("You have no new messages."), not a
/// failure. Adopts the messaging domain's read intent. "how many new messages do i have" counts
/// them as it reads them, and "did amy reply" asks hers: the base build (e5b2c9d) understood
/// neither.
struct ReadMessages: AppAction {
    typealias App = MessagesApp
    static let title = "Read messages"
    static let adopts: String? = "messaging.readMessages"
    static let phrases = [
        "(any|are there any) [new] messages from {sender}", "check my messages", "read [me] my (texts|new texts)",
        "(did|has|have) anyone (text|texted|message|messaged) me", "who (texted|messaged) me",
        "read {sender} 's (message|messages)",
        "has {sender} (replied|answered|written back|gotten back to me)",
        "did {sender} (reply|answer|write back) [yet]",
        "(did|has) {sender} (text|texted|message|messaged|write to|written to) me [back] [yet]",
        "[have i] had any [new] (texts|messages)",
        "how many [new|unread] (messages|texts) (do i have|have i got)",
    ]
    static let dialog = DialogTemplates(success: "{said}")
    static let outputs = [
        OutputDefinition(id: "messages", type: .list(.string)), OutputDefinition(id: "said", type: .string),
    ]

    @Parameter(title: "From", prompt: "From whom?") var sender: Person?

    func resolve(_ parameter: String, in app: MessagesApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "sender", let person = $sender ?? nil else { return nil }
        // NB: "did amy text me" is about the Amy who did, when only one has.
        return MessagesApp.resolution(for: person, preferring: app.newMessageSenders)
    }

    func perform(in app: MessagesApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let found = app.readNew(from: sender)
        let from = sender.map { " from \($0.name)" } ?? ""
        guard !found.isEmpty else {
            return ["messages": .list([]), "said": .string("You have no new messages\(from).")]
        }
        let count = found.count == 1 ? "one new message" : "\(NumberWords.words(found.count)) new messages"
        // NB: the sender is named once: "from Bob Smith: "Running 10 minutes late."".
        guard sender == nil else {
            let quoted = found.map { "\"\($0.text)\"" }.joined(separator: " ")
            return [
                "messages": .list(found.map { .string($0.text) }),
                "said": .string("You have \(count)\(from): \(quoted)"),
            ]
        }
        let read = found.map { "\($0.sender.name) says: \"\($0.text)\"" }
        return [
            "messages": .list(found.map { .string("\($0.sender.name): \($0.text)") }),
            "said": .string("You have \(count). " + read.joined(separator: " ")),
        ]
    }
}
