import ErrandCatalog
import Foundation

/// What a person typed in search, matched against a suggestion's words the way a search field
/// should: every typed word must match, ignoring case and accents; a word may be the start of
/// one still being typed ("lat" for "latte"), part of a longer one ("coffee" in
/// "OrderCoffee"), or misspelt by a letter ("cofee"; two letters from eight letters on).
///
/// ```swift
/// let query = SearchQuery("cofee")
/// query.cost(of: ["Order large latte", "OrderCoffee"])  // 1: one typo
/// ```
public struct SearchQuery: Sendable, Hashable {
    /// The typed words, folded.
    public let words: [String]

    public init(_ text: String) {
        words = Self.words(in: text)
    }

    /// How far `texts` are from matching every typed word: 0 when each is found as typed, plus
    /// one for each misspelt word; `nil` when a word is not found at all, or nothing was typed.
    public func cost(of texts: [String]) -> Int? {
        guard !words.isEmpty else { return nil }
        let joined = texts.map(Self.fold).joined(separator: " ")
        let candidates = Self.words(in: texts.joined(separator: " "))
        var total = 0
        for word in words {
            if joined.contains(word) { continue }
            guard word.count >= 4 else { return nil }
            let allowed = word.count >= 8 ? 2 : 1
            // NB: a word still being typed is compared with the start of each word, as long.
            let close = candidates.contains { candidate in
                ErrandCatalog.Suggestion.editDistance(word, candidate) <= allowed
                    || (candidate.count > word.count
                        && ErrandCatalog.Suggestion.editDistance(word, String(candidate.prefix(word.count))) <= allowed)
            }
            guard close else { return nil }
            total += 1
        }
        return total
    }

    /// Lowercased, without accents.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en"))
    }

    /// The folded words of `text`, camel case split ("OrderCoffee" is "order", "coffee").
    static func words(in text: String) -> [String] {
        var spaced = ""
        var previous: Character?
        for character in text {
            if character.isUppercase, let previous, previous.isLowercase { spaced.append(" ") }
            spaced.append(character)
            previous = character
        }
        return fold(spaced).split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
