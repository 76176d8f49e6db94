import Foundation

/// One change to a person's phrases, numbered in the order it was made: how an app learns what
/// the person added, changed or removed elsewhere ("what changed since N?").
public struct PhraseChange: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        case added, changed, removed
    }

    /// Increases with every change in the store; ask for the changes after the last one seen.
    public var sequence: Int
    public var kind: Kind
    /// The words now (the words removed, for a removal).
    public var phrase: String
    /// The words before, when a change gave the phrase new words.
    public var previousPhrase: String?
    /// The app whose action the phrase runs (before a removal), if any.
    public var app: String?
    public var action: String?

    public init(
        sequence: Int, kind: Kind, phrase: String, previousPhrase: String? = nil, app: String? = nil,
        action: String? = nil
    ) {
        self.sequence = sequence
        self.kind = kind
        self.phrase = phrase
        self.previousPhrase = previousPhrase
        self.app = app
        self.action = action
    }

    /// The changes a replacement of `old` by `new` records: one change when the app stays the
    /// same; else a removal from the old app and an addition to the new one. Stores number them.
    static func replacing(_ old: StoredPhrase, with new: StoredPhrase) -> [(Kind, StoredPhrase, String?)] {
        if old.app == new.app {
            return [(.changed, new, old.phrase == new.phrase ? nil : old.phrase)]
        }
        return [(.removed, old, nil), (.added, new, nil)]
    }
}

/// The changes after a sequence number, and the number to ask from next time.
public struct PhraseChanges: Sendable, Hashable, Codable {
    public var changes: [PhraseChange]
    /// The number to ask from next time: the person's last change's (or the one asked from,
    /// when higher). Numbers are shared by everyone but never tell of another person's changes.
    public var through: Int

    public init(changes: [PhraseChange], through: Int) {
        self.changes = changes
        self.through = through
    }
}
