import Foundation

/// One phrase of a person's phrase book and whose it is: a phrase they added (`PersonPhrases.add`),
/// or the phrase one of their shortcuts carries itself (`Shortcut.phrase`, as a shared shortcut
/// brings one).
///
/// `PersonPhrases.entries(of:)` lists them: what the person can say, and how each is changed.
public struct PhraseBookEntry: Sendable, Hashable {
    /// Whose phrase it is, which says how it is changed.
    public enum Owner: Sendable, Hashable {
        /// The person added it: `PersonPhrases.edit` and `remove` change it.
        case person
        /// The shortcut (named so) carries it as its own phrase: it changes with the shortcut.
        case shortcut(name: String)
    }

    /// The phrase and the shortcut (or action) it runs. For a shortcut's own phrase, `updatedAt`
    /// is `Date.distantPast`: when the shortcut got it is not kept.
    public var phrase: StoredPhrase
    public var owner: Owner

    public init(phrase: StoredPhrase, owner: Owner) {
        self.phrase = phrase
        self.owner = owner
    }

    /// The name of the shortcut whose own phrase this is; `nil` for a phrase the person added.
    public var shortcutName: String? {
        guard case .shortcut(let name) = owner else { return nil }
        return name
    }

    /// How the person changes a shortcut's own phrase, worded as the refusals to add, edit or
    /// remove it are; `nil` for a phrase the person added (`errand phrases edit` changes it).
    public var howToChange: String? {
        shortcutName == nil ? nil : PhraseError.changingPhrase(of: phrase.shortcutID)
    }
}
