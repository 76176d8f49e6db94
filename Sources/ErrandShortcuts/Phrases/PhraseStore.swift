import Foundation

/// Where a person's phrases are kept. `ErrandStore` keeps them in SQLite; tests use
/// `InMemoryPhraseStore`.
///
/// Every call is scoped to one person: no call reads or changes another person's phrases.
/// Stores check nothing about the words: `PersonPhrases` validates before saving.
public protocol PhraseStore: Sendable {
    /// Adds `phrase`, or, given `previous` (words exactly as stored), replaces that phrase of
    /// the person's with it, once `check` accepts the person's phrases as they are at that moment.
    ///
    /// The phrases `check` is given and the save are one write transaction: no other process
    /// changes the person's phrases in between, so two processes adding the same words at once
    /// cannot both pass a check only one of them should.
    ///
    /// - Throws: what `check` throws (nothing is saved); when `previous` is not one of the
    ///   person's phrases, or the store fails.
    func savePhrase(
        _ phrase: StoredPhrase, of person: String, replacing previous: String?,
        checking check: ([StoredPhrase]) throws -> Void) throws
    /// Removes the person's phrase with these words, exactly as stored; `false` when there was none.
    @discardableResult
    func removePhrase(_ words: String, of person: String) throws -> Bool
    /// The person's phrases, by words.
    func phrases(of person: String) throws -> [StoredPhrase]
    /// The person's phrases that run an action of `app`, by words.
    func phrases(of person: String, app: String) throws -> [StoredPhrase]
    /// The changes to the person's phrases (those of `app` only, if given) after `sequence`.
    func phraseChanges(of person: String, app: String?, after sequence: Int) throws -> PhraseChanges
}

extension PhraseStore {
    /// Adds `phrase`, or, given `previous`, replaces that phrase of the person's with it,
    /// checking nothing.
    public func savePhrase(_ phrase: StoredPhrase, of person: String, replacing previous: String?) throws {
        try savePhrase(phrase, of: person, replacing: previous, checking: { _ in })
    }
}

/// A phrase store was asked to replace a phrase the person does not have.
public struct PhraseNotFound: Error, CustomStringConvertible, Sendable {
    public var phrase: String
    public var person: String

    public init(phrase: String, person: String) {
        self.phrase = phrase
        self.person = person
    }

    public var description: String {
        "'\(person)' has no phrase '\(phrase)'; list the phrases with `errand phrases list`"
    }
}
