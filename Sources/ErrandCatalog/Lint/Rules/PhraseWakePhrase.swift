import Foundation

/// No phrase contains the assistant's wake phrase, in any locale.
///
/// Enforces "never suggest a phrase like … or include the text" of the wake phrase: the
/// guidelines' table of its translations (shipped in `wake-phrases.json`) plus Errand's own.
/// Every way to say a template is checked, in every locale.
public struct PhraseWakePhrase: LintRule {
    public let id = "phrase-wake-phrase"
    public let severity = Diagnostic.Severity.error
    public let summary = "Phrases never include the assistant's wake phrase (\"never … include the text\" of it)."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.phrases(localized: true).compactMap { phrase in
            let parsed = context.parsed(phrase.text)
            let sayings = parsed.sayings + [parsed.normalized]
            guard context.resources.wakePhrase(inAnyOf: sayings) != nil else { return nil }
            return context.diagnostic(
                self,
                "the phrase '\(phrase.text)' contains the assistant's wake phrase; people say that to "
                    + "start the assistant, so remove it from the phrase", at: phrase)
        }
    }
}
