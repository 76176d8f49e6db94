import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import Foundation

extension ShortcutRunner {
    /// Starts an app step through the conversation engine: the bound values converted to the
    /// parameters' types, the previous output as the action's input parameter when that is
    /// unbound, and the Ask Each Time parameters asked even when they have a default.
    func startAppStep(
        _ step: ShortcutStep, app appID: String, action actionID: String, in run: inout ShortcutRun,
        responses: inout [AssistantResponse], context: RequestContext
    ) async throws(ShortcutRunError) -> Effect {
        guard let app = engine.catalog.app(appID) else {
            throw .step(step.id, step.title, "the app '\(appID)' isn't installed; install it or remove the step")
        }
        guard let action = app.action(named: actionID) else {
            throw .step(
                step.id, step.title,
                "\(app.name) has no action '\(actionID)'; it has "
                    + app.actions.map(\.id).joined(separator: ", "))
        }
        let title = "\(action.title)"
        let frame = run.frames[run.frames.count - 1]
        let converter = ShortcutValueConverter(app: app, timeZone: context.timeZone, now: context.now)
        var slots: [String: UnderstoodValue] = [:]
        var askEachTime: Set<String> = []
        for (name, binding) in step.parameters.sorted(by: { $0.key < $1.key }) {
            guard let parameter = action.parameter(named: name) else {
                throw .step(
                    step.id, title,
                    "\(action.title) has no parameter `\(name)`; it has "
                        + action.parameters.map { "`\($0.id)`" }.joined(separator: ", "))
            }
            if case .askEachTime = binding {
                askEachTime.insert(name)
                continue
            }
            let value = try resolve(binding, parameter: name, of: step, frame: frame, context: context)
            // Nothing bound: the conversation fills the default or asks, as for any request.
            guard value.hasValue else { continue }
            guard let converted = converter.value(value, as: parameter.type) else {
                throw .step(
                    step.id, title,
                    "`\(name)` is '\(converter.text(value))', not \(Self.describe(parameter.type))")
            }
            slots[name] = UnderstoodValue(value: converted, text: converter.text(value))
        }
        if let input = action.inputParameter, step.parameters[input] == nil, frame.previous.hasValue,
            let parameter = action.parameter(named: input),
            let converted = converter.value(frame.previous, as: parameter.type)
        {
            slots[input] = UnderstoodValue(value: converted, text: converter.text(frame.previous))
        }
        let interpretation = Interpretation(
            app: appID, action: actionID, parameters: slots, confidence: 1, source: .phrase)
        let response = await engine.start(
            interpretation, askEachTime: askEachTime, in: &run.conversation, context: context)
        return settle(response, step: step.id, action: action, in: &run, responses: &responses)
    }

    /// Passes the answer to the app step's question to the conversation engine: `nil` when
    /// the run goes on, else how it stands (still waiting, or ended by the app's response).
    func answerAppStep(
        _ step: String, text: String, in run: inout ShortcutRun, responses: inout [AssistantResponse],
        context: RequestContext
    ) async throws(ShortcutRunError) -> ShortcutOutcome? {
        guard let pending = run.conversation.pending,
            let action = engine.catalog.action(named: pending.action, in: pending.app)
        else {
            throw ShortcutRunError(step: step, message: "step '\(step)': its question was lost; run the shortcut again")
        }
        var answering = engine
        // NB: an answer may change the step's values ("make it large") but never start another request.
        answering.understanding = StepAnswerUnderstanding(base: engine.understanding)
        let response = await answering.respond(to: text, in: &run.conversation, context: context)
        switch settle(response, step: step, action: action, in: &run, responses: &responses) {
        case .proceed, .stop: return nil
        case .wait: return .waiting
        case .end(let outcome):
            run.waiting = nil
            run.outcome = outcome
            return outcome
        }
    }

    /// What an app step's response means for the run: its outputs become the step's output,
    /// a question makes the run wait, a failure or a cancellation ends it.
    private func settle(
        _ response: AssistantResponse, step: String, action: ActionDefinition, in run: inout ShortcutRun,
        responses: inout [AssistantResponse]
    ) -> Effect {
        responses.append(response)
        let top = run.frames.count - 1
        switch response.kind {
        case .success:
            run.waiting = nil
            let declared = Set(action.outputs.map(\.id))
            let outputs = declared.isEmpty ? response.outputs : response.outputs.filter { declared.contains($0.key) }
            let named = outputs.mapValues(ShortcutValue.init)
            let value: ShortcutValue
            if outputs.count == 1, let only = named.first?.value {
                value = only
            } else {
                value = named.isEmpty ? .nothing : .dictionary(named)
            }
            run.frames[top].outputs[step] = StepOutput(value: value, named: named)
            run.frames[top].previous = value
            run.frames[top].pc += 1
            return .proceed
        case .failure:
            run.conversation.pending = nil
            let error = ShortcutRunError(
                shortcut: run.frames[top].program.shortcutName, step: step,
                message: "step '\(step)' (\(action.title)): \(response.speech)")
            run.waiting = nil
            run.outcome = .failed(error)
            return .end(.failed(error))
        case .cancelled:
            run.conversation.pending = nil
            return .end(.cancelled)
        case .prompt, .disambiguation, .confirmation, .notUnderstood:
            guard run.conversation.pending != nil else {
                let error = ShortcutRunError(
                    shortcut: run.frames[top].program.shortcutName, step: step,
                    message: "step '\(step)' (\(action.title)): the request was not understood")
                return .end(.failed(error))
            }
            run.waiting = .appStep(step: step)
            return .wait
        }
    }

    /// "a number", "a list of person", for errors.
    static func describe(_ type: ValueType) -> String {
        switch type {
        case .list(let element): return "a list of \(element.name)"
        // NB: "'1.5', not a whole number": "not a number" of 1.5 says nothing.
        case .integer: return "a whole number"
        case .decimal: return "a number"
        case .custom(let name): return EnglishArticles.indefinite(name)
        default: return EnglishArticles.indefinite(type.name)
        }
    }
}

/// The understanding an app step's answer goes through: the engine's own, keeping only
/// readings of the action the step is asking about.
struct StepAnswerUnderstanding: RequestUnderstanding {
    var base: any RequestUnderstanding

    func readings(of text: String, context: UnderstandingContext) -> [Interpretation] {
        base.readings(of: text, context: context).filter {
            $0.app == context.pendingApp && $0.action == context.pendingAction
        }
    }
}
