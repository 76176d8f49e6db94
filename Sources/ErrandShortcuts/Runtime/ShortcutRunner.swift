import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import Foundation

/// Runs shortcuts step by step: built-in steps here, app steps through the conversation
/// engine (so a missing value, an Ask Each Time parameter, a disambiguation or a confirmation
/// is asked exactly as in a conversation), stopping at each question and resuming with the
/// answer.
///
/// ```swift
/// let runner = ShortcutRunner(engine: engine, library: library, person: "ann")
/// var (run, turn) = await runner.start(shortcut, context: context)
/// while turn.outcome == .waiting {
///     turn = await runner.respond(to: readLine() ?? "", in: &run, context: context)
/// }
/// ```
public struct ShortcutRunner: Sendable {
    public var engine: ConversationEngine
    public var library: any ShortcutLibrary
    /// Whose shortcuts Run shortcut looks up.
    public var person: String
    public var limits: ShortcutLimits
    /// What Wait waits on.
    public var clock: any ShortcutClock

    public init(
        engine: ConversationEngine, library: any ShortcutLibrary, person: String,
        limits: ShortcutLimits = ShortcutLimits(), clock: any ShortcutClock = SystemShortcutClock()
    ) {
        self.engine = engine
        self.library = library
        self.person = person
        self.limits = limits
        self.clock = clock
    }

    /// Starts running `shortcut` with `input`, up to its first question or its end.
    ///
    /// `runID` names the run (idempotency keys of its app steps derive from it); by default a
    /// fresh identifier, so two runs never share a key.
    public func start(
        _ shortcut: Shortcut, input: ShortcutValue = .nothing, runID: String? = nil, context: RequestContext
    ) async -> (run: ShortcutRun, turn: ShortcutTurn) {
        let id = runID ?? "\(context.sessionID)/\(shortcut.id)/\(UUID().uuidString)"
        let program: ShortcutProgram
        do throws(ShortcutRunError) {
            program = try ShortcutProgram(shortcut)
            try validateAppSteps(of: shortcut)
            try validateRunShortcutTargets(of: shortcut)
        } catch {
            var run = ShortcutRun(id: id, program: ShortcutProgram(emptyFor: shortcut), input: input)
            let turn = fail(&run, error, responses: [], context: context)
            return (run, turn)
        }
        let typed: ShortcutValue
        do {
            typed = try Self.input(input, of: shortcut, context: context)
        } catch {
            var run = ShortcutRun(id: id, program: program, input: input)
            return (run, fail(&run, error, responses: [], context: context))
        }
        var run = ShortcutRun(id: id, program: program, input: typed)
        var responses: [AssistantResponse] = []
        let turn = await drive(&run, responses: &responses, context: context)
        return (run, turn)
    }

    /// Reads the person's answer to the question the run waits on, and runs on to the next
    /// question or the end. Cancel words ("cancel", "never mind") cancel the whole run.
    public func respond(to text: String, in run: inout ShortcutRun, context: RequestContext) async -> ShortcutTurn {
        guard let waiting = run.waiting else {
            return ShortcutTurn(responses: [], outcome: run.outcome)
        }
        if AnswerParser.isCancel(text) {
            run.waiting = nil
            run.conversation.pending = nil
            run.outcome = .cancelled
            return ShortcutTurn(
                responses: [AssistantResponse(kind: .cancelled, speech: "OK, cancelled.")], outcome: .cancelled)
        }
        var responses: [AssistantResponse] = []
        do throws(ShortcutRunError) {
            switch waiting {
            case .appStep(let step):
                if let outcome = try await answerAppStep(
                    step, text: text, in: &run, responses: &responses, context: context)
                {
                    return ShortcutTurn(responses: responses, outcome: outcome)
                }
            case .input(let step, let prompt, let type, let defaultAnswer):
                guard
                    answerInput(
                        step, prompt: prompt, type: type, defaultAnswer: defaultAnswer, text: text, in: &run,
                        responses: &responses, context: context)
                else { return ShortcutTurn(responses: responses, outcome: run.outcome) }
            case .menu(let step, let prompt, let titles, let targets):
                guard
                    answerMenu(
                        step, prompt: prompt, titles: titles, targets: targets, text: text, in: &run,
                        responses: &responses, context: context)
                else { return ShortcutTurn(responses: responses, outcome: run.outcome) }
            }
        } catch {
            return fail(&run, error, responses: responses, context: context)
        }
        return await drive(&run, responses: &responses, context: context)
    }

    // MARK: The loop

    /// What executing one instruction did.
    enum Effect {
        /// Go on with the next instruction (the program counter is already set).
        case proceed
        /// A question was asked; the run waits.
        case wait
        /// A Stop step ended the innermost shortcut with this result.
        case stop(ShortcutValue)
        /// The app step's response ended the run (failure spoken, or cancelled).
        case end(ShortcutOutcome)
    }

