import Foundation

/// Vocabulary has no inappropriate language.
///
/// Enforces "Never include … inappropriate language" in custom vocabulary (terms, synonyms and
/// pronunciations), with the small list in `inappropriate-words.json`.
public struct VocabularyInappropriate: LintRule {
    public let id = "vocabulary-inappropriate"
    public let severity = Diagnostic.Severity.error
    public let summary = "Vocabulary has no inappropriate language (\"Never include … inappropriate language\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        var texts = context.vocabulary()
        for app in context.catalog.apps {
            for (index, term) in app.vocabulary.enumerated() {
                for (pronunciationIndex, pronunciation) in term.pronunciations.enumerated() {
                    texts.append(
                        .init(
                            text: pronunciation, path: "vocabulary[\(index)].pronunciations[\(pronunciationIndex)]",
                            app: app, action: nil))
                }
            }
        }
        return texts.compactMap { text in
            let words = LintText.words(in: text.text)
            guard
                let word = words.first(where: { context.resources.inappropriateWords.contains(LintText.fold($0.text)) })
            else { return nil }
            return context.diagnostic(
                self, "the vocabulary entry '\(text.text)' contains inappropriate language; remove it", at: text,
                offset: word.offset)
        }
    }
}
