import ErrandCatalog

extension ResolutionRules {
    /// Words that only introduce a noun: "order a coffee", "play some music".
    private static let determiners: Set<String> = ["a", "an", "the", "some", "any", "my", "one"]

    /// Whether `value` is only the name of what `parameter` asks for (`ParameterDefinition.nouns`,
    /// after a determiner: "a coffee" for the Coffee parameter) said where one of its choices
    /// belongs. Such a value names no choice: the request has not said which one, so the
    /// parameter is asked for (or takes its default) as if nothing were said, instead of being
    /// refused as a choice that does not exist. A choice of that name (a drink called Coffee) is
    /// that choice.
    static func namesOnlyTheParameter(_ value: Value, _ parameter: ParameterDefinition, app: AppDefinition) -> Bool {
        let choices = AnswerParser.namedChoices(for: parameter, app: app)
        guard case .string(let text) = value, !choices.isEmpty else { return false }
        var said = AnswerParser.words(text)
        while said.count > 1, let first = said.first, determiners.contains(first) { said.removeFirst() }
        let phrase = said.joined(separator: " ")
        let namesAChoice = choices.contains { names, _ in
            names.contains { AnswerParser.words($0).joined(separator: " ") == phrase }
        }
        return !namesAChoice && parameter.nouns.contains(phrase)
    }
}
