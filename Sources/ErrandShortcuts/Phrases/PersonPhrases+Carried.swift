import ErrandCatalog
import Foundation

/// What the phrases of shortcuts about to be imported come to (`PersonPhrases.carriedPhrases`).
public struct CarriedPhrases: Sendable, Hashable {
    /// Phrases no one may have (a core command such as "yes", the wake phrase, no words, too
    /// long), located as `shortcuts[i].phrase`: the file is refused.
    public var problems: [ShortcutProblem] = []
    /// The shortcuts (by position) imported without their phrase, whose words are already
    /// taken by the person's phrase, another of their shortcuts or an app.
    public var dropped: [Int] = []
    /// What the person hears: phrases left out and why, phrases an app reads alike.
    public var warnings: [String] = []
}

extension PersonPhrases {
    /// Holds the phrases that `shortcuts`, about to be saved for `person` (an import), carry
    /// to the rules a phrase added with `add` follows. Words no phrase may have refuse the
    /// file; words already taken — by one of the person's phrases, another of their shortcuts
    /// (those of the same file included) or an app's phrase — leave that shortcut without a
    /// phrase, so importing a file twice still gives a second copy, and never one that answers
    /// to another's words. The shortcuts in `replacing` give way, with the phrases that run them.
    public func carriedPhrases(of shortcuts: [Shortcut], for person: String, replacing: [String]) throws
        -> CarriedPhrases
    {
        let leaving = Set(replacing)
        let stored = try store.phrases(of: person).filter { !leaving.contains($0.shortcutID) }
        var carried = try shortcutPhrases(of: person, besides: stored).filter { !leaving.contains($0.shortcutID) }
        var result = CarriedPhrases()
        for (index, shortcut) in shortcuts.enumerated() {
            guard let words = shortcut.phrase, !words.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            do {
                let found = try check(words, among: stored, carried: carried, of: person)
                result.warnings += found.map { "shortcut '\(shortcut.name)': \($0)" }
                carried.append(StoredPhrase(phrase: words, shortcutID: shortcut.id, updatedAt: .distantPast))
            } catch let error as PhraseError {
                switch error {
                case .takenByOwnPhrase, .takenByShortcut, .takenByApp:
                    result.dropped.append(index)
                    result.warnings.append(
                        "shortcut '\(shortcut.name)' is imported without its phrase: \(error.description)")
                default:
                    result.problems.append(ShortcutProblem("shortcuts[\(index)].phrase", error.description))
                }
            }
        }
        return result
    }
}
