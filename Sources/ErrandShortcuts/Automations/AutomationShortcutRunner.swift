import ErrandCatalog
import ErrandConversation
import Foundation

/// Runs an automation's shortcut with the shortcut runner — the same runner, and so the same
/// conversation, as a shortcut started by a phrase or a tap.
///
/// A run that asks a question (a confirmation of an order, a value marked Ask Each Time) gets
/// its answer from `answers`: the person at a terminal, a notification's reply, or a script in
/// a test. With no answer the run stops there, and nothing that needed the answer is done —
/// the guidelines never let an automation confirm an order on the person's behalf.
public struct AutomationShortcutRunner: ShortcutRunning {
    /// The runner every run starts from; `person` is set per run.
    public var runner: ShortcutRunner
    public var answers: any AutomationAnswering
    /// How the person is reached: a screen, or voice alone (a car, headphones).
    public var modality: Modality

    public init(
        runner: ShortcutRunner, answers: any AutomationAnswering = NoAutomationAnswers(), modality: Modality = .screen
    ) {
        self.runner = runner
        self.answers = answers
        self.modality = modality
    }

    public func runShortcut(id: String, person: String, automation: Automation, context: AutomationRunContext) async
        -> AutomationRunResult
    {
        var runner = runner
        runner.person = person
        let shortcut: Shortcut
        do {
            guard let found = try runner.library.shortcut(id: id, of: person) else {
                return .failed(
                    "the shortcut '\(id)' is no longer in \(person)'s library; remove or edit the automation")
            }
            shortcut = found
        } catch {
            return .failed("\(person)'s shortcuts cannot be read: \(error)")
        }
        let request = RequestContext(
            now: context.runAt, timeZone: context.timeZone, modality: modality,
            sessionID: "automation/\(automation.id)")
        // NB: the run's identifier is the occurrence's, so the idempotency keys of its app
        // steps are the same if the same occurrence were ever run again.
        var (run, turn) = await runner.start(
            shortcut, input: Self.input(context), runID: "automation/\(automation.id)/\(context.occurrence.key)",
            context: request)
        var said = turn.responses
        while turn.outcome == .waiting {
            guard let answer = await answers.answer(turn.responses, shortcut: shortcut, automation: automation) else {
                let question = turn.responses.last.map { Self.told($0, modality: modality) } ?? "a question"
                return .failed("'\(shortcut.name)' stopped at \"\(question)\" with no answer; nothing more was done")
            }
            turn = await runner.respond(to: answer, in: &run, context: request)
            said += turn.responses
        }
        let spoken = said.map { Self.told($0, modality: modality) }.filter { !$0.isEmpty }.joined(separator: " ")
        switch turn.outcome {
        case .finished, .stopped:
            return .completed(spoken.isEmpty ? "ran '\(shortcut.name)'" : spoken)
        case .cancelled:
            return .cancelled(spoken.isEmpty ? "'\(shortcut.name)' was cancelled" : spoken)
        case .failed, .waiting:
            return .failed(spoken.isEmpty ? "'\(shortcut.name)' did not finish" : spoken)
        }
    }

    /// What a response tells the person in the run's report: its speech and, on a screen, the
    /// card's text the short speech leaves to the card ("Your large latte will be $3.25. Ready
    /// to order?"), so a report or a question never drops what an order costs.
    static func told(_ response: AssistantResponse, modality: Modality) -> String {
        guard modality == .screen, let text = response.display?.text, !text.isEmpty, !response.speech.contains(text)
        else { return response.speech }
        return response.speech.isEmpty ? text : text + " " + response.speech
    }

    /// What a shortcut started by an event receives as input: the event's name ("order
    /// ready", "car connected", or the action performed).
    static func input(_ context: AutomationRunContext) -> ShortcutValue {
        switch context.event?.kind {
        case .app(_, let event)?: return .value(.string(event))
        case .device(let name)?: return .value(.string(name))
        case .donation(_, let action)?: return .value(.string(action))
        case nil: return .nothing
        }
    }
}

/// Answers the questions a shortcut run by an automation asks.
public protocol AutomationAnswering: Sendable {
    /// The person's answer to the last of `responses`, or `nil` when there is none.
    func answer(_ responses: [AssistantResponse], shortcut: Shortcut, automation: Automation) async -> String?
}

/// No one to ask: a run that needs an answer stops there.
public struct NoAutomationAnswers: AutomationAnswering {
    public init() {}

    public func answer(_ responses: [AssistantResponse], shortcut: Shortcut, automation: Automation) async -> String? {
        nil
    }
}

/// Answers given in advance, used in order: for tests and scripts.
public final class ScriptedAutomationAnswers: AutomationAnswering, @unchecked Sendable {
    private let lock = NSLock()
    private var remaining: [String]
    private var asked: [String] = []

    public init(_ answers: [String]) {
        remaining = answers
    }

    /// The questions asked so far, as spoken.
    public var questions: [String] { lock.withLock { asked } }

    public func answer(_ responses: [AssistantResponse], shortcut: Shortcut, automation: Automation) async -> String? {
        lock.withLock {
            asked.append(responses.last?.speech ?? "")
            return remaining.isEmpty ? nil : remaining.removeFirst()
        }
    }
}
