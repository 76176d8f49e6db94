import Foundation

extension TemplateExpression {
    /// The words a sentence of the template can begin with, in lower case, and whether it can
    /// be empty. A value (a slot) or a rule at the start adds no word: it is not a word of the
    /// template's own.
    ///
    /// ```swift
    /// try TemplateParser.parse("(add|create) [a] event").leadingWords   // (["add", "create"], false)
    /// ```
    public var leadingWords: (words: Set<String>, canBeEmpty: Bool) {
        switch self {
        case .text(let text):
            let word = text.trimmingCharacters(in: .whitespaces).lowercased()
            return word.isEmpty ? ([], true) : ([word], false)
        case .sequence(let items):
            var words: Set<String> = []
            for item in items {
                let leading = item.leadingWords
                words.formUnion(leading.words)
                if !leading.canBeEmpty { return (words, false) }
            }
            return (words, true)
        case .alternative(let items, let isOptional):
            let leading = items.map(\.leadingWords)
            return (
                leading.reduce(into: []) { $0.formUnion($1.words) },
                isOptional || leading.contains(where: \.canBeEmpty)
            )
        case .permutation(let items):
            let leading = items.map(\.leadingWords)
            return (leading.reduce(into: []) { $0.formUnion($1.words) }, leading.allSatisfy(\.canBeEmpty))
        case .slot, .rule:
            return ([], false)
        }
    }
}
