import ErrandCatalog
import ErrandLanguage

/// A word for a value an app does not offer, said where one of its choices goes: "order a
/// medium latte" where the sizes are small and large.
struct UnofferedChoice {
    /// The parameter the word was meant for, not said otherwise.
    var parameter: String
    /// The word, as the model left it unread.
    var words: UnreadWords
    /// The values the parameter offers, to choose from.
    var options: [Value]
    /// What the person hears first: "Sorry, there's no medium size."
    var sentence: String
}

extension ConversationEngine {
    /// The first of the `unread` words that is another point of the scale of an enum parameter
    /// not in `values` (`ScaleWords`), with that parameter's choices; `nil` when none is.
    ///
    /// The model reads "order a medium latte" as a latte and leaves "medium" unread, and the
    /// size took its default: a small latte, with 'I didn't understand "medium"'. A value the
    /// app does not offer is said to be none, and the choices it does offer asked for, as the
    /// guidelines ask of a value an app cannot use.
    func unofferedChoice(
        in unread: [UnreadWords], action: ActionDefinition, app: AppDefinition, values: [String: Value]
    ) -> UnofferedChoice? {
        for run in unread {
            for parameter in action.parameters where values[parameter.id] == nil {
                guard case .custom(let typeName) = parameter.type, let type = app.type(named: typeName),
                    type.isEnumeration,
                    ScaleWords.isAnotherPoint(run.text, of: type.namedValues.flatMap(\.names))
                else { continue }
                return UnofferedChoice(
                    parameter: parameter.id, words: run,
                    options: ResolutionRules.options(for: parameter, app: app),
                    sentence: "Sorry, there's no \(run.text.lowercased()) \(parameter.title.lowercased()).")
            }
        }
        return nil
    }
}
