import ErrandCatalog

/// An event's place among the day's: "my first meeting tomorrow" is the one that starts
/// earliest that day, "my last meeting today" the one that starts latest.
enum EventRank: String, AppEnum {
    case first, last
    static let typeName = "EventRank"
    static let titles: [EventRank: EnumTitle] = [
        .first: EnumTitle("First", synonyms: ["earliest"]),
        .last: EnumTitle("Last", synonyms: ["final"]),
    ]

    /// The rank a word of an event's name says: "first", "earliest", "last" or "final".
    init?(word: String) {
        guard
            let found = Self.titles.first(where: {
                $0.value.title.lowercased() == word || $0.value.synonyms.contains(word)
            })
        else { return nil }
        self = found.key
    }
}
