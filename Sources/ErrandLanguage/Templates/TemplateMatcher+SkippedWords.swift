extension TemplateMatcher {
    /// Where the words of a text that start at `start` in `text` begin once the skipped phrases
    /// right before them ("please", "i want to") are counted in: matching skips them wherever
    /// they stand, so a message's wildcard began after them and lost them ("text bob that i want
    /// to leave" sent "leave").
    func start(includingSkippedBefore start: Int, in text: String) -> Int {
        // NB: most texts follow a word no skipped phrase ends with ("saying", "that"); that word
        // says so without tokenizing.
        let before = text.prefix(start).reversed().drop { !$0.isLetter }.prefix { $0.isLetter || $0 == "'" }
        let word = String(before.reversed()).lowercased()
        guard !word.isEmpty, skipPhrases.contains(where: { $0.last == word }) else { return start }
        let tokens = MatchToken.tokens(of: text)
        guard var index = tokens.firstIndex(where: { $0.offsets.lowerBound >= start }) else { return start }
        var begins = start
        while let phrase = skipPhrases.first(where: { phrase in
            index >= phrase.count
                && zip(phrase, tokens[(index - phrase.count)..<index]).allSatisfy { $0 == $1.text }
        }) {
            index -= phrase.count
            begins = tokens[index].offsets.lowerBound
        }
        return begins
    }
}
