extension Understander {
    /// The words that point back at something said before rather than name it.
    static let pointingWords: Set<String> = ["it", "that", "this", "them"]

    /// Whether the model's reading leaves out a value the request points at: "add milk to it"
    /// puts milk on a list "it" stands for, and its action's phrases write the list after "to";
    /// a reading without the list would put milk on another. Where the conversation knows what
    /// "it" is, it says so before the request is read; here nothing is known, and the request is
    /// not understood rather than read without the words that say where.
    func leavesOutAPointedValue(
        _ parameters: [String: UnderstoodValue], intent: String, tokens: [Token]
    ) -> Bool {
        guard let introduced = templates.introduced[intent] else { return false }
        let read = parameters.values.compactMap(\.offsets)
        return zip(tokens, tokens.dropFirst()).contains { word, pointer in
            Self.pointingWords.contains(pointer.text)
                && !read.contains { $0.overlaps(pointer.offsets) }
                && introduced.contains { $0.word == word.text && parameters[$0.name] == nil }
        }
    }
}
