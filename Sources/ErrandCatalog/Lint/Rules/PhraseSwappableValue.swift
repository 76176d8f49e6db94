import Foundation

/// A phrase does not name one value of a parameter, as if another could be swapped in.
///
/// Enforces "avoid implying that people can vary a shortcut's invocation phrase to get a
/// different result … like Order a large clam chowder". A literal word of the phrase (outside
/// its `{slots}`) that is the title or a synonym of a value of one of the action's parameter
/// types (an enum case or an entity) is reported.
public struct PhraseSwappableValue: LintRule {
    public let id = "phrase-swappable-value"
    public let severity = Diagnostic.Severity.warning
    public let summary = "Phrases don't name a value people might swap (\"… like Order a large clam chowder\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.phrases().compactMap { phrase in
            guard let action = phrase.action else { return nil }
            let literals = context.parsed(phrase.text).template.literalWords
            for parameter in action.parameters {
                guard let typeName = parameter.type.customTypeName, let type = phrase.app.type(named: typeName) else {
                    continue
                }
                for value in type.namedValues {
                    for name in value.names {
                        let nameWords = LintText.words(in: name).map(\.text)
                        guard let index = LintText.firstIndex(of: nameWords, in: literals) else { continue }
                        return context.diagnostic(
                            self,
                            "'\(name)' in the phrase '\(phrase.text)' is one value of \(parameter.id) (\(typeName)); "
                                + "people may think saying another value works too; use the slot {\(parameter.id)} or "
                                + "a phrase that names no value", at: phrase, offset: literals[index].offset)
                    }
                }
            }
            return nil
        }
    }
}
