extension ConversationEngine {
    /// What people say to hear the last turn again, most of all by voice. A question word alone
    /// asks about what was just said ("when", after "due tomorrow at nine AM"), which the last turn
    /// answers: the model read "when" as the calendar's next event, and the next request as its
    /// title.
    static let repeatPhrases: Set<String> = [
        "repeat", "repeat that", "repeat that please", "can you repeat that", "could you repeat that",
        "say that again", "say again", "say it again", "can you say that again", "come again", "pardon",
        "pardon me", "what did you say", "what was that", "sorry what", "i didn't hear you", "i didn't catch that",
        "what", "huh", "sorry", "excuse me", "what's that", "when", "where", "who",
        // NB: what was read out is read again ("read it again" after a message): it was not understood.
        "read it again", "read that again", "read it to me again", "read me that again", "one more time",
    ]

    /// Whether `text` asks to hear the last turn again.
    public static func asksToRepeat(_ text: String) -> Bool {
        // NB: most turns start with another word; their first letters say so without tokenizing.
        let head = text.drop { !$0.isLetter }.prefix { $0.isLetter }.lowercased()
        guard repeatHeads.contains(head) else { return false }
        return repeatPhrases.contains(AnswerParser.words(text).joined(separator: " "))
    }

    /// The first words of `repeatPhrases`.
    private static let repeatHeads = Set(repeatPhrases.compactMap { $0.split(separator: " ").first.map(String.init) })
}
