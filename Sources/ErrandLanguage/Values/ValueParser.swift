/// The shared state of one recognition: the value tokens and the reference time.
///
/// Each dimension adds its parsing functions in an extension (`NumberRecognizer.swift`,
/// `DurationRecognizer.swift`, …). A parsing function takes a start index and returns every
/// way the tokens from there can be read, as end indices with values, so callers can ask for
/// the longest reading or for one that spans exactly a given range.
struct ValueParser {
    let tokens: [ValueToken]
    let clock: TimeContext
    let cache = ParseCache()

    init(tokens: [ValueToken], clock: TimeContext) {
        self.tokens = tokens
        self.clock = clock
    }

    /// The memoised result of `compute` for `key` at `index` in `table`.
    func cached<T>(
        _ table: ReferenceWritableKeyPath<ParseCache, [Int: T]>, _ index: Int, _ compute: () -> T
    ) -> T {
        if let hit = cache[keyPath: table][index] { return hit }
        let value = compute()
        cache[keyPath: table][index] = value
        return value
    }

    /// The text of token `index`, or `nil` past the end.
    func text(_ index: Int) -> String? { index >= 0 && index < tokens.count ? tokens[index].text : nil }

    /// Whether token `index` follows token `index - 1` with no space between them.
    func glued(_ index: Int) -> Bool {
        index > 0 && index < tokens.count && tokens[index].start == tokens[index - 1].end
    }

    /// The end index when the tokens from `index` read `words`, else `nil`.
    func match(_ words: [String], at index: Int) -> Int? {
        var position = index
        for word in words {
            guard text(position) == word else { return nil }
            position += 1
        }
        return position
    }

    /// The end index of the first of `phrases` that the tokens from `index` read (longest first).
    func matchAny(_ phrases: [[String]], at index: Int) -> Int? {
        var best: Int?
        for phrase in phrases {
            if let end = match(phrase, at: index), end > (best ?? index) { best = end }
        }
        return best
    }

    /// `index` advanced past any of `words`, one at a time.
    func skipping(_ words: Set<String>, at index: Int) -> Int {
        var position = index
        while let word = text(position), words.contains(word) { position += 1 }
        return position
    }

    /// `index` advanced past one optional token.
    func optional(_ word: String, at index: Int) -> Int { text(index) == word ? index + 1 : index }
}
