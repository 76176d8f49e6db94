extension Understander {
    /// The runs of words of `text` that are neither words `app` uses nor function or courtesy
    /// words, as the person wrote them: what a change said at a confirmation ("make it a large
    /// with oat milk") would leave out when only its values are read.
    public func unreadWords(in text: String, app: String) -> [UnreadWords] {
        let characters = Array(text)
        return knownWords.unreadRuns(of: Tokenizer.tokens(of: text), values: [], in: app).map {
            UnreadWords(text: String(characters[$0]), offsets: $0)
        }
    }
}
