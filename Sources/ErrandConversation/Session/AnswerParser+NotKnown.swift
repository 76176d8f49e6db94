extension AnswerParser {
    /// The ways of saying one doesn't know the value asked: "i don't know", "not sure", "no idea".
    private static let notKnownPhrases: Set<String> = [
        "i don't know", "i dont know", "don't know", "dont know", "i do not know", "no idea", "i have no idea",
        "not sure", "i'm not sure", "im not sure", "i am not sure", "dunno", "idk", "i forget", "i forgot",
        "i can't remember", "i cant remember", "no clue", "i have no clue",
    ]

    /// Whether the answer only says the person doesn't know the value asked, with a courtesy or
    /// two around it ("um, i don't know"): no value of any type, though a text asked for would
    /// take its words.
    static func saysNotKnown(_ text: String) -> Bool {
        let said = words(text).filter { !["um", "uh", "well", "sorry", "oh", "hmm"].contains($0) }
        return notKnownPhrases.contains(said.joined(separator: " "))
    }
}
