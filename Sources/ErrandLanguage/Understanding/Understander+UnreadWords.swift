extension Understander {
    /// The runs of words of `text` that are neither words `app` uses nor function or courtesy
    /// words, or that name only values of types `action` does not take, as the person wrote
    /// them: what a change said at a confirmation ("make it a large with oat milk") would leave
    /// out when only its values are read. "Medium" is a grind of the coffee app's beans, and no
    /// size of its coffee: unread in "a medium mocha", as the model leaves it.
    public func unreadWords(in text: String, app: String, action: String) -> [UnreadWords] {
        let characters = Array(text)
        let intent = IntentName.of(app: app, action: action)
        return knownWords.unreadRuns(of: Tokenizer.tokens(of: text), values: [], in: app, intent: intent).map {
            UnreadWords(text: String(characters[$0]), offsets: $0)
        }
    }
}
