import ErrandCatalog

extension ConversationEngine {
    /// The listed value an answer picks for `parameter`: by its place among the options the
    /// question offered, when it offered some, else by name among all the parameter's choices.
    /// "The last one", to "Which soup? Tomato Soup or Clam Chowder?", is Clam Chowder, not a
    /// sold-out soup never said; "the third one" is none (the voice newcomer pass). The
    /// guidelines offer a short list to choose from, and a place in it counts in what was heard.
    func pickedChoice(
        _ text: String, for parameter: ParameterDefinition, options: [Value], app: AppDefinition,
        pending: PendingRequest
    ) -> Value? {
        if !options.isEmpty, let action = catalog.action(named: pending.action, in: pending.app),
            let index = AnswerParser.choice(
                in: text, names: names(of: options, parameter: parameter.id, action: action, app: app))
        {
            return options[index]
        }
        if !options.isEmpty, AnswerParser.saysAPosition(text) { return nil }
        let choices = AnswerParser.namedChoices(for: parameter, app: app)
        return AnswerParser.choice(in: text, names: choices.map(\.0)).map { choices[$0].1 }
    }
}
