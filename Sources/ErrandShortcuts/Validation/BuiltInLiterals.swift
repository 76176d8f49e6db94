import ErrandCatalog
import Foundation

/// The literal values a built-in action accepts: a Repeat count within bounds, a known Calculate
/// operator or If condition, a number where a number is wanted (Calculate's operands, and no
/// written zero to divide by).
struct BuiltInLiterals {
    let limits: ShortcutLimits

    func problems(
        _ action: BuiltInAction, _ parameters: [String: ParameterBinding], location: String
    ) -> [ShortcutProblem] {
        var problems: [ShortcutProblem] = []
        func report(_ name: String, _ message: String) {
            problems.append(ShortcutProblem("\(location), parameter '\(name)'", message))
        }
        func choice(_ name: String, among known: [String]) {
            guard let text = parameters[name]?.literalText, !known.contains(text) else { return }
            report(
                name,
                "'\(text)' is not one of \(known.joined(separator: ", "))" + Suggestion.didYouMean(text, among: known))
        }
        switch action {
        case .repeat:
            guard let binding = parameters["count"] else {
                report("count", "a Repeat step needs a count")
                break
            }
            if let problem = number(binding, range: 0...Double(limits.maximumRepeatCount), whole: true) {
                report("count", "\(problem); a Repeat runs 0 to \(limits.maximumRepeatCount) times")
            }
        case .wait:
            if let binding = parameters["seconds"],
                let problem = number(binding, range: 0...limits.maximumWaitSeconds, whole: false)
            {
                report("seconds", "\(problem); a Wait lasts 0 to \(Int(limits.maximumWaitSeconds)) seconds")
            }
        case .number:
            if let binding = parameters["number"], let problem = number(binding, range: nil, whole: false) {
                report("number", problem)
            }
        case .calculate:
            choice("operator", among: BuiltInAction.calculateOperators)
            // NB: an operand written as words, or a division by a written zero, fails every run;
            // it is refused when the shortcut is kept or imported, not at its first run.
            for name in ["a", "b"] {
                if let binding = parameters[name], let problem = number(binding, range: nil, whole: false) {
                    report(name, "\(problem); Calculate works on numbers")
                }
            }
            if ["/", "%"].contains(parameters["operator"]?.literalText ?? "+"),
                let divisor = parameters["b"], case .number(0) = written(divisor)
            {
                report("b", "it is 0, and nothing can be divided by zero")
            }
        case .if:
            choice("condition", among: BuiltInAction.ifConditions)
        case .askForInput:
            choice("type", among: BuiltInAction.inputTypes)
        case .runShortcut:
            if parameters["shortcut"] == nil {
                report("shortcut", "a Run shortcut step needs the shortcut to run")
            } else if parameters["shortcut"]?.literalText == nil {
                report(
                    "shortcut",
                    "name the shortcut to run literally (its id or name), so that it can be checked "
                        + "and shared with it")
            }
        case .setVariable, .getVariable:
            if let binding = parameters["name"], binding.literalText?.isEmpty ?? true {
                report("name", "a variable's name is fixed, non-empty text")
            }
        default:
            break
        }
        return problems
    }

    /// What is wrong with a literal number, if the binding is a literal and anything is.
    private func number(_ binding: ParameterBinding, range: ClosedRange<Double>?, whole: Bool) -> String? {
        let value: Double
        switch written(binding) {
        case .notLiteral: return nil
        case .notANumber(let problem): return problem
        case .number(let number): value = number
        }
        guard value.isFinite else { return "\(value) is not a finite number" }
        if whole, value.rounded() != value { return "\(value) is not a whole number" }
        if let range, !range.contains(value) {
            let shown = whole && abs(value) < 1e15 ? String(Int(value)) : String(value)
            return "\(shown) is out of bounds"
        }
        return nil
    }

    /// What a binding writes where a number is wanted.
    private enum Written {
        /// A number.
        case number(Double)
        /// A literal that is no number, with what is wrong with it.
        case notANumber(String)
        /// A value known only when the shortcut runs.
        case notLiteral
    }

    private func written(_ binding: ParameterBinding) -> Written {
        switch binding {
        case .literal(let literal):
            if let number = literal.number { return .number(number) }
            guard case .string(let text) = literal else {
                return .notANumber(
                    "\(EnglishArticles.indefinite(literal.typeName)) literal is not a number; write a number")
            }
            return Double(text.trimmingCharacters(in: .whitespaces)).map(Written.number)
                ?? .notANumber("'\(text)' is not a number")
        case .text(let text) where !text.contains("{"):
            return Double(text.trimmingCharacters(in: .whitespaces)).map(Written.number)
                ?? .notANumber("'\(text)' is not a number")
        default:
            return .notLiteral
        }
    }
}
