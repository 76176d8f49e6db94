import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import Foundation

/// The front door: what a person says goes first to their own phrases (said verbatim, they run
/// a shortcut or one action with fixed values), and otherwise to the conversation engine.
/// While a shortcut run waits for an answer, the answer goes to the run.
///
/// ```swift
/// let assistant = Assistant(runner: runner)
/// var session = AssistantSession(id: "s1")
/// let responses = await assistant.respond(to: "archive old tasks", in: &session, phrases: phrases, context: context)
/// ```
public struct Assistant: Sendable {
    public var runner: ShortcutRunner
    /// Where "save that as coffee time" keeps the person's phrase; `nil` when phrases cannot be
    /// kept here (no person is known).
    public var phraseKeeper: PersonPhrases?

    public init(runner: ShortcutRunner, phraseKeeper: PersonPhrases? = nil) {
        self.runner = runner
        self.phraseKeeper = phraseKeeper
    }

    /// The conversation engine the assistant and its runs talk through.
    public var engine: ConversationEngine { runner.engine }

    /// The assistant's responses, in order, to what the person says.
    ///
    /// Several requests said together ("play some jazz and text amy I'm on my way") are taken
    /// one after another: each starts once nothing waits for an answer to the one before it,
    /// whether that one was done, refused or declined. Calling the exchange off ("cancel") calls
    /// off those still waiting too. Asked to ("say that again"), the last turn's responses are
    /// given again, whatever they asked still open.
    public func respond(
        to text: String, in session: inout AssistantSession, phrases: PersonalPhraseBook, context: RequestContext
    ) async -> [AssistantResponse] {
        if ConversationEngine.asksToRepeat(text), phrases.phrase(matching: text) == nil {
            return session.lastResponses.isEmpty
                ? [AssistantResponse(kind: .notUnderstood, speech: "I haven't said anything yet.")]
                : session.lastResponses
        }
        let responses = await responding(to: text, in: &session, phrases: phrases, context: context)
        session.lastResponses = responses
        return responses
    }

    /// The responses to `text`, other than a repeat.
    private func responding(
        to text: String, in session: inout AssistantSession, phrases: PersonalPhraseBook, context: RequestContext
    ) async -> [AssistantResponse] {
        var responses: [AssistantResponse]
        if session.isWaiting {
            if AnswerParser.isCancel(text) { session.queued = [] }
            // NB: "and a mocha" at a latte's confirmation is the next request, not a change.
            if session.run == nil,
                let another = engine.anotherRequest(in: text, session: session.conversation, context: context)
            {
                session.queued.append(.said(another.request))
                return [another.response]
            }
            // NB: "and on monday", at an event's confirmation, is the event on Monday too, and "and
            // bob too", at a payment's, the payment to Bob too.
            if session.run == nil,
                let another = engine.theSameAgain(in: text, session: session.conversation, context: context)
            {
                session.queued.append(.reading(another.reading))
                return [another.response]
            }
            // NB: "make one of them small", of two lattes, is one of each, one after the other, and
            // so is "one large and one small".
            if session.run == nil,
                let split = await engine.splittingOneOff(text, in: &session.conversation, context: context)
            {
                session.queued.insert(contentsOf: split.readings.map(QueuedRequest.reading), at: 0)
                return [split.response]
            }
            // NB: "both", to a choice between values said with "or", is a request for each.
            if session.run == nil,
                let each = engine.requestsForEveryOption(
                    answering: text, session: session.conversation, context: context),
                let first = each.first
            {
                session.conversation.pending = nil
                session.queued = each.dropFirst().map(QueuedRequest.said) + session.queued
                responses = await respond(toOne: first, in: &session, phrases: phrases, context: context)
            } else {
                responses = await respond(toOne: text, in: &session, phrases: phrases, context: context)
            }
        } else {
            var requests = engine.requests(in: text, context: context) { phrases.phrase(matching: $0) != nil }
            let first = requests.removeFirst()
            session.queued = requests.map(QueuedRequest.said)
            responses = await respond(toOne: first, in: &session, phrases: phrases, context: context)
        }
        while !session.isWaiting, !session.queued.isEmpty {
            switch session.queued.removeFirst() {
            case .said(let next):
                responses += await respond(toOne: next, in: &session, phrases: phrases, context: context)
            case .reading(let next):
                session.run = nil
                session.lastShortcut = nil
                responses.append(await engine.start(next, in: &session.conversation, context: context))
            }
        }
        return responses
    }

