import ErrandCatalog
import Foundation

/// A share file that cannot be read, imported or written: what is wrong, where (line:column
/// and the JSON path), and what to do.
public struct ShareFileError: Error, Sendable, Hashable, CustomStringConvertible {
    private enum Code: Sendable, Hashable {
        case tooLarge, tooDeep, truncated, notJSON, numberTooLarge, duplicateKey, wrongFormat, newerVersion, badVersion,
            malformed
        case unansweredQuestions, unknownAnswer, badAnswer, invalid, missingShortcut, ambiguousShortcut, notShareable
    }

    private let code: Code
    public let description: String
    /// The problems of an invalid file, when the validator found any.
    public let problems: [ShortcutProblem]

    private init(_ code: Code, _ description: String, problems: [ShortcutProblem] = []) {
        self.code = code
        self.description = description
        self.problems = problems
    }

    /// Whether the file is from a newer Errand.
    public var isNewerVersion: Bool { code == .newerVersion }
    /// Whether the file left import questions unanswered.
    public var isUnanswered: Bool { code == .unansweredQuestions }

    static func tooLarge(size: Int, limit: Int) -> Self {
        Self(.tooLarge, "the share file is \(size) bytes; a share file is at most \(limit) bytes")
    }

    static func tooDeep(limit: Int, line: Int, column: Int) -> Self {
        Self(
            .tooDeep,
            "\(line):\(column): the share file nests arrays and objects more than \(limit) deep; "
                + "it is not a shortcut Errand wrote")
    }

    static func truncated(line: Int, column: Int, reason: String) -> Self {
        Self(.truncated, "\(line):\(column): the share file ends early (\(reason)); it is truncated, get it again")
    }

    static func notJSON(_ detail: String) -> Self {
        Self(.notJSON, "the share file is not JSON: \(detail)")
    }

    static func numberTooLarge(_ number: JSONLargeNumber) -> Self {
        Self(
            .numberTooLarge,
            "\(number.line):\(number.column): a number too large: \(number.text); a whole number is at most "
                + "\(Int64.max) (and at least \(Int64.min)), and any number at most about 1.8e308; write a smaller one")
    }

    static func duplicateKey(_ twice: JSONDuplicateKey) -> Self {
        Self(
            .duplicateKey,
            "\(twice.line):\(twice.column): the key \"\(twice.key)\" appears twice in one object; each key may "
                + "appear once, so remove one")
    }

    static func wrongFormat(_ found: String?) -> Self {
        Self(
            .wrongFormat,
            "not an Errand shortcut share file: "
                + (found.map { "format is '\($0)'" } ?? "it has no \"format\" key")
                + "; expected \"format\": \"\(ShareFile.format)\"")
    }

    static func newerVersion(_ version: Int) -> Self {
        Self(
            .newerVersion,
            "this shortcut was shared by a newer Errand: the file is version \(version); this Errand reads version "
                + "\(ShareFile.currentVersion). Update Errand to import it.")
    }

    static func badVersion(_ version: Int?) -> Self {
        Self(
            .badVersion,
            "the share file's \"version\" is "
                + (version.map(String.init) ?? "missing or not a whole number")
                + "; expected \(ShareFile.currentVersion)")
    }

    static func malformed(_ detail: String) -> Self {
        Self(.malformed, "the share file is not a valid shortcut file: \(detail)")
    }

    static func unanswered(_ questions: [ShareFile.Question]) -> Self {
        Self(
            .unansweredQuestions,
            "the shortcut asks \(questions.count == 1 ? "a question" : "\(questions.count) questions") before "
                + "it can be imported; answer with --answer QUESTION=VALUE (or import with --ask-each-time):\n"
                + questions.map { "  \($0.key): \($0.question.prompt)" }.joined(separator: "\n"))
    }

    static func unknownAnswer(_ key: String, questions: [ShareFile.Question]) -> Self {
        Self(
            .unknownAnswer,
            "the answer '\(key)' is for no question of this file"
                // NB: `shortcut.step.parameter` answers too, so a misspelling of either form is caught.
                + Suggestion.didYouMean(key, among: questions.flatMap { [$0.key, "\($0.shortcut).\($0.key)"] })
                + "; "
                + (questions.isEmpty
                    ? "it asks none"
                    : "its questions are " + questions.map(\.key).joined(separator: ", ")))
    }

    static func badAnswer(_ key: String, reason: String) -> Self {
        Self(.badAnswer, "the answer to '\(key)' cannot be used: \(reason)")
    }

    static func invalid(_ problems: [ShortcutProblem]) -> Self {
        Self(.invalid, ShortcutValidationError(problems: problems).description, problems: problems)
    }

    static func missingShortcut(_ reference: String, step: String, in shortcut: String) -> Self {
        Self(
            .missingShortcut,
            "step '\(step)' of '\(shortcut)' runs the shortcut '\(reference)', which is not in your library; "
                + "add it, or remove the step, before sharing")
    }

    static func ambiguousShortcut(_ ambiguous: AmbiguousShortcutName, step: String, in shortcut: String) -> Self {
        Self(
            .ambiguousShortcut,
            "step '\(step)' of '\(shortcut)' runs the shortcut '\(ambiguous.name)', but \(ambiguous.identifiers.count) "
                + "of your shortcuts have that name (\(ambiguous.identifiers.joined(separator: ", "))), so a run stops "
                + "there; give the step the identifier of the one it means, or delete the others "
                + "(errand shortcuts delete ID), before sharing")
    }

    static func notShareable(_ reason: String) -> Self {
        Self(.notShareable, reason)
    }
}
