/// Polite ways of asking that the phrases do not write, said as the ways they do: "i'd love a
/// coffee" as "i'd like a coffee" (the phrases write "i'd like a {coffee}", and "i'd like to" is
/// a skipped lead), and "would you mind booking a table" as "book a table". Neither was
/// understood, or "love" was read as a song rated.
///
/// Only where a request starts ("text bob that i'd love to come" keeps its words), and in place:
/// each word becomes one no longer, padded with spaces, so every place counted in the request
/// still points at the same words.
enum PoliteAsks {
    /// The words before "love" that make it a wish.
    private static let wishers: [[String]] = [["i'd"], ["i", "would"], ["we'd"], ["we", "would"]]
    /// The words before a verb's -ing form that ask for it to be done.
    private static let minders: [[String]] = [["would", "you", "mind"], ["do", "you", "mind"]]

    /// `text` with a polite ask it starts with said as the phrases say it: "love" of a wish as
    /// "like", and "would you mind" blanked before the plain form of the verb after it, the
    /// first of its plain forms that `isKnown` (a catalog word); `text` itself otherwise.
    static func asked(_ text: String, isKnown: (String) -> Bool) -> String {
        // NB: most requests start with neither; their first letters say so without tokenizing.
        let head = text.drop { !$0.isLetter }.prefix { $0.isLetter || $0 == "'" }.lowercased()
        guard ["i'd", "i", "we'd", "we", "would", "do"].contains(head) else { return text }
        let words = Array(Tokenizer.tokens(of: text).filter(\.isWordLike).prefix(4))
        func leads(_ lead: [String]) -> Bool {
            lead.count < words.count && zip(lead, words).allSatisfy { $0 == $1.text }
        }
        var characters = Array(text)
        if let wisher = wishers.first(where: leads), words[wisher.count].text == "love" {
            let love = words[wisher.count]
            characters.replaceSubrange(love.offsets, with: text[love.range].first == "L" ? "Like" : "like")
        } else if let minder = minders.first(where: leads), words[minder.count].text.hasSuffix("ing"),
            let plain = WordForms.plainForms(of: words[minder.count].text).first(where: isKnown),
            plain.count <= words[minder.count].offsets.count
        {
            let verb = words[minder.count]
            let blank = words[0].offsets.lowerBound..<verb.offsets.lowerBound
            characters.replaceSubrange(blank, with: repeatElement(" ", count: blank.count))
            characters.replaceSubrange(
                verb.offsets, with: Array(plain) + repeatElement(" ", count: verb.offsets.count - plain.count))
        } else {
            return text
        }
        return String(characters)
    }
}
