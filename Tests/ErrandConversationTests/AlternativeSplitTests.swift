import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

/// Two adjacent wildcards ("text {recipients} {content}") divided where the app takes them:
/// when the app refuses the first value, the other splits understanding found are resolved in
/// order, and the first the app does not refuse goes on; a value it takes is never divided
/// otherwise.
struct AlternativeSplitTests {
    /// A messaging app that knows the recipients in `answers` and refuses everyone else, and
    /// records who it was asked about.
    final class Contacts: ActionHandler, @unchecked Sendable {
        let answers: [String: ParameterResolution]
        let fails: Set<String>
        private let lock = NSLock()
        private var names: [String] = []

        init(_ answers: [String: ParameterResolution], failingFor fails: Set<String> = []) {
            self.answers = answers
            self.fails = fails
        }

        /// The recipients resolve was asked about, in order.
        var asked: [String] { lock.withLock { names } }

        func resolve(_ request: ActionRequest) async throws(HandlerFailure) -> [String: ParameterResolution] {
            guard case .list(let people)? = request.values["recipients"], case .person(let person)? = people.first
            else { return ["recipients": .needsValue()] }
            lock.withLock { names.append(person.name) }
            if fails.contains(person.name) { throw HandlerFailure() }
            return ["recipients": answers[person.name] ?? .unsupported(reason: "Sorry, \(person.name) isn't here.")]
        }

        func confirm(_ request: ActionRequest) async throws(HandlerFailure) -> [String: Value] { [:] }

        func handle(_ request: ActionRequest, idempotencyKey: String) async throws(HandlerFailure) -> [String: Value] {
            [:]
        }
    }

    static let bob = ParameterResolution.success(.list([.person(Person(name: "Bob Smith", id: "c3"))]))
    static let amyLee = ParameterResolution.success(.list([.person(Person(name: "Amy Lee", id: "c1"))]))
    static let amyChen = ParameterResolution.success(.list([.person(Person(name: "Amy Chen", id: "c2"))]))
    static let amys = ParameterResolution.disambiguation([
        .list([.person(Person(name: "Amy Lee", id: "c1"))]), .list([.person(Person(name: "Amy Chen", id: "c2"))]),
    ])

    static func value(_ name: String, _ text: String) -> UnderstoodValue {
        UnderstoodValue(value: name == "recipients" ? .list([.person(Person(name: text))]) : .string(text), text: text)
    }

    /// "text <words>" read with the recipients before `at` words, carrying every other split
    /// nearest first, as understanding gives it.
    static func interpretation(_ words: [String], recipientWords: Int) -> Interpretation {
        func split(_ count: Int) -> [String: UnderstoodValue] {
            [
                "recipients": value("recipients", words.prefix(count).joined(separator: " ")),
                "content": value("content", words.dropFirst(count).joined(separator: " ")),
            ]
        }
        let others = (1..<words.count).filter { $0 != recipientWords }
            .sorted { (abs($0 - recipientWords), $0) < (abs($1 - recipientWords), $1) }
        return Interpretation(
            app: MessagesApp.id, action: "SendMessage", parameters: split(recipientWords), confidence: 0.9,
            source: .template,
            alternativeSplits: others.prefix(AlternativeSplit.limit).map {
                AlternativeSplit(leading: "recipients", trailing: "content", parameters: split($0))
            })
    }

    /// An engine whose messaging app is `handler`.
    static func engine(_ handler: Contacts) -> ConversationEngine {
        ConversationEngine(
            catalog: ExampleApps.catalog, handlers: HandlerRegistry([MessagesApp.id: handler]),
            understanding: StubUnderstanding())
    }

    static let context = RequestContext(
        now: TranscriptReplayer.defaultNow, timeZone: .current, modality: .voiceOnly, sessionID: "s")

    static func start(_ interpretation: Interpretation, with handler: Contacts) async -> (
        AssistantResponse, PendingRequest?
    ) {
        var session = ConversationSession(id: "s")
        let turn = await engine(handler).start(interpretation, in: &session, context: context)
        return (turn, session.pending)
    }

    struct StubUnderstanding: RequestUnderstanding {
        func readings(of text: String, context: UnderstandingContext) -> [Interpretation] { [] }
    }

    @Test func aRefusedNameIsShortenedToOneTheAppKnows() async {
        let contacts = Contacts(["bob": Self.bob])
        let (turn, pending) = await Self.start(
            Self.interpretation(["bob", "running", "late"], recipientWords: 2), with: contacts)
        #expect(turn.speech == "Send \"running late\" to Bob Smith?")
        #expect(pending?.values["content"] == .string("running late"))
        // Once for the reading understood, once for the split taken, whose results go on.
        #expect(contacts.asked == ["bob running", "bob"])
    }