    /// The responses to one request or answer.
    private func respond(
        toOne text: String, in session: inout AssistantSession, phrases: PersonalPhraseBook, context: RequestContext
    ) async -> [AssistantResponse] {
        if var run = session.run, run.isWaiting {
            let turn = await runner.respond(to: text, in: &run, context: context)
            // NB: a run called off was not done: "same again" after it runs nothing, as after an
            // action called off.
            if turn.outcome == .cancelled { session.lastShortcut = nil }
            // NB: words that answer nothing but are one of the person's phrases or shortcut
            // names ask for that instead, and the run is dropped, as a request is when another
            // is said mid-question.
            let unread = turn.responses.count == 1 && turn.responses[0].kind == .notUnderstood
            guard unread, phrases.phrase(matching: text) != nil else {
                session.run = run.isWaiting ? run : nil
                return turn.responses
            }
        }
        session.run = nil
        // NB: "yes please", to a question, answers it, whatever phrase the person kept before
        // such phrases were refused.
        let answersYesOrNo = session.conversation.pending != nil && AnswerParser.yesOrNo(text) != nil
        if !answersYesOrNo, let phrase = phrases.phrase(matching: text) {
            switch phrase.target {
            case .shortcut(let id):
                let found: Shortcut?
                do {
                    found = try runner.library.shortcut(id: id, of: runner.person)
                } catch {
                    return [AssistantResponse(kind: .failure, speech: "Sorry, your shortcuts can't be read right now.")]
                }
                guard let shortcut = found else {
                    return [
                        AssistantResponse(
                            kind: .failure,
                            speech: "Sorry, the shortcut for \"\(phrase.phrase)\" isn't in your library any more.")
                    ]
                }
                return await run(shortcut: shortcut, in: &session, context: context).responses
            case .action(let app, let action, let values):
                session.lastShortcut = nil
                let interpretation = Interpretation.of(app: app, action: action, values: values, source: .phrase)
                return [await engine.start(interpretation, in: &session.conversation, context: context)]
            }
        }
        // NB: with a question open, these words are its answer ("save that as draft" a message).
        let waiting = session.conversation.pending != nil
        if !waiting {
            if let saved = savingPhrase(text, in: &session) { return [saved] }
            if let removed = removingPhrase(text, in: &session, phrases: phrases) { return [removed] }
            if let listed = Self.listingSayings(text, phrases: phrases) { return [listed] }
            if ConversationEngine.asksToDoAgain(text), session.conversation.lastDone == nil,
                let shortcut = session.lastShortcut
            {
                return await run(shortcut: shortcut, in: &session, context: context).responses
            }
        }
        // NB: "run evening", when two of the person's shortcuts are called Evening, runs neither.
        if !waiting, let shared = phrases.sharedName(in: text) { return [Self.sharedNameResponse(shared)] }
        let done = session.conversation.lastDone
        var response = await engine.respond(to: text, in: &session.conversation, context: context)
        if session.conversation.lastDone != done { session.lastShortcut = nil }
        // NB: "run my heading out shortcut" asks for a shortcut the person has none of by that name.
        if !waiting, response.kind == .notUnderstood, let shared = phrases.sharedName(in: text, orSaidAlone: true) {
            response = Self.sharedNameResponse(shared)
        } else if !waiting, response.kind == .notUnderstood,
            let name = ShortcutRunRequest.nameOfAShortcut(in: Tokenizer.normalized(text))
        {
            response = AssistantResponse(
                kind: .notUnderstood,
                speech: "You have no shortcut called \"\(name)\". Say \"what are my shortcuts\" to hear them.")
        }
        if !waiting, ConversationEngine.asksForHelp(text), let sayings = Self.helpWithSayings(phrases) {
            return [response, sayings]
        }
        return [response]
    }

    /// Runs a shortcut the person tapped, or an automation started, up to its first question;
    /// the answers then go through `respond(to:in:phrases:context:)`.
    public func run(
        shortcut: Shortcut, input: ShortcutValue = .nothing, in session: inout AssistantSession,
        context: RequestContext
    ) async -> ShortcutTurn {
        session.conversation.pending = nil
        session.conversation.lastDone = nil
        session.lastShortcut = shortcut
        let (run, turn) = await runner.start(
            shortcut, input: input, runID: session.nextRunID(), context: context)
        session.run = run.isWaiting ? run : nil
        return turn
    }
}
