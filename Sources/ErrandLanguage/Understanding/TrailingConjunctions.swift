/// Words a request may trail off with that join it to nothing: "play kind of blue and", "start a
/// run, then". Taken off before the request is read, so a wildcard does not keep them ("kind of
/// blue and" is no title). "Then" and "also" said straight after a word are the request's own
/// ("text bob see you then", "tell amy me also"): only after a comma or "and" do they trail.
/// "Instead" trails: "play some jazz instead" says the jazz replaces something, and is no part
/// of what to play; but words quoted after "saying" are the person's own, to the last ("text bob
/// saying can we meet at 5 instead").
enum TrailingConjunctions {
    static let words: Set<String> = ["and", "then", "also", "instead"]
    /// The words after which the rest is what the person dictates.
    static let quoting: Set<String> = ["saying", "says"]

    /// `text` without the conjunctions (and the punctuation around them) it ends with; `text`
    /// itself when it ends with none or is nothing else. The characters kept are `text`'s first
    /// ones, so offsets into it still hold.
    static func stripped(_ text: String) -> String {
        // NB: most requests end otherwise; their last letters say so without tokenizing.
        var end = text.endIndex
        while end > text.startIndex, !text[text.index(before: end)].isLetter { end = text.index(before: end) }
        var start = end
        while start > text.startIndex, text[text.index(before: start)].isLetter { start = text.index(before: start) }
        guard text.distance(from: start, to: end) <= 7, words.contains(text[start..<end].lowercased()) else {
            return text
        }
        let tokens = Tokenizer.tokens(of: text).filter(\.isWordLike)
        guard let last = tokens.lastIndex(where: { !words.contains($0.text) }), last < tokens.count - 1 else {
            return text
        }
        let trailing = tokens[(last + 1)...]
        let between = text[tokens[last].range.upperBound..<tokens[last + 1].range.lowerBound]
        guard
            trailing.contains(where: { $0.text == "and" }) || between.contains(where: { $0.isPunctuation })
                || (trailing.allSatisfy({ $0.text == "instead" }) && !tokens.contains { quoting.contains($0.text) })
        else { return text }
        return String(text[..<tokens[last].range.upperBound])
    }
}
