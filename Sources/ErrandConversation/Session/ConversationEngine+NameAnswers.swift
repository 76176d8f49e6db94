import ErrandCatalog

/// Answers to a question that asks for a name as text ("Which zone are you parked in?"): "yes"
/// answers none, and the question's own noun is no part of the name.
extension ConversationEngine {
    /// Whether `parameter` is text asked for by a question that "yes" or "no" cannot answer:
    /// "Which zone are you parked in?", "Where to?", "Who is it for?"; not "What should I say?",
    /// which "yes" may answer.
    static func asksForAName(_ parameter: ParameterDefinition) -> Bool {
        guard parameter.type == .string, let first = parameter.prompt?.split(separator: " ").first else { return false }
        return ["which", "where", "who", "whom", "whose", "when", "how"].contains(first.lowercased())
    }

    /// `text` without the noun of the question that leads it, for a name asked for: "zone 12",
    /// to "Which zone are you parked in?", is "12" (the summary says "in zone {zone}").
    static func withoutOwnNoun(_ text: String, for parameter: ParameterDefinition) -> String {
        guard asksForAName(parameter) else { return text }
        let words = text.split(separator: " ", maxSplits: 1)
        guard words.count == 2, let first = words.first, parameter.nouns.contains(first.lowercased()) else {
            return text
        }
        return String(words[1])
    }
}
