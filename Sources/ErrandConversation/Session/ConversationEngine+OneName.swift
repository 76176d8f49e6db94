import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// Whether an answer to a question for a name of any words (`asked`: a person or a place),
    /// read with the request's words (`before` → `after`), either gave the value asked nothing
    /// or divided its words among names with no word between them that divides them: "new
    /// york", to "Where are you flying from?", is not the destination "york", and "salt lake
    /// city" is not "salt" to "city". The answer is then the name asked. "to bob saying hi", "bob
    /// for pizza" or "for pizza" say where one value ends and the next begins, and are read whole.
    static func dividesOneName(
        _ text: String, asked: ParameterDefinition, before: PendingRequest, after: PendingRequest,
        action: ActionDefinition, app: AppDefinition
    ) -> Bool {
        guard readsAnyWords(asked.type), !AnswerParser.words(text).contains(where: dividingWords.contains) else {
            return false
        }
        if after.values[asked.id] == nil { return true }
        let added = action.parameters.filter { after.values[$0.id] != before.values[$0.id] }
        return added.allSatisfy { parameter in
            readsAnyWords(parameter.type) || parameter.type == .string
                || parameter.type.customTypeName.flatMap { app.type(named: $0)?.isDynamicEntity } == true
        }
    }

    /// Words that end one value and begin the next in an answer.
    private static let dividingWords: Set<String> = [
        "to", "from", "for", "with", "at", "in", "on", "by", "of", "saying", "that", "about",
    ]
}
