import ErrandCatalog
import ErrandConversation
import Foundation

extension ShortcutRunner {
    /// The value bound to parameter `name` of `step`, or `nil` when the step leaves it unbound.
    func argument(_ name: String, of step: ShortcutStep, frame: ShortcutRun.Frame, context: RequestContext)
        throws(ShortcutRunError) -> ShortcutValue?
    {
        guard let binding = step.parameters[name] else { return nil }
        return try resolve(binding, parameter: name, of: step, frame: frame, context: context)
    }

    /// The value of a binding in the innermost shortcut.
    func resolve(
        _ binding: ParameterBinding, parameter: String, of step: ShortcutStep, frame: ShortcutRun.Frame,
        context: RequestContext
    ) throws(ShortcutRunError) -> ShortcutValue {
        switch binding {
        case .literal(let value):
            return ShortcutValue(value)
        case .text(let template):
            return .value(
                .string(try interpolate(template, parameter: parameter, of: step, frame: frame, context: context)))
        case .output(let source, let property):
            guard let output = frame.outputs[source] else {
                throw .step(
                    step.id, step.title,
                    "`\(parameter)` uses the output of step '\(source)', which has not run before this step")
            }
            return try read(
                property, of: output, what: "the output of step '\(source)'", parameter: parameter, step: step)
        case .variable(let name, let property):
            guard let value = frame.variables[name] else {
                throw .step(
                    step.id, step.title,
                    "`\(parameter)` uses the variable '\(name)', which no Set variable step has set before this step")
            }
            return try read(
                property, of: StepOutput(value: value), what: "the variable '\(name)'", parameter: parameter, step: step
            )
        case .input(let property):
            return try read(
                property, of: StepOutput(value: frame.input), what: "the shortcut's input", parameter: parameter,
                step: step)
        case .currentDate:
            return .value(.dateTime(context.now))
        case .askEachTime:
            throw .step(
                step.id, step.title,
                "`\(parameter)` is set to Ask Each Time, which only app actions' parameters can be; "
                    + "use an Ask for input step and bind its output")
        case .list(let bindings):
            guard bindings.count <= limits.maximumListLength else {
                throw .step(step.id, step.title, "`\(parameter)` has more than \(limits.maximumListLength) items")
            }
            var items: [ShortcutValue] = []
            items.reserveCapacity(bindings.count)
            for item in bindings {
                items.append(try resolve(item, parameter: parameter, of: step, frame: frame, context: context))
            }
            return .list(items)
        case .dictionary(let bindings):
            var entries: [String: ShortcutValue] = [:]
            for (key, item) in bindings {
                entries[key] = try resolve(item, parameter: parameter, of: step, frame: frame, context: context)
            }
            return .dictionary(entries)
        }
    }

    /// The value at `property` of a step's output: an output's name first, then a path.
    func read(_ property: String?, of output: StepOutput, what: String, parameter: String, step: ShortcutStep)
        throws(ShortcutRunError) -> ShortcutValue
    {
        guard let property, !property.isEmpty else { return output.value }
        var path = Substring(property)
        var base = output.value
        let first = path.prefix { $0 != "." }
        if let named = output.named[String(first)] {
            base = named
            path = path.dropFirst(first.count).drop { $0 == "." }
        }
        do {
            return try PropertyPath.read(String(path), in: base)
        } catch {
            let known = error.known.isEmpty ? "" : "; it has " + error.known.map { "`\($0)`" }.joined(separator: ", ")
            throw .step(
                step.id, step.title,
                "`\(parameter)` reads `\(property)` of \(what), which has no property `\(error.name)`\(known)")
        }
    }

