import Testing

@testable import ErrandLanguage

/// The sounds people make while finding their words are no words of the request: "um", "uh",
/// "hmm" wherever they stand, and "like" said as a pause or before a number. Each is blanked
/// with its comma, so every place in the utterance still points at the same words.
struct DisfluenciesTests {
    @Test(arguments: [
        ("text amy lee, um, that I'll be there", "text amy lee,     that I'll be there"),
        ("i need a hotel in, uh, lisbon", "i need a hotel in,     lisbon"),
        ("hmm, actually, never mind", "     actually, never mind"),
        ("like 30 bucks", "     30 bucks"),
        ("for like three nights", "for      three nights"),
        ("so, like, order a mocha", "so,       order a mocha"),
        ("Um, play Uh kind of blue", "    play    kind of blue"),
    ])
    func hesitationsAreBlanked(said: String, heard: String) {
        #expect(Disfluencies.blanked(said) == heard)
        #expect(Disfluencies.blanked(said).count == said.count)
    }

    /// "like" as a verb stays: after a person or "would", and where nothing like a pause or a
    /// number follows it.
    @Test(arguments: [
        "i'd like 2 lattes", "we like 3 sugars", "i would like, um", "play something like jazz", "text bob I like it",
        "i like, totally forgot", "play like a prayer", "rate it like",
    ])
    func likeAsAVerbStays(said: String) {
        #expect(Disfluencies.blanked(said).contains("like"))
    }

    @Test func anUtteranceWithoutHesitationsIsItself() {
        #expect(Disfluencies.blanked("order a large latte") == "order a large latte")
        #expect(Disfluencies.blanked("summer holiday") == "summer holiday")
    }
}
