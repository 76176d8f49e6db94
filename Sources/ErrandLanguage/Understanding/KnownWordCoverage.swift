/// How much of a request is made of words an app uses or of values the model found: the guard
/// that keeps the model from confidently reading a request it knows nothing about ("what's the
/// weather" to a catalog without weather) as one of the app's actions.
///
/// Function words ("the", "what's", "please") carry no meaning either way and are not counted.
struct KnownWordCoverage: Sendable {
    let knownWords: Set<String>
    /// The words each app uses, by app identifier: the words a reading of one of its actions
    /// can have read (`unreadRuns(of:values:in:)`).
    var appWords: [String: Set<String>] = [:]
    /// The words of each action's app that name only values of types the action does not take,
    /// by intent name (`CatalogTrainingData.otherValueWordsByAction`): unread in its readings.
    var otherValueWords: [String: Set<String>] = [:]

    /// Words that name a day, which any app may be asked about: no cue of one (`hasCue`).
    static let dayWords: Set<String> = ["today", "tomorrow", "tonight", "yesterday"]

    /// How much a word of a value not of its parameter's type counts as known.
    static let unreadValueWeight = 0.5

    static let functionWords: Set<String> = [
        "a", "an", "the", "my", "me", "i", "i'm", "i'd", "you", "your", "it", "its", "it's", "this", "that", "these",
        "those", "some", "any", "to", "for", "of", "in", "on", "at", "by", "from", "with", "and", "or", "is", "are",
        "be",
        "was", "what", "what's", "whats", "how", "can", "could", "would", "will", "please", "do", "does", "want",
        "like",
        "let's", "lets", "us", "we", "our", "there", "here", "now", "up", "just", "get", "go", "make", "about",
    ]

    /// The share of the counted words of `text` that `app` uses or that are inside one of the
    /// `values` (character ranges of values found); 1 when no word is counted. A word only
    /// another app uses is not known to a reading of this one: "book" says nothing of a
    /// breathing session in "i need to book a table for 4". A word of the `unreadValues` (words
    /// kept as text for a parameter of another type) counts `unreadValueWeight`: the model found
    /// where a value goes ("order a flat white"), not a value ("Loews Cineplex" as a coffee).
    func coverage(of tokens: [Token], values: [Range<Int>], unreadValues: [Range<Int>], app: String) -> Double {
        let words = appWords[app] ?? knownWords
        var counted = 0
        var known = 0.0
        for token in tokens where token.kind == .word && !Self.functionWords.contains(token.text) {
            counted += 1
            if words.contains(token.text) || values.contains(where: { $0.overlaps(token.offsets) }) {
                known += 1
            } else if unreadValues.contains(where: { $0.overlaps(token.offsets) }) {
                known += Self.unreadValueWeight
            }
        }
        return counted == 0 ? 1 : known / Double(counted)
    }

    /// Whether `word` is one other apps use and `app` does not ("cappuccino", to the soup app).
    func isOnlyOthers(_ word: String, app: String) -> Bool {
        guard let own = appWords[app], !own.contains(word), !Self.functionWords.contains(word) else { return false }
        return knownWords.contains(word)
    }

    /// Whether `word` is one `app` uses and no other app does ("breathe", to the breathing app).
    func isOnly(_ word: String, of app: String) -> Bool {
        guard appWords[app]?.contains(word) == true else { return false }
        return !appWords.contains { $0.key != app && $0.value.contains(word) }
    }

    /// Whether anything in the request points at an action of `app`: a word the app uses, or a
    /// value read as one the app lists (`listedValues`). "hello?" read as a song to play has
    /// neither, where "latte" names a drink and "play hello" says play. Nor has "set a timer
    /// for ten minutes" read as a breathing session: a duration, a date or an amount is a value
    /// any app could take, and says nothing of which. Nor does a day said by its word ("what's
    /// the dat today" is no soup menu, though the menu is asked for "today").
    ///
    /// Nor does a verb that only asks ("did", "has"): "did bob email me" is no question of what
    /// Bob paid, though "did bob pay me" is one.
    func hasCue(in tokens: [Token], app: String, listedValues: [Range<Int>]) -> Bool {
        let words = appWords[app] ?? knownWords
        return tokens.contains { token in
            guard token.kind == .word, !Self.functionWords.contains(token.text), !Self.dayWords.contains(token.text),
                !Self.askingVerbs.contains(token.text)
            else { return false }
            return words.contains(token.text) || listedValues.contains { $0.overlaps(token.offsets) }
        }
    }

    /// Verbs that only make a question of a sentence, and say nothing of which app it is for.
    static let askingVerbs: Set<String> = ["did", "has", "have", "had"]

    /// A confidence scaled down when less than `floor` of the words are known.
    func scaled(_ confidence: Double, coverage: Double, floor: Double = 0.75) -> Double {
        confidence * min(1, coverage / floor)
    }

    /// `range` extended over the word tokens right after it that are not known, up to three.
    func extending(_ range: Range<Int>, over tokens: [Token]) -> Range<Int> {
        var end = range.upperBound
        var added = 0
        for token in tokens where token.offsets.lowerBound >= end && added < 3 {
            guard token.kind == .word, !knownWords.contains(token.text), !Self.functionWords.contains(token.text) else {
                break
            }
            end = token.offsets.upperBound
            added += 1
        }
        return range.lowerBound..<end
    }

    /// `range` extended over the word tokens right before it that are not known, up to three,
    /// none of them inside one of `taken` (other values' ranges).
    func extendingBack(_ range: Range<Int>, over tokens: [Token], sparing taken: [Range<Int>]) -> Range<Int> {
        var start = range.lowerBound
        var added = 0
        for token in tokens.reversed() where token.offsets.upperBound <= start && added < 3 {
            guard token.kind == .word, !knownWords.contains(token.text), !Self.functionWords.contains(token.text),
                !taken.contains(where: { $0.overlaps(token.offsets) })
            else { break }
            start = token.offsets.lowerBound
            added += 1
        }
        return start..<range.upperBound
    }
}
