import ErrandCatalog

extension Understander {
    /// Verbs in the past tense, and those of keeping a record: a request that says one tells
    /// what was done, and a time it says without a day is the last one ("luna had her apoquel
    /// at 8am", said at 6 PM, is this morning, not tomorrow's).
    static let pastWords: Set<String> = [
        "had", "gave", "took", "ate", "drank", "fed", "ran", "rode", "swam", "walked", "did", "went", "slept",
        "woke", "was", "were", "got", "came", "arrived", "finished", "started", "ended", "paid", "bought", "spent",
        "happened", "fell", "log", "logged", "record", "recorded",
    ]

    /// Words that say a request is about what is still to come, whatever else it tells: "remind
    /// me at 8 that i left the oven on".
    static let futureWords: Set<String> = ["remind", "will", "tomorrow", "next", "later", "going", "schedule"]

    /// Whether `text` tells what was done, so a time it says without a day is the last one:
    /// a past-tense verb or a verb of keeping a record, and no word of what is to come.
    public static func tellsThePast(_ text: String) -> Bool {
        let words = Tokenizer.tokens(of: text).filter { $0.kind == .word }.map(\.text)
        var past = false
        for (index, word) in words.enumerated() {
            if futureWords.contains(word) || word.hasSuffix("'ll") { return false }
            if pastWords.contains(word), !saysHaveGot(words, at: index) { past = true }
        }
        return past
    }

    /// Whether the "got" at `index` is "have got", which tells what one has now: "have i got
    /// anything on friday", "i've got a meeting", or "got any meetings on friday" with the
    /// "have" left out before "any".
    static func saysHaveGot(_ words: [String], at index: Int) -> Bool {
        guard words[index] == "got" else { return false }
        if index + 1 < words.count, ["any", "anything"].contains(words[index + 1]) { return true }
        return words[..<index].contains { ["have", "has", "haven't", "hasn't"].contains($0) || $0.hasSuffix("'ve") }
    }
}
