import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// The turn that makes, in what the last request showed, the thing `text` names after the
    /// verb of the app's one action that makes things: "add call mom", after "what's on my work
    /// list", adds "call mom" to the work list. It was not understood: "add" with a task alone,
    /// read without the list just shown, could be any app's. The guidelines ask that a person
    /// need not say again what they just said, and the list on screen is what they are in.
    ///
    /// Taken only when the words alone read as nothing; when the last request looked something
    /// up (an information action); and when one action of its app is named with that verb (the
    /// first word of its title), makes something (the create category) and takes the words as
    /// the thing it makes (its input, or its one required parameter, as text). The values the
    /// lookup was given that the maker takes too, under the same name and type (the list), are
    /// carried over; without one ("what are my tasks") the maker's own default is taken (the
    /// inbox). (Not "take a shower" after the notes were read: "take" is no title's verb.)
    func addingToWhatWasShown(
        _ text: String, best: Interpretation?, in session: inout ConversationSession, context: RequestContext
    ) async -> AssistantResponse? {
        guard best == nil, let last = session.lastRequest, let app = catalog.app(last.app),
            let shown = app.action(named: last.action), shown.category == .information
        else { return nil }
        let words = AnswerParser.words(text)
        guard words.count > 1, let verb = words.first else { return nil }
        let named = words.dropFirst().joined(separator: " ")
        let makers = app.actions.filter { action in
            action.category == .create && AnswerParser.words(action.title).first == verb
        }
        guard makers.count == 1, let maker = makers.first, let thing = Self.thingActedOn(by: maker),
            thing.type == .string
        else { return nil }
        let carried = last.values.filter { name, _ in
            guard name != thing.id, let taken = maker.parameter(named: name) else { return false }
            return taken.type == shown.parameter(named: name)?.type
        }
        var parameters = carried.mapValues { UnderstoodValue(value: $0, text: "") }
        parameters[thing.id] = UnderstoodValue(value: .string(named), text: named)
        let reading = Interpretation(
            app: app.id, action: maker.id, parameters: parameters, confidence: 1, source: .template)
        return await start(reading, said: text, in: &session, context: context)
    }
}
