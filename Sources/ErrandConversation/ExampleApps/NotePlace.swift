import ErrandCatalog
import ErrandLanguage

/// A note named by its place among the notes ("my last note", "the oldest one"): the newest or
/// the oldest, as read out and deleted.
enum NotePlace: String, AppEnum {
    case last, first
    static let typeName = "NotePlace"
    static let titles: [NotePlace: EnumTitle] = [
        .last: EnumTitle("Last", synonyms: ["latest", "newest", "most recent", "last one"]),
        .first: EnumTitle("First", synonyms: ["oldest", "first one"]),
    ]

    /// The place `words` name, said as its title or a synonym ("most recent"); `nil` for any
    /// other words.
    static func named(_ words: String) -> NotePlace? {
        let said = Tokenizer.normalized(words)
        return allCases.first { place in
            titles[place].map { ([$0.title] + $0.synonyms).contains { Tokenizer.normalized($0) == said } } == true
        }
    }

    /// The note at this place of `notes` (oldest first); `nil` when there is none.
    func note(of notes: [String]) -> String? { self == .last ? notes.last : notes.first }
}