    /// Runs instructions until a question, the end, a failure or a limit.
    func drive(_ run: inout ShortcutRun, responses: inout [AssistantResponse], context: RequestContext) async
        -> ShortcutTurn
    {
        while true {
            let top = run.frames.count - 1
            guard top >= 0 else { return finish(&run, .finished(.nothing), responses: responses) }
            // NB: read the frame in a scope of its own, so no copy of it outlives the read and
            // the instruction's writes to the frame never copy its dictionaries.
            let next: (instruction: ShortcutProgram.Instruction, name: String)?
            let result: ShortcutValue
            do {
                let frame = run.frames[top]
                next =
                    frame.pc < frame.program.instructions.count
                    ? (frame.program.instructions[frame.pc], frame.program.shortcutName) : nil
                result = next == nil ? frame.previous : .nothing
            }
            guard let (instruction, shortcutName) = next else {
                if let outcome = returnFromFrame(&run, result: result, stopped: false) {
                    return finish(&run, outcome, responses: responses)
                }
                continue
            }
            run.stepsExecuted += 1
            if run.stepsExecuted > limits.maximumStepsPerRun {
                // NB: the loops running say where the steps went; innermost first.
                let loops = run.frames[top].loops.reversed().map { "'\($0.step)'" }
                let inside = loops.isEmpty ? "" : ", in Repeat " + loops.joined(separator: " inside ")
                let error = ShortcutRunError(
                    shortcut: shortcutName, step: run.frames[top].loops.last?.step,
                    message: "the run went past \(limits.maximumStepsPerRun) steps\(inside), and was stopped; "
                        + "lower its Repeat counts or take steps out of its loops")
                return fail(&run, error, responses: responses, context: context)
            }
            do throws(ShortcutRunError) {
                let effect = try await execute(instruction, in: &run, responses: &responses, context: context)
                switch effect {
                case .proceed: continue
                case .wait:
                    run.outcome = .waiting
                    return ShortcutTurn(responses: responses, outcome: .waiting)
                case .stop(let result):
                    if let outcome = returnFromFrame(&run, result: result, stopped: true) {
                        return finish(&run, outcome, responses: responses)
                    }
                case .end(let outcome):
                    return finish(&run, outcome, responses: responses)
                }
            } catch {
                return fail(&run, error.placed(in: shortcutName), responses: responses, context: context)
            }
        }
    }

    /// Pops the innermost shortcut; gives its result to the caller's Run shortcut step, or
    /// returns the run's outcome when it was the outermost.
    func returnFromFrame(_ run: inout ShortcutRun, result: ShortcutValue, stopped: Bool) -> ShortcutOutcome? {
        let finished = run.frames.removeLast()
        guard let caller = finished.caller, !run.frames.isEmpty else {
            return stopped ? .stopped(result) : .finished(result)
        }
        let top = run.frames.count - 1
        run.frames[top].outputs[caller] = StepOutput(value: result)
        run.frames[top].previous = result
        run.frames[top].pc += 1
        return nil
    }

    func finish(_ run: inout ShortcutRun, _ outcome: ShortcutOutcome, responses: [AssistantResponse]) -> ShortcutTurn {
        run.waiting = nil
        run.outcome = outcome
        return ShortcutTurn(responses: responses, outcome: outcome)
    }

    /// Ends the run with `error`, spoken as its last response.
    func fail(
        _ run: inout ShortcutRun, _ error: ShortcutRunError, responses: [AssistantResponse], context: RequestContext
    ) -> ShortcutTurn {
        run.waiting = nil
        run.conversation.pending = nil
        run.outcome = .failed(error)
        let sentence = "Sorry, the shortcut stopped: \(error.description)."
        // NB: the screen shows the parameter names in backticks; speech reads them as words.
        let spoken = AssistantResponse(
            kind: .failure, speech: sentence.replacingOccurrences(of: "`", with: ""),
            display: context.modality == .screen ? DisplayCard(text: sentence) : nil)
        return ShortcutTurn(responses: responses + [spoken], outcome: .failed(error))
    }

    /// The input converted to the shortcut's input type, when it declares one.
    static func input(_ input: ShortcutValue, of shortcut: Shortcut, context: RequestContext) throws(ShortcutRunError)
        -> ShortcutValue
    {
        guard let type = shortcut.inputType, input.hasValue else { return input }
        let converter = ShortcutValueConverter(timeZone: context.timeZone, now: context.now)
        guard let converted = converter.value(input, as: type) else {
            throw ShortcutRunError(
                shortcut: shortcut.name,
                message: "its input is '\(converter.text(input))', not \(describe(type)); give it \(describe(type))")
        }
        return ShortcutValue(converted)
    }
}
