/// The sounds people make while they find their words — "um", "uh", "hmm" — and "like" said
/// as one ("for like 3 nights", "so, like, order a mocha"), blanked out wherever they stand in
/// an utterance, so no value is read from them: "i need a hotel in, uh, lisbon" booked a room
/// in "Uh", "text amy lee, um, that …" looked for a contact "Um", and "like 30 bucks", said to
/// "How much?", rated a song "like".
///
/// Each is replaced by as many spaces, with the comma that follows it, so every place counted
/// in the utterance still points at the same words. `LeadingFillers` takes off the words that
/// start a request; these go wherever they are.
public enum Disfluencies {
    /// Sounds that are never words of a request.
    static let hesitations: Set<String> = ["um", "umm", "uhm", "uh", "uhh", "er", "erm", "hmm", "hm", "mm"]

    /// The words before "like" that make it a verb: "i'd like 2 lattes", "we like 3 sugars".
    static let likers: Set<String> = [
        "i", "i'd", "we", "we'd", "you", "you'd", "they", "they'd", "he'd", "she'd", "would", "d", "do", "don't",
        "didn't", "not", "really", "also", "just", "feel", "feels", "looks", "look", "sounds", "seems", "more", "much",
        "things", "something", "anything", "what",
    ]

    /// Whether `token`, after "like", makes it a hedge: a pause, or a number ("like 30 bucks").
    private static func startsAHedge(_ token: Token) -> Bool {
        token.text == "," || token.kind == .number || NumberWords.units[token.text] != nil
            || NumberWords.teens[token.text] != nil || NumberWords.tens[token.text] != nil
    }

    /// `text` with its hesitations blanked out; `text` itself when it has none.
    public static func blanked(_ text: String) -> String {
        // NB: most utterances have none; their words say so before any is tokenized, read as
        // they stand ("order" holds "er", and is no pause).
        var index = text.startIndex
        var said = false
        while index < text.endIndex, !said {
            let end = text[index...].firstIndex { !$0.isLetter } ?? text.endIndex
            // NB: no pause is longer than four letters; only those are lowered and looked up.
            if text.distance(from: index, to: end) <= 4 {
                let word = text[index..<end].lowercased()
                said = hesitations.contains(word) || word == "like"
            }
            index = end < text.endIndex ? text.index(after: end) : end
        }
        guard said else { return text }
        let tokens = Tokenizer.tokens(of: text)
        var blanks: [Range<Int>] = []
        for (index, token) in tokens.enumerated() where token.kind == .word {
            let next = tokens.dropFirst(index + 1).first
            let isFiller: Bool
            if hesitations.contains(token.text) {
                isFiller = true
            } else if token.text == "like" {
                let before = tokens[..<index].last(where: \.isWordLike)?.text
                isFiller = next.map(startsAHedge) == true && !(before.map(likers.contains) ?? false)
            } else {
                isFiller = false
            }
            guard isFiller else { continue }
            let comma = next.flatMap { $0.text == "," ? $0 : nil }
            blanks.append(token.offsets.lowerBound..<(comma ?? token).offsets.upperBound)
        }
        guard !blanks.isEmpty else { return text }
        var characters = Array(text)
        for blank in blanks { characters.replaceSubrange(blank, with: repeatElement(" ", count: blank.count)) }
        return String(characters)
    }
}
