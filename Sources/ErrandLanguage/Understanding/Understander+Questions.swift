import ErrandCatalog

extension Understander {
    /// Whether `request` asks what happened ("did bob message me", "did i pay amy"): an action
    /// that does something now answers no such question, only one that shows or finds things.
    static func asksWhatHappened(_ request: String) -> Bool {
        // NB: most requests start with another letter, which says so without tokenizing.
        guard let initial = request.first(where: \.isLetter), "dD".contains(initial) else { return false }
        guard let first = Tokenizer.tokens(of: request).first(where: { $0.kind == .word }) else { return false }
        return ["did", "didn't", "didnt"].contains(first.text)
    }

    /// Where `request` asks how much or how many ("how much is the clam chowder"), or `nil`
    /// when it does not: no action that orders, starts, sends, creates or sets something answers
    /// it. (How much a soup costs was an order of one, "much" named.) An action of no stated
    /// category may: a weather app's, for "how much snow will fall". So may an app's own phrase
    /// that asks it ("how much did i spend"), whatever its action's category (`asksItself`).
    static func howMuchQuestion(_ request: String) -> Range<Int>? {
        guard let initial = request.first(where: \.isLetter), "hH".contains(initial) else { return nil }
        let words = Array(Tokenizer.tokens(of: request).lazy.filter { $0.kind == .word }.prefix(2))
        guard words.count == 2, words[0].text == "how", ["much", "many"].contains(words[1].text) else { return nil }
        return words[0].offsets.lowerBound..<words[1].offsets.upperBound
    }

    /// Whether `reading` is an app's phrase that says the words at `question` itself, outside
    /// its values: the app wrote the question, so its action answers it.
    static func asksItself(_ reading: Interpretation, question: Range<Int>) -> Bool {
        reading.source == .template && !reading.parameters.values.contains { $0.offsets?.overlaps(question) ?? false }
    }

    /// Whether `request` asks what something is ("what's in the clam chowder", "what is a
    /// mocha"): a question, which no action that orders or sends something answers. Only the
    /// model's readings are held to it: an app's own phrase that starts so is the app's to say.
    static func asksWhat(_ request: String) -> Bool {
        guard let initial = request.first(where: \.isLetter), "wW".contains(initial) else { return false }
        guard let first = Tokenizer.tokens(of: request).first(where: { $0.kind == .word }) else { return false }
        return ["what", "what's", "whats"].contains(first.text)
    }

    /// Whether `text` asks what something is like ("what's the weather like", "what is the
    /// traffic like in town"): its "like" says nothing a phrase needs.
    static func asksWhatItIsLike(_ text: String) -> Bool {
        guard let initial = text.first(where: \.isLetter), "wWhH".contains(initial), text.contains("like") else {
            return false
        }
        let words = Tokenizer.tokens(of: text).filter { $0.kind == .word }.map(\.text)
        guard let first = words.first, words.dropFirst().contains("like") else { return false }
        return ["what's", "whats", "how's", "hows"].contains(first)
            || (["what", "how"].contains(first)
                && ["is", "are", "was", "will"].contains(words.dropFirst().first ?? ""))
    }

    /// Whether `request` asks whether something is so ("is the garage open", "are the lights
    /// on"): a question about how things are, which no action that unlocks, turns on or sends
    /// something answers. As with `asksWhat`, only the model's readings are held to it: the
    /// model weighs "open" alike in "open the garage" and "is the garage open".
    static func asksWhetherItIs(_ request: String) -> Bool {
        guard let initial = request.first(where: \.isLetter), "iIaAwW".contains(initial) else { return false }
        guard let first = Tokenizer.tokens(of: request).first(where: { $0.kind == .word }) else { return false }
        return ["is", "isn't", "isnt", "are", "aren't", "arent", "was", "wasn't", "were", "weren't"].contains(
            first.text)
    }

    /// Whether `request` asks the time of day ("what time is it", "what's the time now"): no
    /// app's action answers it, though the model, which learnt "what time is my flight" from an
    /// app's phrase, reads it as asking when an event is. (What follows may say where or now:
    /// "what time is it in tokyo"; "what's the time of my flight" asks about the flight.)
    static func asksTheTime(_ request: String) -> Bool {
        let words = Tokenizer.tokens(of: request).lazy.filter { $0.kind == .word }.map(\.text)
        let asks = [
            ["what", "time", "is", "it"], ["what's", "the", "time"], ["whats", "the", "time"],
            ["what", "is", "the", "time"],
        ].first { words.starts(with: $0) }
        guard let asks else { return false }
        let rest = words.dropFirst(asks.count)
        return rest.first.map { ["now", "right", "currently", "please", "in", "at", "where", "there"].contains($0) }
            ?? true
    }

    /// Whether `interpretation`'s action does something now: it orders, starts, sends, creates,
    /// downloads or sets something.
    func doesSomething(_ interpretation: Interpretation) -> Bool {
        guard let action = catalog.action(named: interpretation.action, in: interpretation.app) else { return false }
        return [.order, .start, .share, .create, .download, .other].contains(action.category)
    }

    /// Whether `interpretation`'s action can answer a question about what happened: one of the
    /// information or search categories.
    func answersQuestions(_ interpretation: Interpretation) -> Bool {
        guard let action = catalog.action(named: interpretation.action, in: interpretation.app) else { return false }
        return action.category == .information || action.category == .search
    }
}
