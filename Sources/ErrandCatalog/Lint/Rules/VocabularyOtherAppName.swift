import Foundation

/// Vocabulary never names another app.
///
/// Enforces "Never include other app names" in custom vocabulary: a term or synonym that is
/// another app's name, whether another app of the catalog or a well-known app.
public struct VocabularyOtherAppName: LintRule {
    public let id = "vocabulary-other-app-name"
    public let severity = Diagnostic.Severity.error
    public let summary = "Vocabulary never includes other apps' names (\"Never include other app names\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.vocabulary().compactMap { term in
            guard let other = context.otherAppName(term.text, besides: term.app) else { return nil }
            return context.diagnostic(
                self,
                "the vocabulary term '\(term.text)' is the name of another app (\(other)); remove it, vocabulary "
                    + "holds terms of this app only", at: term)
        }
    }
}
