import ErrandCatalog
import Foundation

/// The example messaging app: sends messages to contacts, asking which Amy when it is unclear,
/// reads out the new messages received, and replies to them.
public final class MessagesApp: SwiftApp, @unchecked Sendable {
    public static let id = "com.example.messages"
    public static let name = "Chatter"
    public static var actions: [any AppAction<MessagesApp>.Type] {
        [
            SendMessage.self, ReadMessages.self, ReadLastMessage.self, ReplyToMessage.self, ShowSentMessage.self,
            MarkMessagesRead.self,
        ]
    }

    /// A message received.
    public struct Received: Sendable, Hashable {
        public var sender: Person
        public var text: String
        public var isNew: Bool

        public init(sender: Person, text: String, isNew: Bool = true) {
            self.sender = sender
            self.text = text
            self.isNew = isNew
        }
    }

    /// The starting inbox: two new messages, from Bob Smith and Amy Chen, and one read.
    public static let sampleInbox: [Received] = [
        Received(sender: ExampleContacts.all[3], text: "Thanks for the flowers!", isNew: false),
        Received(sender: ExampleContacts.all[2], text: "Running 10 minutes late."),
        Received(sender: ExampleContacts.all[1], text: "Lunch tomorrow?"),
    ]

    private let lock = NSLock()
    private var sent: [(to: [Person], text: String)] = []
    private var inbox: [Received]
    private var readOut: [Received] = []

    public init(inbox: [Received] = MessagesApp.sampleInbox) {
        self.inbox = inbox
    }

    /// Who the new messages are from.
    var newMessageSenders: [Person] { lock.withLock { inbox.filter(\.isNew).map(\.sender) } }
    /// Who any message received is from.
    var senders: [Person] { lock.withLock { inbox.map(\.sender) } }
    /// The last message read out, if any: the one a reply answers.
    var lastRead: Received? { lock.withLock { readOut.last } }

    /// The resolution of a person named by the place of a message among those read out last
    /// ("the first one", "the second message", "the last one"): whoever wrote it; refused with
    /// why when none was read, or not so many. `nil` when `words` name no place.
    func sender(placedBy words: String) -> ParameterResolution? {
        let said = AnswerParser.words(words).filter { !Self.messageNouns.contains($0) }.joined(separator: " ")
        guard AnswerParser.saysAPosition(said) else { return nil }
        let read = lock.withLock { readOut }
        guard !read.isEmpty else { return .unsupported(reason: "Sorry, I haven't read you any messages yet.") }
        guard let index = AnswerParser.choice(in: said, names: read.map { [$0.sender.name] }) else {
            let count = read.count == 1 ? "one message" : "\(NumberWords.words(read.count)) messages"
            return .unsupported(reason: "Sorry, I only read you \(count).")
        }
        return .success(.person(read[index].sender))
    }

    /// The nouns a message is pointed at with: "the second message", "the last text".
    private static let messageNouns: Set<String> = ["message", "messages", "text", "texts", "sender"]

    /// The new messages, from `sender` when one is given, oldest first; they are read from then on.
    func readNew(from sender: Person?) -> [Received] {
        lock.withLock {
            let picked = newIndices(from: sender)
            for index in picked { inbox[index].isNew = false }
            if !picked.isEmpty { readOut = picked.map { inbox[$0] } }
            return picked.map { inbox[$0] }
        }
    }

    /// Marks the new messages read without reading them out, from `sender` when one is given;
    /// how many were new. The message last read out stays the one a reply answers.
    func markRead(from sender: Person?) -> Int {
        lock.withLock {
            let picked = newIndices(from: sender)
            for index in picked { inbox[index].isNew = false }
            return picked.count
        }
    }

    /// Where the new messages are in the inbox, from `sender` when one is given; called with the
    /// lock held.
    private func newIndices(from sender: Person?) -> [Int] {
        inbox.indices.filter { inbox[$0].isNew && (sender == nil || inbox[$0].sender.id == sender?.id) }
    }

    /// The last message received, from `sender` when one is given, new or not; it is read from
    /// then on, and a reply answers it.
    func readLast(from sender: Person?) -> Received? {
        lock.withLock {
            guard let index = inbox.lastIndex(where: { sender == nil || $0.sender.id == sender?.id }) else {
                return nil
            }
            inbox[index].isNew = false
            readOut = [inbox[index]]
            return inbox[index]
        }
    }

    /// How a person named for a message is resolved as a contact, where several share the name
    /// ("amy") the one among `writers` when only one of them wrote (or, for a message sent, was
    /// written to).
    static func resolution(for person: Person, preferring writers: [Person]) -> ParameterResolution {
        let resolution = ExampleContacts.resolution(for: person)
        if case .disambiguation(let options) = resolution {
            let wrote = options.filter { option in writers.contains { Value.person($0) == option } }
            if wrote.count == 1 { return .success(wrote[0]) }
        }
        return resolution
    }

    /// Messages sent so far, as "Amy Chen: hi".
    public var sentMessages: [String] {
        lock.withLock { sent.map { $0.to.map(\.name).joined(separator: ", ") + ": " + $0.text } }
    }
    func send(_ text: String, to people: [Person]) { lock.withLock { sent.append((people, text)) } }
    /// Everyone a message was sent to, once each.
    var recipients: [Person] {
        lock.withLock {
            var seen: Set<Person> = []
            return sent.flatMap(\.to).filter { seen.insert($0).inserted }
        }
    }
    /// The text of the last message sent to `person`, alone or with others; `nil` when none was.
    func lastSent(to person: Person) -> String? {
        lock.withLock { sent.last { $0.to.contains(person) }?.text }
    }
}

/// Sends a message; adopts the messaging domain's send intent, with its phrases and dialog.
struct SendMessage: AppAction {
    typealias App = MessagesApp
    static let title = "Send message"
    static let adopts: String? = "messaging.sendMessage"
    static let dialog = DialogTemplates(confirmation: "Send \"{content}\" to {recipients}?", success: "Sent.")
    // NB: "text carol" names only whom to; the message is asked. The phrase that says the message
    // too is the reading wherever both read the words (`TemplateInterpreter.unsaid`).
    static let phrases = ["(message|text) {recipients}"]

    @Parameter(title: "Recipients", prompt: "Who do you want to send it to?") var recipients: [Person]
    @Parameter(title: "Message", prompt: "What do you want to say?") var content: String

    func resolve(_ parameter: String, in app: MessagesApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "recipients", let people = $recipients, !people.isEmpty else { return nil }
        var known: [Person] = []
        var choice: (index: Int, options: [Value])?
        for (index, person) in people.enumerated() {
            switch ExampleContacts.resolution(for: person, besides: people) {
            case .success(.person(let found)): known.append(found)
            case .confirmationRequired(.person(let near), let dialog):
                // A slip in a name ("text bbo hi"): the near contact is asked about, and the list
                // holds it in the name's place.
                var proposed = people
                proposed[index] = near
                return .confirmationRequired(.list(proposed.map(Value.person)), dialog: dialog)
            case .disambiguation(let options):
                known.append(person)
                if choice == nil { choice = (index, options) }
            // NB: a name nobody has is said before any choice is offered: "text amy and bob
            // running late" refuses "bob running" rather than asking which Amy.
            case let refusal: return refusal
            }
        }
        if let choice {
            // Offer whole recipient lists, each with one of the candidates in this place.
            return .choice(in: known.map(Value.person), at: choice.index, among: choice.options)
        }
        return .success(.list(known.map(Value.person)))
    }

    func perform(in app: MessagesApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        app.send(content, to: recipients)
        return [:]
    }
}
