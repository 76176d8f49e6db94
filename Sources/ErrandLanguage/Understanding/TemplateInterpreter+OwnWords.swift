extension TemplateInterpreter {
    /// Whether the words of `text` that no slot took, and that were not left unread, say
    /// something: a word that is not a function word ("what's", "on", "my"). A value not of its
    /// type is kept so the conversation can say why it can't use it ("send money to carol":
    /// "money" is no amount), but only where the phrase's own words say the action. Where they
    /// are function words alone, the words meant as the value were all that could tell the
    /// action, and they did not read: "what's on my lists" is no day asked of the calendar's
    /// "what's on {day}", nor is "what's on it".
    static func saysMoreThanItsValues(_ slots: [MatchedSlot], unread: [UnreadWords], in text: String) -> Bool {
        Tokenizer.tokens(of: text).contains { token in
            token.kind == .word && !KnownWordCoverage.functionWords.contains(token.text)
                && !slots.contains { $0.offsets?.overlaps(token.offsets) ?? false }
                && !unread.contains { $0.offsets.overlaps(token.offsets) }
        }
    }
}
