import ErrandCatalog
import ErrandConversation
import Foundation

extension ShortcutRunner {
    /// Performs a built-in step with no nested steps and records its output.
    func perform(
        _ builtIn: BuiltInAction, _ step: ShortcutStep, in run: inout ShortcutRun, responses: inout [AssistantResponse],
        context: RequestContext
    ) async throws(ShortcutRunError) -> Effect {
        let top = run.frames.count - 1
        let output: ShortcutValue
        switch try await outcome(of: builtIn, step, frame: run.frames[top], responses: &responses, context: context) {
        case .output(let value):
            output = value
        case .variable(let name, let value):
            run.frames[top].variables[name] = value
            output = value
        case .askForInput:
            return try askForInput(step, in: &run, responses: &responses, context: context)
        case .runShortcut:
            try call(step, in: &run, context: context)
            return .proceed
        case .stop(let result):
            return .stop(result)
        }
        run.frames[top].outputs[step.id] = StepOutput(value: output)
        run.frames[top].previous = output
        run.frames[top].pc += 1
        return .proceed
    }

    /// What a built-in step does, worked out without changing the run.
    enum BuiltInOutcome {
        case output(ShortcutValue)
        case variable(String, ShortcutValue)
        case askForInput
        case runShortcut
        case stop(ShortcutValue)
    }

    private func outcome(
        of builtIn: BuiltInAction, _ step: ShortcutStep, frame: ShortcutRun.Frame, responses: inout [AssistantResponse],
        context: RequestContext
    ) async throws(ShortcutRunError) -> BuiltInOutcome {
        let converter = ShortcutValueConverter(timeZone: context.timeZone, now: context.now)
        let output: ShortcutValue
        switch builtIn {
        case .text:
            let value = try argument("text", of: step, frame: frame, context: context) ?? .value(.string(""))
            output = .value(.string(converter.text(value)))
        case .number:
            let value = try argument("number", of: step, frame: frame, context: context) ?? frame.previous
            output = Self.numberValue(try number(value, name: "number", of: step, context: context))
        case .date:
            output = try date(step, frame: frame, converter: converter, context: context)
        case .calculate:
            let a = try number("a", of: step, frame: frame, context: context)
            let b = try number("b", of: step, frame: frame, context: context)
            let symbol = try argument("operator", of: step, frame: frame, context: context).map(converter.text) ?? "+"
            do {
                output = Self.numberValue(try Calculation.apply(a, symbol, b))
            } catch {
                switch error {
                case .unknownOperator:
                    throw .step(
                        step.id, step.title,
                        "`operator` is '\(symbol)'; use one of " + Calculation.operators.joined(separator: " "))
                case .divisionByZero:
                    throw .step(step.id, step.title, "`b` is 0, and nothing can be divided by zero")
                case .tooLarge:
                    throw .step(
                        step.id, step.title, "the result of \(Self.written(a, symbol, b)) is too large to be a number")
                case .notReal:
                    throw .step(
                        step.id, step.title,
                        "\(Self.written(a, symbol, b)) has no result among real numbers (a negative number to a "
                            + "fractional power)")
                }
            }
        case .list:
            let items = try argument("items", of: step, frame: frame, context: context)?.items ?? []
            guard items.count <= limits.maximumListLength else {
                throw .step(step.id, step.title, "the list has more than \(limits.maximumListLength) items")
            }
            output = .list(items)
        case .dictionary:
            let entries = try argument("entries", of: step, frame: frame, context: context) ?? .dictionary([:])
            guard case .dictionary = entries else {
                throw .step(
                    step.id, step.title,
                    "`entries` is '\(converter.text(entries))', not a dictionary of keys and values")
            }
            output = entries
        case .getValueForKey:
            let dictionary = try argument("dictionary", of: step, frame: frame, context: context) ?? frame.previous
            guard case .dictionary(let entries) = dictionary else {
                throw .step(step.id, step.title, "`dictionary` is '\(converter.text(dictionary))', not a dictionary")
            }
            let key = try text("key", of: step, frame: frame, context: context)
            output = entries[key] ?? .nothing
        case .setVariable:
            let name = try variableName(step, frame: frame, context: context)
            let value = try argument("value", of: step, frame: frame, context: context) ?? frame.previous
            return .variable(name, value)
        case .getVariable:
            let name = try variableName(step, frame: frame, context: context)
            guard let value = frame.variables[name] else {
                throw .step(step.id, step.title, "no Set variable step has set '\(name)' before this step")
            }
            output = value
        case .askForInput:
            return .askForInput
        case .showResult:
            let value = try argument("text", of: step, frame: frame, context: context) ?? frame.previous
            let shown = AssistantResponse.shownResult(value, context: context)
            responses.append(shown)
            output = .value(.string(shown.speech))
        case .wait:
            let seconds = try number("seconds", of: step, frame: frame, context: context)
            guard seconds >= 0, seconds <= limits.maximumWaitSeconds else {
                throw .step(
                    step.id, step.title,
                    "`seconds` is \(ParameterValueProblem.written(seconds)); a Wait lasts from 0 to \(Int(limits.maximumWaitSeconds)) seconds"
                )
            }
            await clock.wait(seconds: seconds)
            output = frame.previous
        case .runShortcut:
            return .runShortcut
        case .stop:
            return .stop(try argument("result", of: step, frame: frame, context: context) ?? .nothing)
        case .currentDate:
            output = .value(.dateTime(context.now))
        case .if, .repeat, .repeatWithEach, .chooseFromMenu:
            // NB: the program compiles these to jumps; reaching here means a nested step lost its place.
            throw .step(step.id, step.title, "this step can't run on its own")
        }
        return .output(output)
    }

