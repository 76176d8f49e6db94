import ErrandLanguage
import Foundation

extension ShareFileImporter {
    /// A warning for each of `shortcuts` (about to be saved for `person`) whose name another of
    /// their shortcuts already has, or an earlier one of `shortcuts`: a name two of the person's
    /// shortcuts share runs neither by that name, in a conversation or in `errand shortcuts run`.
    /// The shortcuts in `replacing` give way.
    ///
    /// A warning, not a refusal: an import is all or nothing, and a file the person did not
    /// write should not be refused whole for a name they can change afterwards.
    ///
    /// ```swift
    /// // shortcut 'Evening' (evening2) has the name of your shortcut 'Evening' (evening); …
    /// ```
    func nameWarnings(
        of shortcuts: [Shortcut], replacing: [String], for person: String, library: any ShortcutLibrary
    ) throws -> [String] {
        let leaving = Set(replacing + shortcuts.map(\.id))
        var others = try library.shortcuts(of: person).filter { !leaving.contains($0.id) }
        var warnings: [String] = []
        for shortcut in shortcuts {
            if let other = others.first(where: { Self.sameName($0.name, shortcut.name) }) {
                warnings.append(
                    "shortcut '\(shortcut.name)' (\(shortcut.id)) has the name of your shortcut '\(other.name)' "
                        + "(\(other.id)); a name two of your shortcuts share runs neither of them by name; rename "
                        + "one: `errand shortcuts export \(shortcut.id) --output FILE`, edit its \"name\", then "
                        + "`errand shortcuts import FILE --replace`")
            }
            others.append(shortcut)
        }
        return warnings
    }

    /// Whether two names are one when said or given: `errand shortcuts run` folds case, and a
    /// conversation also width, punctuation and spacing.
    static func sameName(_ one: String, _ other: String) -> Bool {
        if one.lowercased() == other.lowercased() { return true }
        let folded = Tokenizer.normalized(one)
        return !folded.isEmpty && folded == Tokenizer.normalized(other)
    }
}
