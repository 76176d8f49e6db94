import Foundation

/// Vocabulary terms are specific to the app, not everyday words.
///
/// Enforces "Make sure these terms are nongeneric and unique to your app." A term made only of
/// everyday English words (the shipped `common-words.json`) is generic. Synonyms are not
/// checked: a synonym is often an everyday word on purpose ("bowl" for large).
public struct VocabularyGenericTerm: LintRule {
    public let id = "vocabulary-generic-term"
    public let severity = Diagnostic.Severity.warning
    public let summary = "Vocabulary terms are specific to the app (\"Make sure these terms are nongeneric\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.vocabulary(synonyms: false).compactMap { term in
            let words = LintText.normalized(term.text).split(separator: " ").map(String.init)
            guard !words.isEmpty, words.allSatisfy(context.resources.commonWords.contains) else { return nil }
            return context.diagnostic(
                self,
                "the vocabulary term '\(term.text)' is made of everyday words that people use with every app; list the "
                    + "names specific to this app (account names, workout names, ride options)", at: term)
        }
    }
}
