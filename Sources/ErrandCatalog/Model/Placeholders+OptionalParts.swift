extension Placeholders {
    /// `text` with each optional part — words in square brackets, "Starting your {workout}[ for
    /// {goal}]." — kept without its brackets when every placeholder in it has a value
    /// (`hasValue`), and left out otherwise, so one dialog says a value when there is one and no
    /// hole when there is none. Parts nest, each kept by its own placeholders, not those of the
    /// parts within it: "[You've sent {total}[ to {payee}] in {count} payments.]" is said
    /// without a payee, and not at all without a total. A "[" with no "]" after it, and a "]"
    /// with no "[" before it, are written as they are.
    ///
    /// - Complexity: O(n) in the length of the text, and one `hasValue` a placeholder in a part.
    public static func keepingOptionalParts(of text: String, hasValue: (String) -> Bool) -> String {
        guard text.contains("[") else { return text }
        // Each part open so far, the whole text first: what it says once its inner parts are
        // kept or left out, and its own words, whose placeholders decide whether it is kept.
        var open: [(said: String, own: String)] = [("", "")]
        for character in text {
            switch character {
            case "[":
                open.append(("", ""))
            case "]" where open.count > 1:
                let part = open.removeLast()
                if names(in: part.own).allSatisfy(hasValue) { open[open.count - 1].said += part.said }
            default:
                open[open.count - 1].said.append(character)
                open[open.count - 1].own.append(character)
            }
        }
        // NB: a part never closed is written as it is, brackets and all.
        while open.count > 1 {
            let part = open.removeLast()
            open[open.count - 1].said += "[" + part.said
            open[open.count - 1].own += "[" + part.own
        }
        return open[0].said
    }
}
