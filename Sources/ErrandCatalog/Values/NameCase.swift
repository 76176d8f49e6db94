import Foundation

/// How a name typed or said in lower case is written: a place or a person the person named
/// reads as a name in the dialog and on the card ("flights from Boston to Salt Lake City", not
/// "from boston to salt lake city").
public enum NameCase {
    /// `text` with each word capitalized but the small words inside a name ("Isle of Man",
    /// "Stratford upon Avon"). A name with a capital anywhere is left as written ("McAllen",
    /// "eBay Office"), and so is a common noun said with its article or whose it is ("the
    /// airport", "my office").
    public static func written(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let words = trimmed.split(separator: " ")
        guard !trimmed.contains(where: \.isUppercase), let first = words.first,
            !EnglishNouns.determiners.contains(first.lowercased())
        else { return trimmed }
        return words.enumerated().map { index, word in
            index > 0 && smallWords.contains(String(word))
                ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }

    /// Words written in lower case inside a name.
    private static let smallWords: Set<String> = [
        "of", "upon", "on", "the", "and", "de", "la", "le", "del", "du", "da", "di", "am", "sur", "en",
    ]
}
