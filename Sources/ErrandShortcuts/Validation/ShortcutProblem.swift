import Foundation

/// One thing wrong with a shortcut: where (a document path such as
/// `shortcuts[0].steps[2] (step "send")`) and what, written for the person who must fix it.
public struct ShortcutProblem: Sendable, Hashable, CustomStringConvertible {
    /// The document path of the shortcut, step or parameter at fault.
    public var location: String
    /// What is wrong, and what would be accepted.
    public var message: String

    public init(_ location: String, _ message: String) {
        self.location = location
        self.message = message
    }

    public var description: String { location.isEmpty ? message : "\(location): \(message)" }
}

/// A shortcut, or a share file of shortcuts, that cannot be saved or run: every problem found.
public struct ShortcutValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    public var problems: [ShortcutProblem]

    public init(problems: [ShortcutProblem]) {
        self.problems = problems
    }

    public var description: String {
        if problems.count == 1 { return problems[0].description }
        return "\(problems.count) problems:\n" + problems.map { "  \($0)" }.joined(separator: "\n")
    }
}
