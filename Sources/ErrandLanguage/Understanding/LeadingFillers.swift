/// Words said before a request that ask for nothing — "hey", "ok", "um", "so", and a conjunction
/// that goes on from the last request ("and play some jazz") — taken off before it is read:
/// "hey, play some jazz" is "play some jazz".
///
/// Phrase templates match a request from its first word, so a filler in front made every
/// template miss and left the request to the model, which read it less surely or not at all
/// ("hey play some jazz" was not understood). Greetings that may begin a name or a message
/// ("hello", "hi") are not taken off.
enum LeadingFillers {
    static let words: Set<String> = [
        "hey", "ok", "okay", "oh", "um", "uh", "er", "so", "well", "please", "alright", "and", "then", "also",
    ]

    /// `text` without the fillers it starts with, and where the rest starts in `text`, in
    /// characters; `text` itself, at 0, when it starts with none or is nothing else.
    static func stripped(_ text: String) -> (request: String, offset: Int) {
        // NB: most requests start with no filler; their first letters say so without tokenizing.
        let head = text.drop { !$0.isLetter }.prefix { $0.isLetter }.lowercased()
        guard words.contains(head) else { return (text, 0) }
        let tokens = Tokenizer.tokens(of: text).filter(\.isWordLike)
        guard let first = tokens.firstIndex(where: { !words.contains($0.text) }), first > 0 else { return (text, 0) }
        return (String(text[tokens[first].range.lowerBound...]), tokens[first].offsets.lowerBound)
    }
}
