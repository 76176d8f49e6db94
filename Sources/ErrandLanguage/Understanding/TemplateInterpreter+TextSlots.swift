import ErrandCatalog

extension TemplateInterpreter {
    /// `slots` with a text wildcard that is wholly the action's one length of time, which the
    /// match left out, given to that length: "start a timer for 90 seconds", matched by "start a
    /// timer for {step}", is a timer of 90 seconds, not one for a step called "90 seconds".
    static func textAsLength(
        _ slots: [MatchedSlot], of action: ActionDefinition, read: (MatchedSlot) -> Value?
    ) -> [MatchedSlot] {
        let lengths = action.parameters.filter { $0.type == .duration }
        guard lengths.count == 1, let length = lengths.first, !slots.contains(where: { $0.name == length.id }) else {
            return slots
        }
        var slots = slots
        for index in slots.indices
        where slots[index].isWildcard && action.parameter(named: slots[index].name)?.type == .string {
            var moved = slots[index]
            moved.name = length.id
            if read(moved) != nil {
                slots[index] = moved
                break
            }
        }
        return slots
    }

    /// Whether a wildcard's words are more than one and end with an article, which leads a name
    /// and never ends one: "find a" of "find a recipe", matched by "{dish} recipe", is no dish.
    /// (An article alone names the parameter, and is asked for: `namesOnly`.)
    static func endsWithAnArticle(_ slot: MatchedSlot) -> Bool {
        let words = slot.text.split(separator: " ")
        guard slot.isWildcard, words.count > 1, let last = words.last else { return false }
        return ["a", "an", "the"].contains(last.lowercased())
    }

    /// Whether `text` is only the words that name `parameter`, after determiners or none: "my
    /// prescription", "the station"; or determiners alone ("pin the note" of
    /// "pin [my] {note} [note]" pinned a note called "the"); or a determiner and the last noun of
    /// the action's title ("log a dose for milo", to "Log a medication dose", logged a medication
    /// called "a dose").
    static func namesOnly(_ parameter: ParameterDefinition, in text: String, of action: ActionDefinition) -> Bool {
        var words = text.lowercased().split(separator: " ")
        guard words.count <= 3 else { return false }
        let count = words.count
        while let first = words.first, EnglishNouns.determiners.contains(String(first)) {
            words.removeFirst()
        }
        let named = words.joined(separator: " ")
        if words.isEmpty || parameter.nouns.contains(named) { return true }
        let title = action.title.lowercased().split(separator: " ")
        guard words.count == 1, words.count < count, title.count > 1, let head = title.last else { return false }
        return named == head || named == head + "s"
    }
}
