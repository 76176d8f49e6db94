/// Words said before a request that ask for nothing — "hey", "ok", "um", "so", "i need to", and
/// a conjunction that goes on from the last request ("and play some jazz") — taken off before it
/// is read: "hey, play some jazz" is "play some jazz".
///
/// Phrase templates match a request from its first word, so a filler in front made every
/// template miss and left the request to the model, which read it less surely or not at all
/// ("hey play some jazz" was not understood). Greetings that may begin a name or a message
/// ("hello", "hi") are not taken off. Nor is "no", which may be the request's own ("no sugar").
/// A correction's lead is: "actually play some jazz", after a record was playing, was not
/// understood, and "nope, play some jazz" was respelled "note, play some jazz" and made a note.
/// "No" is a correction's lead too when a comma or a clause of the person's follows it ("no, play
/// some jazz", "no i want a latte", whose "no" was said not understood).
public enum LeadingFillers {
    static let words: Set<String> = [
        "hey", "ok", "okay", "oh", "um", "uh", "er", "so", "well", "please", "alright", "and", "then", "also",
        "actually", "nope", "nah",
    ]

    /// The words that start a clause of the person's after "no": "no i want a latte", "no make
    /// it large".
    static let clauseOpeners: Set<String> = [
        "i", "i'd", "i'm", "i'll", "we", "we'd", "let's", "make", "just", "it's", "change",
    ]

    /// What a person says before a request to say they mean to do it: "i need to pay bob back 20
    /// bucks" read "need" as the payee. Only where a request starts: "text bob that i need to
    /// leave" keeps them in the message.
    static let prefaces: [[String]] = [
        ["i", "need", "to"], ["i", "have", "to"], ["i've", "got", "to"], ["i", "got", "to"], ["i", "gotta"],
        ["i", "wanna"], ["we", "need", "to"], ["i'm", "going", "to"], ["i'm", "gonna"], ["i", "must"],
    ]

    /// `text` without the fillers and prefaces it starts with, and where the rest starts in
    /// `text`, in characters; `text` itself, at 0, when it starts with none or is nothing else.
    public static func stripped(_ text: String) -> (request: String, offset: Int) {
        // NB: most requests start with no filler; their first letters say so without tokenizing.
        let head = text.drop { !$0.isLetter }.prefix { $0.isLetter || $0 == "'" }.lowercased()
        guard words.contains(head) || head == "no" || prefaces.contains(where: { $0[0] == head }) else {
            return (text, 0)
        }
        let tokens = Tokenizer.tokens(of: text).filter(\.isWordLike)
        var first = 0
        while first < tokens.count {
            if words.contains(tokens[first].text) || isCorrection(tokens, at: first, in: text) {
                first += 1
            } else if let preface = prefaces.first(where: { preface in
                first + preface.count < tokens.count
                    && zip(preface, tokens[first...]).allSatisfy { $0 == $1.text }
            }) {
                first += preface.count
            } else {
                break
            }
        }
        guard first > 0, first < tokens.count else { return (text, 0) }
        return (String(text[tokens[first].range.lowerBound...]), tokens[first].offsets.lowerBound)
    }

    /// Whether the token at `index` is a "no" that a comma or a clause of the person's follows.
    private static func isCorrection(_ tokens: [Token], at index: Int, in text: String) -> Bool {
        guard tokens[index].text == "no", index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        return clauseOpeners.contains(next.text)
            || text[tokens[index].range.upperBound..<next.range.lowerBound].contains(",")
    }
}
