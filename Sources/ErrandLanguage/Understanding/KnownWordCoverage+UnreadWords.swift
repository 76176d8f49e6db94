import ErrandCatalog

extension KnownWordCoverage {
    /// Words said around a request that ask for nothing by themselves: politeness and fillers
    /// ("thanks", "hey", "quickly") and the verbs any request may be made with ("grab me a
    /// latte", "i'm going for a jog"). They are never unread, so an ordinary request is not
    /// answered with a notice; like function words they may stand between unread words.
    ///
    /// NB: kept apart from `functionWords`, which also scale the model's confidence: adding
    /// words there would change which requests are understood at all.
    static let courtesyWords: Set<String> = [
        "hey", "hi", "hello", "ok", "okay", "oh", "um", "uh", "so", "well", "yeah", "yes", "thanks", "thank",
        "cheers", "kindly", "pls", "plz", "quickly", "quick", "asap", "right", "away", "then", "also", "too",
        "again", "really", "actually", "maybe", "need", "needs", "should", "i'll", "gonna", "wanna", "have", "give",
        "one", "ones", "another", "something", "someone", "grab", "fetch", "bring", "gimme", "going", "got", "instead",
        "did", "yet", "already", "still", "now", "just", "else",
    ]

    /// The runs of words in `tokens` that no value in `values` (character ranges of the values
    /// read) covers and that are neither words `app` uses nor function or courtesy words, as
    /// character ranges, in order.
    ///
    /// A run is as long as it can be: function words, courtesy words and numbers that stand
    /// between two unread words belong to it ("scone or a muffin"), at its ends they do not
    /// ("with my dog" is "dog"). A word the app uses, a value, a symbol or punctuation ends it.
    ///
    /// NB: the words of the reading's own app, not of the whole catalog: "milk" of another app's
    /// "buy milk" is no word of the coffee app, and "oat milk" is what the coffee order would
    /// leave out. Words of other apps are often a second request ("… and play some jazz"). With
    /// `intent`, the reading's action, the app's words that name only values of other actions'
    /// types are unread too ("medium", a grind, in "order a medium latte").
    ///
    /// - Complexity: O(n · v) for n tokens and v values.
    func unreadRuns(of tokens: [Token], values: [Range<Int>], in app: String, intent: String? = nil)
        -> [Range<Int>]
    {
        let known = appWords[app] ?? knownWords
        let foreign = intent.flatMap { otherValueWords[$0] } ?? []
        var runs: [Range<Int>] = []
        var current: Range<Int>?
        for token in tokens {
            let inValue = values.contains { $0.overlaps(token.offsets) }
            // NB: a number read only in part, the letters glued to it left, is unread whole:
            // "pay bob $1e3" is no dollar (it read "$1" and said nothing of "e3").
            if inValue, Self.isReadInPart(token, values: values) {
                current = current.map { $0.lowerBound..<token.offsets.upperBound } ?? token.offsets
            } else if !inValue, token.kind == .word, !Self.isBridge(token.text),
                !Self.isKnown(token.text, in: known) || foreign.contains(token.text)
            {
                current = current.map { $0.lowerBound..<token.offsets.upperBound } ?? token.offsets
            } else if !inValue, token.kind == .number || token.kind == .word && Self.isBridge(token.text) {
                // A function or courtesy word, or a number: inside a run only when an unread
                // word follows it, which then extends the run over it.
                continue
            } else if let run = current {
                runs.append(run)
                current = nil
            }
        }
        if let run = current { runs.append(run) }
        return runs
    }

    /// Whether `token` is a number with letters glued to it ("1e3") that a value took only part
    /// of.
    private static func isReadInPart(_ token: Token, values: [Range<Int>]) -> Bool {
        token.text.first?.isNumber == true && token.text.contains(where: \.isLetter)
            && !values.contains {
                $0.lowerBound <= token.offsets.lowerBound && token.offsets.upperBound <= $0.upperBound
            }
    }

    /// Whether `word` is among `known`, or is the plural of a word that is ("coffees"), or the
    /// singular ("scoop" of "give {pet} {scoops} scoops", said "give milo a scoop").
    private static func isKnown(_ word: String, in known: Set<String>) -> Bool {
        known.contains(word) || EnglishNouns.isPlural(word) && known.contains(EnglishNouns.singular(of: word))
            || known.contains(EnglishNouns.plural(of: word))
    }

    /// Whether a normalised word asks for nothing by itself, so it is never unread and may stand
    /// inside a run, between unread words.
    private static func isBridge(_ word: String) -> Bool {
        functionWords.contains(word) || courtesyWords.contains(word)
    }
}