    /// A calculation as a person writes it: "10 ^ 400", not "10.0 ^ 400.0".
    private static func written(_ a: Double, _ symbol: String, _ b: Double) -> String {
        "\(ParameterValueProblem.written(a)) \(symbol) \(ParameterValueProblem.written(b))"
    }

    /// A whole number as an integer, anything else as a decimal.
    static func numberValue(_ number: Double) -> ShortcutValue {
        if number == number.rounded(), abs(number) < 9e15 { return .value(.integer(Int(number))) }
        return .value(.decimal(number))
    }

    private func variableName(_ step: ShortcutStep, frame: ShortcutRun.Frame, context: RequestContext)
        throws(ShortcutRunError) -> String
    {
        let name = try text("name", of: step, frame: frame, context: context).trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw .step(step.id, step.title, "`name` is empty; give the variable a name") }
        return name
    }

    /// Date: `date` (now unless bound) moved by `adjustment` (seconds, a duration, or words
    /// such as "-7 days").
    private func date(
        _ step: ShortcutStep, frame: ShortcutRun.Frame, converter: ShortcutValueConverter, context: RequestContext
    ) throws(ShortcutRunError) -> ShortcutValue {
        var instant = context.now
        if let given = try argument("date", of: step, frame: frame, context: context) {
            guard case .dateTime(let read)? = converter.value(given, as: .dateTime) else {
                throw .step(step.id, step.title, "`date` is '\(converter.text(given))', not a date")
            }
            instant = read
        }
        if let adjustment = try argument("adjustment", of: step, frame: frame, context: context) {
            let seconds: Double?
            switch adjustment {
            case .value(.string(let words)): seconds = converter.readDuration(words)
            default: seconds = converter.number(adjustment)
            }
            guard let seconds else {
                throw .step(
                    step.id, step.title,
                    "`adjustment` is '\(converter.text(adjustment))', not a length of time such as -604800 or \"-7 days\""
                )
            }
            instant = instant.addingTimeInterval(seconds)
        }
        return .value(.dateTime(instant))
    }

    /// Run shortcut: looks the shortcut up in the person's library and runs it inside this one.
    private func call(_ step: ShortcutStep, in run: inout ShortcutRun, context: RequestContext)
        throws(ShortcutRunError)
    {
        let top = run.frames.count - 1
        let frame = run.frames[top]
        let reference = try text("shortcut", of: step, frame: frame, context: context)
        let found: Shortcut?
        do {
            found = try library.onlyShortcut(named: reference, of: person)
        } catch let ambiguous as AmbiguousShortcutName {
            throw .step(step.id, step.title, "\(ambiguous)")
        } catch {
            throw .step(step.id, step.title, "the shortcut library could not be read: \(error)")
        }
        guard let target = found else {
            throw .step(step.id, step.title, "there is no shortcut called '\(reference)' in your library")
        }
        let chain = run.frames.map(\.program.shortcutName)
        if run.frames.contains(where: { $0.program.shortcutID == target.id }) {
            throw .step(
                step.id, step.title,
                "'\(target.name)' is already running (\((chain + [target.name]).joined(separator: " → "))), "
                    + "so running it again would never end; remove the Run shortcut step that makes the cycle")
        }
        guard run.frames.count < limits.maximumRunShortcutDepth else {
            throw .step(
                step.id, step.title,
                "shortcuts run inside each other more than \(limits.maximumRunShortcutDepth) deep "
                    + "(\(chain.joined(separator: " → "))); flatten some of them")
        }
        let program = try ShortcutProgram(target)
        try validateAppSteps(of: target)
        let given = try argument("input", of: step, frame: frame, context: context) ?? frame.previous
        let input = try Self.input(given, of: target, context: context)
        run.frames.append(ShortcutRun.Frame(program: program, input: input, caller: step.id))
    }

    /// Whether If's condition holds: `input` (the previous output unless bound), `condition`,
    /// `value`.
    func condition(_ step: ShortcutStep, frame: ShortcutRun.Frame, context: RequestContext) throws(ShortcutRunError)
        -> Bool
    {
        let converter = ShortcutValueConverter(timeZone: context.timeZone, now: context.now)
        let input = try argument("input", of: step, frame: frame, context: context) ?? frame.previous
        let name =
            try argument("condition", of: step, frame: frame, context: context).map(converter.text) ?? "hasAnyValue"
        let value = try argument("value", of: step, frame: frame, context: context) ?? .nothing
        do {
            return try Condition.holds(name, input: input, value: value, converter: converter)
        } catch {
            throw .step(step.id, step.title, error.reason)
        }
    }
}
