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
        var (stored, carried) = try phrases(of: person, leaving: Set(replacing))
        var result = CarriedPhrases()
        // NB: a phrase may be taken by a shortcut of the same file, which the library does not
        // hold yet: it is named by its name too, not by its identifier.
        let unsaved = Dictionary(shortcuts.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        for (index, shortcut) in shortcuts.enumerated() {
            guard let words = shortcut.phrase, !words.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            do {
                let found = try check(words, among: stored, carried: carried, of: person, unsaved: unsaved)
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

    /// The warnings of `words` as the phrase of a new shortcut of the person's (one they make
    /// with `errand shortcuts create`), checked as `add` checks a phrase; the shortcut
    /// `replacing` gives way, with the phrases that run it.
    ///
    /// - Throws: `PhraseError` saying why the words cannot be the phrase.
    public func checkPhrase(_ words: String, ofNewShortcutFor person: String, replacing: String? = nil) throws
        -> [String]
    {
        let (stored, carried) = try phrases(of: person, leaving: Set(replacing.map { [$0] } ?? []))
        return try check(words, among: stored, carried: carried, of: person)
    }

    /// The person's phrases kept here and those their shortcuts carry, but for those of the
    /// shortcuts `leaving`.
    private func phrases(of person: String, leaving: Set<String>) throws
        -> (stored: [StoredPhrase], carried: [StoredPhrase])
    {
        let stored = try store.phrases(of: person).filter { !leaving.contains($0.shortcutID) }
        let carried = try shortcutPhrases(of: person, besides: stored).filter { !leaving.contains($0.shortcutID) }
        return (stored, carried)
    }
}
