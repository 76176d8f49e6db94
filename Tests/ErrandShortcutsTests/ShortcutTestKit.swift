import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import ErrandShortcuts
import Foundation
import Testing

/// Understanding that reads nothing: shortcut runs read answers with the conversation's
/// answer parser, so most tests need no trained model.
struct NoUnderstanding: RequestUnderstanding {
    func readings(of text: String, context: UnderstandingContext) -> [Interpretation] { [] }
}

/// The example apps with a runner and an assistant around them, at the transcripts' reference
/// time (Tuesday 24 November 2026, 9:00 UTC).
struct ShortcutTestKit {
    let apps: ExampleApps
    let library: InMemoryShortcutLibrary
    let clock = ImmediateShortcutClock()
    let runner: ShortcutRunner
    let assistant: Assistant
    static let person = "ann"
    static let now = TranscriptReplayer.defaultNow
    static let utc = TimeZone(identifier: "UTC") ?? .current

    init(
        apps: ExampleApps = ExampleApps(), shortcuts: [Shortcut] = [], limits: ShortcutLimits = ShortcutLimits(),
        understanding: any RequestUnderstanding = NoUnderstanding()
    ) {
        self.apps = apps
        library = InMemoryShortcutLibrary(shortcuts, of: Self.person)
        let engine = ConversationEngine(
            catalog: ExampleApps.catalog, handlers: apps.handlers, understanding: understanding)
        runner = ShortcutRunner(engine: engine, library: library, person: Self.person, limits: limits, clock: clock)
        assistant = Assistant(runner: runner)
    }

    /// The example apps' understander, trained once for the whole test run.
    static let exampleUnderstander: Understander? = ExampleApps.understander

    /// The example apps' understander, failing the test if it could not be trained.
    static func exampleUnderstanding() throws -> Understander {
        try #require(exampleUnderstander, "the example apps' phrases must compile and train")
    }

    static func context(_ modality: Modality = .voiceOnly) -> RequestContext {
        RequestContext(now: now, timeZone: utc, modality: modality, sessionID: "test")
    }

    /// Runs `steps` as a shortcut with no questions expected; the turn it ends with.
    func run(_ steps: [ShortcutStep], input: ShortcutValue = .nothing, modality: Modality = .voiceOnly) async
        -> ShortcutTurn
    {
        await runner.start(
            Shortcut(id: "t", name: "Test", steps: steps), input: input, context: Self.context(modality)
        ).turn
    }

    /// The result of a run that must finish.
    func result(_ steps: [ShortcutStep], input: ShortcutValue = .nothing) async throws -> ShortcutValue {
        let turn = await run(steps, input: input)
        guard case .finished(let value) = turn.outcome else {
            Issue.record("the run did not finish: \(turn.outcome) \(turn.speech)")
            throw Unfinished()
        }
        return value
    }

    /// The error of a run that must fail.
    func failure(_ steps: [ShortcutStep]) async throws -> ShortcutRunError {
        let turn = await run(steps)
        guard case .failed(let error) = turn.outcome else {
            Issue.record("the run did not fail: \(turn.outcome)")
            throw Unfinished()
        }
        return error
    }

    struct Unfinished: Error {}
}

extension ShortcutValue {
    static func text(_ text: String) -> ShortcutValue { .value(.string(text)) }
    static func integer(_ number: Int) -> ShortcutValue { .value(.integer(number)) }
}
