import ErrandCatalog

/// A yes or a no said with the question's own verb: "we won" or "i lost", to "Did you win?",
/// where only "yes" and "no" were heard (and "i lost" was asked again).
enum SwitchAnswer {
    /// The forms of a few verbs a yes-or-no question asks with, and the verb each says no by.
    private static let forms: [String: Set<String>] = [
        "win": ["win", "won", "wins", "winning"], "lose": ["lose", "lost", "loses", "losing"],
        "pass": ["pass", "passed", "passes"], "fail": ["fail", "failed", "fails"],
        "finish": ["finish", "finished", "finishes"], "quit": ["quit", "quits", "quitting"],
    ]
    private static let opposites: [String: String] = [
        "win": "lose", "lose": "win", "pass": "fail", "fail": "pass", "finish": "quit", "quit": "finish",
    ]

    /// `true` when the answer says the verb `parameter`'s title or question asks with, `false`
    /// when it says its opposite or the verb with "not" or "didn't" before it; `nil` otherwise.
    static func flag(in text: String, for parameter: ParameterDefinition) -> Bool? {
        guard parameter.type == .boolean else { return nil }
        let asked = AnswerParser.words(parameter.title + " " + (parameter.prompt ?? ""))
        guard let verb = forms.first(where: { !$0.value.isDisjoint(with: asked) })?.key else { return nil }
        let said = AnswerParser.words(text)
        let negated = said.contains { ["not", "didn't", "didnt", "never"].contains($0) }
        if said.contains(where: forms[verb, default: []].contains) { return !negated }
        if let opposite = opposites[verb], said.contains(where: forms[opposite, default: []].contains) {
            return negated
        }
        return nil
    }
}
