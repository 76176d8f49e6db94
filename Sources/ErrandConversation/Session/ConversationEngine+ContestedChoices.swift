import ErrandCatalog

extension ConversationEngine {
    /// The parameters that take one value of a list of choices and that `text` names several
    /// values of ("order a small mocha and a large latte": two coffees, two sizes), each with
    /// the values named, in the order of the action's parameters.
    ///
    /// A reading of such a request keeps one of them and drops the others without a word, so the
    /// request asks which one instead: an action handles one value of each parameter, and
    /// guessing between two the person said is a confident wrong answer. A name inside a longer
    /// one ("latte" in "iced latte") is not a second value, nor is a value `read` gives another
    /// parameter of the same type: "move $50 from savings to credit card" names two accounts, one
    /// for each.
    ///
    /// - Complexity: O(v·k) set lookups for v listed values of k words; the words of a
    ///   parameter's names are tokenized and compared only where two of its values pass them.
    func contestedChoices(
        in text: String, action: ActionDefinition, app: AppDefinition, read: [String: Value] = [:]
    ) -> [(String, [Value])] {
        let said = AnswerParser.words(text)
        let saidWords = Set(said)
        return action.parameters.compactMap { parameter in
            if case .list = parameter.type { return nil }
            // NB: a cheap test first, which every named value said passes: each of its
            // space-separated words was said (names with punctuation may not, and then are
            // not told apart here).
            guard case .custom(let typeName) = parameter.type, let type = app.type(named: typeName) else { return nil }
            let present = type.namedValues.filter { named in
                named.names.contains { name in
                    name.lowercased().split(separator: " ").allSatisfy { saidWords.contains(String($0)) }
                }
            }
            guard present.count > 1 else { return nil }
            let named = AnswerParser.mentionedChoices(in: said, for: parameter, app: app).filter { value in
                !read.contains { $0.key != parameter.id && $0.value == value }
            }
            return named.count > 1 ? (parameter.id, named) : nil
        }
    }
}
