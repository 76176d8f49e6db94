import ErrandCatalog

extension Understander {
    /// Whether `request` says not to do something ("don't order a latte", "do not play jazz"):
    /// it asks for no action, where reading it as the action it names would do just what the
    /// person said not to. "don't forget to…" and "don't let me forget to…" ask for a reminder,
    /// and are read as any request.
    public static func saysNotTo(_ request: String) -> Bool {
        // NB: most requests start with another letter, which says so without tokenizing.
        guard let initial = request.first(where: \.isLetter), "dDnN".contains(initial) else { return false }
        let words = Tokenizer.tokens(of: request).filter { $0.kind == .word }.prefix(4).map(\.text)
        guard let rest = Self.afterNegation(words) else { return false }
        return rest.first != "forget" && Array(rest.prefix(3)) != ["let", "me", "forget"]
    }

    /// Whether `reading` is a match of one of its action's own phrases that says not to
    /// ("don't water {date}" skips watering): the app asks for those words, so they are the
    /// action, not a request to do nothing.
    func isPhraseSayingNotTo(_ reading: Interpretation) -> Bool {
        guard reading.source == .template,
            let action = catalog.action(named: reading.action, in: reading.app)
        else { return false }
        return action.phrases.contains { phrase in
            Self.afterNegation(Tokenizer.tokens(of: phrase).filter { $0.kind == .word }.prefix(2).map(\.text)) != nil
        }
    }

    /// The words after a leading "don't", "dont", "never" or "do not", or `nil` when `words`
    /// start with none of them.
    private static func afterNegation(_ words: [String]) -> ArraySlice<String>? {
        switch words.first {
        case "don't", "dont", "never": words.dropFirst()
        case "do" where words.dropFirst().first == "not": words.dropFirst(2)
        default: nil
        }
    }
}
