import ErrandCatalog

extension Understander {
    /// Whether `request` asks what happened ("did bob message me", "did i pay amy"): an action
    /// that does something now answers no such question, only one that shows or finds things.
    static func asksWhatHappened(_ request: String) -> Bool {
        // NB: most requests start with another letter, which says so without tokenizing.
        guard let initial = request.first(where: \.isLetter), "dD".contains(initial) else { return false }
        guard let first = Tokenizer.tokens(of: request).first(where: { $0.kind == .word }) else { return false }
        return ["did", "didn't", "didnt"].contains(first.text)
    }

    /// Whether `interpretation`'s action can answer a question about what happened: one of the
    /// information or search categories.
    func answersQuestions(_ interpretation: Interpretation) -> Bool {
        guard let action = catalog.action(named: interpretation.action, in: interpretation.app) else { return false }
        return action.category == .information || action.category == .search
    }
}
