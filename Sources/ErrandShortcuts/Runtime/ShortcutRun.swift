import ErrandCatalog
import ErrandConversation
import Foundation

/// One run of a shortcut, as a value: where it is, what each step gave, its variables, the
/// shortcuts it is running inside (Run shortcut), and the question it waits on, if any.
///
/// A run stops at every question and resumes with `ShortcutRunner.respond(to:in:context:)`;
/// a server stores it between turns like a `ConversationSession`.
public struct ShortcutRun: Sendable, Hashable {
    /// The run's identifier; the idempotency keys of its app steps are made from it.
    public let id: String
    /// The shortcuts being run, outermost first: a Run shortcut step adds one.
    var frames: [Frame]
    /// The conversation app steps go through; its pending request is the app step in progress.
    public internal(set) var conversation: ConversationSession
    /// The question the run waits on.
    var waiting: WaitingQuestion?
    /// Steps executed so far, across loops and called shortcuts.
    public internal(set) var stepsExecuted: Int
    /// How the run stands.
    public internal(set) var outcome: ShortcutOutcome

    init(id: String, program: ShortcutProgram, input: ShortcutValue) {
        self.id = id
        frames = [Frame(program: program, input: input, caller: nil)]
        conversation = ConversationSession(id: id)
        waiting = nil
        stepsExecuted = 0
        outcome = .waiting
    }

    /// Whether the run waits for the person's answer.
    public var isWaiting: Bool { waiting != nil }

    /// The name of the shortcut the run started (the outermost, not one it runs inside).
    public var shortcutName: String { frames.first?.program.shortcutName ?? "" }

    /// The output of a step of the shortcut being run (the innermost), if it has run.
    public func output(of step: String) -> ShortcutValue? {
        frames.last?.outputs[step]?.value
    }

    /// A variable of the shortcut being run (the innermost), if set.
    public func variable(_ name: String) -> ShortcutValue? {
        frames.last?.variables[name]
    }

    /// One shortcut being run: its program, program counter and values.
    struct Frame: Sendable, Hashable {
        var program: ShortcutProgram
        var pc = 0
        var input: ShortcutValue
        var variables: [String: ShortcutValue] = [:]
        var outputs: [String: StepOutput] = [:]
        /// The output of the step run last: the automatic input of the next.
        var previous: ShortcutValue = .nothing
        var loops: [Loop] = []
        /// The title chosen at each Choose from menu step.
        var menuChoices: [String: String] = [:]
        /// The Run shortcut step of the calling frame that receives this frame's result.
        var caller: String?

        init(program: ShortcutProgram, input: ShortcutValue, caller: String?) {
            self.program = program
            self.input = input
            self.caller = caller
        }
    }

    /// A Repeat or Repeat with each in progress.
    struct Loop: Sendable, Hashable {
        var step: String
        /// The items of Repeat with each; `nil` for Repeat.
        var items: [ShortcutValue]?
        var count: Int
        /// The 0-based iteration running.
        var index: Int
        /// The last output of each finished iteration.
        var results: [ShortcutValue]
        /// `repeatItem` and `repeatIndex` as they were before the loop, restored after it.
        var savedItem: ShortcutValue?
        var savedIndex: ShortcutValue?
    }
}

/// What a step gave: its value, and for an app step its outputs by name.
struct StepOutput: Sendable, Hashable {
    var value: ShortcutValue
    var named: [String: ShortcutValue] = [:]
}

/// The question a run waits on.
enum WaitingQuestion: Sendable, Hashable {
    /// An app step's follow-up question, disambiguation or confirmation.
    case appStep(step: String)
    /// Ask for input.
    case input(step: String, prompt: String, type: String, defaultAnswer: ShortcutValue)
    /// Choose from menu.
    case menu(step: String, prompt: String, titles: [String], targets: [Int])
}

/// How a run stands after a turn.
public enum ShortcutOutcome: Sendable, Hashable {
    /// Waiting for the person's answer to the last response.
    case waiting
    /// Every step ran; the shortcut's result (the last step's output).
    case finished(ShortcutValue)
    /// A Stop step ended it, with its result.
    case stopped(ShortcutValue)
    /// A step failed; the run stopped there.
    case failed(ShortcutRunError)
    /// The person cancelled it.
    case cancelled

    /// Whether the run is over.
    public var isFinal: Bool { self != .waiting }
}

/// What the person hears and sees for one turn of a run, in order — each Show result, each
/// app step's response, and the question or last word — and how the run stands after it.
public struct ShortcutTurn: Sendable, Hashable {
    public var responses: [AssistantResponse]
    public var outcome: ShortcutOutcome

    public init(responses: [AssistantResponse], outcome: ShortcutOutcome) {
        self.responses = responses
        self.outcome = outcome
    }

    /// The speech of every response, in order.
    public var speech: [String] { responses.map(\.speech) }
}
