import ErrandCatalog
import ErrandConversation
import Foundation

extension ShortcutRunner {
    /// Executes one instruction of the innermost shortcut.
    func execute(
        _ instruction: ShortcutProgram.Instruction, in run: inout ShortcutRun, responses: inout [AssistantResponse],
        context: RequestContext
    ) async throws(ShortcutRunError) -> Effect {
        let top = run.frames.count - 1
        switch instruction {
        case .perform(let step):
            switch step.action {
            case .app(let app, let action):
                return try await startAppStep(
                    step, app: app, action: action, in: &run, responses: &responses, context: context)
            case .builtIn(let builtIn):
                return try await perform(builtIn, step, in: &run, responses: &responses, context: context)
            }
        case .branch(let step, let otherwise):
            let holds = try condition(step, frame: run.frames[top], context: context)
            run.frames[top].pc = holds ? run.frames[top].pc + 1 : otherwise
            return .proceed
        case .jump(let target):
            run.frames[top].pc = target
            return .proceed
        case .endIf(let step):
            run.frames[top].outputs[step] = StepOutput(value: run.frames[top].previous)
            run.frames[top].pc += 1
            return .proceed
        case .startLoop(let step, let end):
            try startLoop(step, end: end, in: &run.frames[top], context: context)
            return .proceed
        case .endLoop(let step, let start):
            endLoop(step, start: start, in: &run.frames[top])
            return .proceed
        case .menu(let step, let targets):
            return try askMenu(step, targets: targets, in: &run, responses: &responses, context: context)
        case .endMenu(let step):
            let title = run.frames[top].menuChoices[step] ?? ""
            let output = ShortcutValue.value(.string(title))
            run.frames[top].outputs[step] = StepOutput(value: output)
            run.frames[top].previous = output
            run.frames[top].pc += 1
            return .proceed
        }
    }

    // MARK: Loops

    func startLoop(_ step: ShortcutStep, end: Int, in frame: inout ShortcutRun.Frame, context: RequestContext)
        throws(ShortcutRunError)
    {
        let title = step.title
        var items: [ShortcutValue]?
        let count: Int
        if case .builtIn(.repeatWithEach) = step.action {
            let value = try argument("items", of: step, frame: frame, context: context) ?? frame.previous
            let all = value.items
            guard all.count <= limits.maximumListLength else {
                throw .step(
                    step.id, title,
                    "`items` has \(all.count) items, more than the \(limits.maximumListLength) a run allows")
            }
            items = all
            count = all.count
        } else {
            let wanted = try number("count", of: step, frame: frame, context: context)
            guard wanted == wanted.rounded(), wanted >= 0 else {
                throw .step(step.id, title, "`count` is \(wanted), not a whole number of times")
            }
            guard wanted <= Double(limits.maximumRepeatCount) else {
                throw .step(
                    step.id, title,
                    "`count` is \(Int(fitting: wanted).map(String.init) ?? "\(wanted)"), more than the \(limits.maximumRepeatCount) repeats a run allows"
                )
            }
            count = Int(wanted)
        }
        guard count > 0 else {
            frame.outputs[step.id] = StepOutput(value: .list([]))
            frame.previous = .list([])
            frame.pc = end + 1
            return
        }
        let loop = ShortcutRun.Loop(
            step: step.id, items: items, count: count, index: 0, results: [],
            savedItem: frame.variables["repeatItem"], savedIndex: frame.variables["repeatIndex"])
        frame.loops.append(loop)
        enterIteration(of: loop, in: &frame)
        frame.pc += 1
    }

    private func enterIteration(of loop: ShortcutRun.Loop, in frame: inout ShortcutRun.Frame) {
        frame.variables["repeatIndex"] = .value(.integer(loop.index + 1))
        if let items = loop.items {
            frame.variables["repeatItem"] = items[loop.index]
            frame.previous = items[loop.index]
        }
    }

    func endLoop(_ step: String, start: Int, in frame: inout ShortcutRun.Frame) {
        guard var loop = frame.loops.popLast() else {
            frame.pc += 1
            return
        }
        loop.results.append(frame.previous)
        loop.index += 1
        if loop.index < loop.count {
            frame.loops.append(loop)
            enterIteration(of: loop, in: &frame)
            frame.pc = start + 1
            return
        }
        frame.variables["repeatItem"] = loop.savedItem
        frame.variables["repeatIndex"] = loop.savedIndex
        let output = ShortcutValue.list(loop.results)
        frame.outputs[step] = StepOutput(value: output)
        frame.previous = output
        frame.pc += 1
    }
}

extension ShortcutStep {
    /// The step's action as people see it: the built-in's title, or `app/Action`.
    var title: String {
        switch action {
        case .builtIn(let builtIn): return builtIn.title
        case .app(let app, let action): return "\(app)/\(action)"
        }
    }
}
