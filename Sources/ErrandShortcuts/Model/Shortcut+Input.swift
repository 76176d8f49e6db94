import ErrandCatalog
import Foundation

extension Shortcut {
    /// Whether a run of the shortcut needs an input: a step reads it (an input binding, or
    /// `{input}` in a text), and no If step tests whether there is one.
    ///
    /// A shortcut that asks `If input hasNoValue` (or `hasAnyValue`) is written to run without
    /// an input, so it does not need one; any other use of the input would read nothing.
    ///
    /// ```swift
    /// if shortcut.needsInput, input == nil { … }   // say so before the run, not at the step
    /// ```
    ///
    /// - Complexity: O(n) in the bindings of its steps.
    public var needsInput: Bool {
        let steps = allSteps
        return steps.contains { $0.readsInput } && !steps.contains { $0.testsForInput }
    }
}

extension ShortcutStep {
    /// Whether one of the step's parameters reads the shortcut's input.
    fileprivate var readsInput: Bool {
        parameters.values.contains { $0.readsInput }
    }

    /// Whether the step is an If asking whether the shortcut's input has a value.
    fileprivate var testsForInput: Bool {
        guard case .builtIn(.if) = action, case .input(property: nil) = parameters["input"],
            let condition = parameters["condition"]?.literalText
        else { return false }
        return condition == "hasAnyValue" || condition == "hasNoValue"
    }
}

extension ParameterBinding {
    /// Whether the binding reads the shortcut's input, itself or through an item or entry.
    fileprivate var readsInput: Bool {
        switch self {
        case .input: return true
        case .text(let text):
            return TextReferences.all(in: text).contains {
                $0.trimmingCharacters(in: .whitespaces).prefix { $0 != "." } == "input"
            }
        case .list(let items): return items.contains { $0.readsInput }
        case .dictionary(let entries): return entries.values.contains { $0.readsInput }
        case .literal, .output, .variable, .currentDate, .askEachTime: return false
        }
    }
}
