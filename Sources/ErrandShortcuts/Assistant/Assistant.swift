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

    public init(runner: ShortcutRunner) {
        self.runner = runner
    }

    /// The conversation engine the assistant and its runs talk through.
    public var engine: ConversationEngine { runner.engine }

    /// The assistant's responses, in order, to what the person says.
    public func respond(
        to text: String, in session: inout AssistantSession, phrases: PersonalPhraseBook, context: RequestContext
    ) async -> [AssistantResponse] {
        if var run = session.run, run.isWaiting {
            let turn = await runner.respond(to: text, in: &run, context: context)
            session.run = run.isWaiting ? run : nil
            return turn.responses
        }
        session.run = nil
        if let phrase = phrases.phrase(matching: text) {
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
                let interpretation = Interpretation(
                    app: app, action: action, parameters: values.mapValues { UnderstoodValue(value: $0, text: "") },
                    confidence: 1, source: .phrase)
                return [await engine.start(interpretation, in: &session.conversation, context: context)]
            }
        }
        return [await engine.respond(to: text, in: &session.conversation, context: context)]
    }

    /// Runs a shortcut the person tapped, or an automation started, up to its first question;
    /// the answers then go through `respond(to:in:phrases:context:)`.
    public func run(
        shortcut: Shortcut, input: ShortcutValue = .nothing, in session: inout AssistantSession,
        context: RequestContext
    ) async -> ShortcutTurn {
        session.conversation.pending = nil
        let (run, turn) = await runner.start(
            shortcut, input: input, runID: session.nextRunID(), context: context)
        session.run = run.isWaiting ? run : nil
        return turn
    }
}
