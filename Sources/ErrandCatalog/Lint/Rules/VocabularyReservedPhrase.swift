import Foundation

/// Vocabulary has no reserved phrase.
///
/// Enforces "Never include … reserved phrases, like [the wake phrase]" in custom vocabulary: a
/// term or synonym may not contain the assistant's wake phrase in any locale nor be a core
/// command.
public struct VocabularyReservedPhrase: LintRule {
    public let id = "vocabulary-reserved-phrase"
    public let severity = Diagnostic.Severity.error
    public let summary = "Vocabulary has no reserved phrases (\"Never include … reserved phrases\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.vocabulary().compactMap { term in
            guard let reserved = context.resources.reservedPhrase(in: term.text) else { return nil }
            let what =
                switch reserved {
                case .wakePhrase: "the assistant's wake phrase"
                case .coreCommand: "a core command of the assistant"
                }
            return context.diagnostic(
                self, "the vocabulary entry '\(term.text)' is or contains \(what), which is reserved; remove it",
                at: term)
        }
    }
}
