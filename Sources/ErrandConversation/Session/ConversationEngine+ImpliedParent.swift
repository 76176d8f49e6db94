import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// The value of a parameter that depends on `parameter`, named by the whole of an answer to
    /// it, and the value of `parameter` under which it applies: "main street", to "Pickup or
    /// delivery?", names a store, which is only for pickup, so the soup is picked up at Main
    /// Street. It was "Sorry, main street isn't one of the choices." The child's own noun may
    /// come with the name: "the harbor store" (it gave the store's opening hours and dropped the
    /// order). `nil` unless the answer names one of the choices of exactly one such parameter,
    /// which has no value yet and applies under one value of `parameter`
    /// (`ResolutionRules.fillImpliedParents`).
    func childChoiceNamed(
        in text: String, answering parameter: ParameterDefinition, action: ActionDefinition, app: AppDefinition,
        pending: PendingRequest
    ) -> (child: String, value: Value, parent: Value)? {
        let named = action.parameters.compactMap { child -> (String, Value, Value)? in
            guard let dependency = child.dependency, dependency.parameter == parameter.id,
                dependency.values.count == 1, let parent = dependency.values.first, pending.values[child.id] == nil
            else { return nil }
            let choices = AnswerParser.namedChoices(for: child, app: app)
            let nouns = child.nouns
            let named = AnswerParser.words(text).filter { !nouns.contains($0) }.joined(separator: " ")
            guard let index = AnswerParser.choice(in: named, names: choices.map(\.0)) else { return nil }
            return (child.id, choices[index].1, parent)
        }
        return named.count == 1 ? named[0] : nil
    }
}
