import ErrandCatalog

/// Whether a text mentions every word searched for, as the example apps search their notes and
/// their payments' notes: each word, or its singular ("gifts" finds "Gift ideas"), in either its
/// British or its American spelling ("color" finds "Paint colours"); an article or "my" is
/// searched for in no text.
struct WordSearch {
    /// The words searched for, comparable.
    private let words: [String]

    init(_ query: String) {
        words = query.lowercased().split(separator: " ").map(String.init).filter { !Self.unsearched.contains($0) }
            .map(EnglishSpellings.comparable)
    }

    /// Whether `text` mentions every word searched for.
    func isMentioned(in text: String) -> Bool {
        let comparable = EnglishSpellings.comparable(text)
        return words.allSatisfy {
            comparable.contains($0) || comparable.contains(EnglishSpellings.comparable(EnglishNouns.singular(of: $0)))
        }
    }

    /// Words of a search that no text is searched for.
    private static let unsearched: Set<String> = ["the", "a", "an", "my"]
}
