import ErrandShortcuts
import Foundation

/// One phrase of `errand phrases list --json`: the phrase's fields as kept (`StoredPhrase`, as
/// this list has always printed them), and for a shortcut's own phrase `phraseOfShortcut`, the
/// shortcut's name and how to change the phrase.
///
/// ```json
/// { "phrase": "good morning", "shortcutID": "morning", "ownsShortcut": false, "values": {},
///   "updatedAt": "0001-01-01T00:00:00Z",
///   "phraseOfShortcut": { "name": "Good morning", "howToChange": "change that shortcut's phrase: …" } }
/// ```
struct PhraseListEntry: Encodable {
    /// Whose phrase it is, when it is a shortcut's own.
    struct ShortcutsOwn: Encodable {
        var name: String
        var howToChange: String
    }

    var entry: PhraseBookEntry

    private enum CodingKeys: String, CodingKey {
        case phraseOfShortcut
    }

    func encode(to encoder: any Encoder) throws {
        // NB: the phrase's own fields and `phraseOfShortcut` go in one object: a consumer reading
        // the entries as phrases (`StoredPhrase`) still reads every one.
        try entry.phrase.encode(to: encoder)
        guard let name = entry.shortcutName, let howToChange = entry.howToChange else { return }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ShortcutsOwn(name: name, howToChange: howToChange), forKey: .phraseOfShortcut)
    }
}