    /// Text with `{reference}`s replaced by their values as text: `{s1}`, `{s1.title}`,
    /// `{var:name}`, `{input}`, `{now}`; a bare name that is no step's is a variable's.
    func interpolate(
        _ template: String, parameter: String, of step: ShortcutStep, frame: ShortcutRun.Frame, context: RequestContext
    ) throws(ShortcutRunError) -> String {
        guard template.contains("{") else { return template }
        let converter = ShortcutValueConverter(timeZone: context.timeZone, now: context.now)
        var result = ""
        for part in TextReferences.parts(of: template) {
            switch part {
            case .text(let text):
                result += text
            case .reference(let reference):
                let value = try lookUp(
                    reference.trimmingCharacters(in: .whitespaces), parameter: parameter, of: step, frame: frame,
                    context: context)
                // NB: measured before it is written: a text doubled in a Repeat stops at the limit,
                // not when the memory runs out.
                guard result.utf8.count + Self.textLength(of: value) <= limits.maximumTextLength else {
                    throw .step(
                        step.id, step.title,
                        "`\(parameter)` would be a text of more than \(limits.maximumTextLength) bytes, the most a "
                            + "run writes; is a Repeat making it longer each time?")
                }
                result += converter.text(value)
            }
        }
        return result
    }

    /// About how many bytes `value` takes written as text: its texts' lengths, with a separator
    /// for each item and entry, and a little for anything else (a number, a date).
    static func textLength(of value: ShortcutValue) -> Int {
        switch value {
        case .nothing: return 0
        case .value(.string(let text)): return text.utf8.count
        case .value(.list(let items)): return items.reduce(0) { $0 + textLength(of: .value($1)) + 1 }
        case .value: return 32
        case .list(let items): return items.reduce(0) { $0 + textLength(of: $1) + 1 }
        case .dictionary(let entries):
            return entries.reduce(0) { $0 + $1.key.utf8.count + textLength(of: $1.value) + 3 }
        }
    }

    private func lookUp(
        _ reference: String, parameter: String, of step: ShortcutStep, frame: ShortcutRun.Frame,
        context: RequestContext
    ) throws(ShortcutRunError) -> ShortcutValue {
        let name = String(reference.prefix { $0 != "." })
        let property = reference.count > name.count ? String(reference.dropFirst(name.count + 1)) : nil
        let binding: ParameterBinding
        if name.hasPrefix("var:") {
            let variable = String(name.dropFirst(4))
            binding = .variable(variable, property: property)
        } else if name == "input" {
            binding = .input(property: property)
        } else if name == "now" {
            binding = .currentDate
        } else if frame.outputs[name] != nil {
            binding = .output(step: name, property: property)
        } else if frame.variables[name] != nil {
            binding = .variable(name, property: property)
        } else {
            throw .step(
                step.id, step.title,
                "`\(parameter)` refers to {\(reference)}, but no earlier step or variable is called '\(name)'; "
                    + "use {stepID}, {var:name}, {input} or {now}")
        }
        return try resolve(binding, parameter: parameter, of: step, frame: frame, context: context)
    }

    // MARK: Typed arguments of built-ins

    /// A required number: "`b` is 'abc', not a number".
    func number(_ name: String, of step: ShortcutStep, frame: ShortcutRun.Frame, context: RequestContext)
        throws(ShortcutRunError) -> Double
    {
        guard let value = try argument(name, of: step, frame: frame, context: context) else {
            throw .step(step.id, step.title, "`\(name)` has no value; bind it to a number")
        }
        return try number(value, name: name, of: step, context: context)
    }

    func number(_ value: ShortcutValue, name: String, of step: ShortcutStep, context: RequestContext)
        throws(ShortcutRunError) -> Double
    {
        let converter = ShortcutValueConverter(timeZone: context.timeZone, now: context.now)
        guard let number = converter.number(value) else {
            throw .step(step.id, step.title, "`\(name)` is '\(converter.text(value))', not a number")
        }
        return number
    }

    /// A required text; any value reads as text.
    func text(_ name: String, of step: ShortcutStep, frame: ShortcutRun.Frame, context: RequestContext)
        throws(ShortcutRunError) -> String
    {
        guard let value = try argument(name, of: step, frame: frame, context: context) else {
            throw .step(step.id, step.title, "`\(name)` has no value; bind it to a text")
        }
        return ShortcutValueConverter(timeZone: context.timeZone, now: context.now).text(value)
    }
}