    @Test func aNameTheAppKnowsIsNeverShortened() async {
        let contacts = Contacts(["bob": Self.bob, "bob smith": Self.bob])
        let (turn, _) = await Self.start(
            Self.interpretation(["bob", "smith", "running", "late"], recipientWords: 2), with: contacts)
        #expect(turn.speech == "Send \"running late\" to Bob Smith?")
        #expect(contacts.asked == ["bob smith"])
    }

    @Test func aChoiceOfNamesIsNotASplitToMove() async {
        let contacts = Contacts(["Amy": Self.amys, "Amy lee": Self.amyLee])
        let (turn, _) = await Self.start(
            Self.interpretation(["Amy", "lee", "on", "my", "way"], recipientWords: 1), with: contacts)
        #expect(turn.speech == "Which Amy? Amy Lee or Amy Chen?")
        #expect(contacts.asked == ["Amy"])
    }

    /// A name the app offers a choice for is lengthened only, and only to one it knows
    /// without asking: "text amy chen" is Amy Chen, and the message is asked.
    @Test(arguments: [("chen", true), ("on", false)])
    func aChoiceIsLengthenedOnlyToANameTheAppKnows(next: String, known: Bool) async {
        let contacts = Contacts(["amy": Self.amys, "amy chen": Self.amyChen])
        var understood = Self.interpretation(["amy", next], recipientWords: 1)
        understood.alternativeSplits = [
            AlternativeSplit(
                leading: "recipients", trailing: "content",
                parameters: ["recipients": Self.value("recipients", "amy \(next)")], lengthensLeading: true)
        ]
        let (turn, pending) = await Self.start(understood, with: contacts)
        #expect(turn.speech == (known ? "What do you want to say?" : "Which Amy? Amy Lee or Amy Chen?"))
        #expect((pending?.values["content"] == nil) == known)
        #expect(contacts.asked == ["amy", "amy \(next)"])
    }

    @Test func theNearestSplitTheAppTakesWins() async {
        let contacts = Contacts(["amy": Self.amys, "amy lee": Self.amyLee])
        let (turn, pending) = await Self.start(
            Self.interpretation(["amy", "lee", "on", "my", "way"], recipientWords: 4), with: contacts)
        #expect(turn.speech == "Send \"on my way\" to Amy Lee?")
        #expect(pending?.values["content"] == .string("on my way"))
        #expect(contacts.asked == ["amy lee on my", "amy lee on", "amy lee"])
    }

    /// A name is a few words and a message many: when the app knows no division's name, the
    /// shortest name tried is the one refused, and the words after it stay the message.
    @Test func aNameNobodyHasIsTheShortestTriedAndTheRestStaysTheMessage() async {
        let contacts = Contacts([:])
        let (turn, pending) = await Self.start(
            Self.interpretation(
                "zed i will be there in ten minutes".split(separator: " ").map(String.init),
                recipientWords: 7), with: contacts)
        #expect(turn.speech == "Sorry, zed i will isn't here. Who do you want to send it to?")
        #expect(pending?.values["content"] == .string("be there in ten minutes"))
        #expect(contacts.asked.count == 1 + AlternativeSplit.limit)
    }

    @Test func aSplitWhoseResolveFailsIsPassedOver() async {
        let contacts = Contacts(["bob": Self.bob], failingFor: ["bob running"])
        let (turn, _) = await Self.start(
            Self.interpretation(["bob", "running", "late", "again"], recipientWords: 3), with: contacts)
        #expect(turn.speech == "Send \"running late again\" to Bob Smith?")
        #expect(contacts.asked == ["bob running late", "bob running", "bob"])
    }

    /// Only the request as understood is divided again: an answer to the app's question is
    /// the person's own choice of recipient.
    @Test func anAnswerIsNotDividedAgain() async throws {
        let contacts = Contacts(["bob": Self.bob])
        let engine = Self.engine(contacts)
        let context = Self.context
        var session = ConversationSession(id: "s")
        var understood = Self.interpretation(["zed", "hi"], recipientWords: 1)
        understood.alternativeSplits = []
        _ = await engine.start(understood, in: &session, context: context)
        let turn = await engine.respond(to: "bob running", in: &session, context: context)
        #expect(turn.speech.hasPrefix("Sorry, Bob Running isn't here."))
        #expect(contacts.asked == ["zed", "Bob Running"])
    }
}
