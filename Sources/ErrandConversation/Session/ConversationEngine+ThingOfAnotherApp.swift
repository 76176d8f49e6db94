import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// The turn that does what `best` asked, in the one other app that has the thing its words
    /// name, when `best`'s app has none: `trial` is the session `best` left, asking again for
    /// the thing with the reason it was refused. "rename milk to oat milk" reads by the
    /// calendar's phrase as an event called "milk" (the base build, e5b2c9d, said "Sorry,
    /// there's no "milk" on your calendar. Which event?"); the to-do list has Milk, and renames
    /// it. Which app has a thing is known only when it is looked up, so neither app's phrase
    /// can take every rename.
    ///
    /// Another app's action is a candidate only when the request starts with one of its verbs,
    /// every other value `best` read is a parameter of it of the same name and type, and the
    /// thing is its one required parameter left, of text or of the app's own objects. Its app is
    /// asked to resolve the words as that thing, which does nothing; the action is started when
    /// exactly one candidate's app has it.
    func thingOfAnotherApp(
        _ best: Interpretation, of text: String, left trial: ConversationSession, in session: inout ConversationSession,
        context: RequestContext
    ) async -> AssistantResponse? {
        guard case .value(let asked, _?, _)? = trial.pending?.question, let named = best.parameters[asked],
            let first = catalog.action(named: best.action, in: best.app),
            let verb = AnswerParser.words(text).first
        else { return nil }
        let carried = best.parameters.filter { $0.key != asked }
        var found: [Interpretation] = []
        for app in catalog.apps where app.id != best.app {
            for action in app.actions where Self.verbs(of: action).contains(verb) {
                guard
                    let (reading, thing) = Self.reading(
                        named, with: carried, as: action, of: app, carriedFrom: first, confidence: best.confidence),
                    await has(thing, of: reading, context: context)
                else { continue }
                found.append(reading)
            }
        }
        guard found.count == 1, let reading = found.first else { return nil }
        return await start(reading, said: text, in: &session, context: context)
    }

    /// Whether the app of `reading` takes its value of `thing` as one it has, when asked to
    /// resolve it (which does nothing): one of its things, or a choice of several.
    func has(_ thing: String, of reading: Interpretation, context: RequestContext) async -> Bool {
        guard let handler = handlers.handler(for: reading.app) else { return false }
        let request = ActionRequest(
            app: reading.app, action: reading.action, values: reading.parameters.mapValues(\.value), context: context)
        switch (try? await handler.resolve(request))?[thing] {
        case .success?, .disambiguation?, .confirmationRequired?: return true
        default: return false
        }
    }

    /// `action` of `app` read with the values `carried` from `first`, each to its parameter of
    /// the same name and type, and the words `named` as the one required parameter left, the
    /// thing it acts on; `nil` when they do not fit so.
    private static func reading(
        _ named: UnderstoodValue, with carried: [String: UnderstoodValue], as action: ActionDefinition,
        of app: AppDefinition, carriedFrom first: ActionDefinition, confidence: Double
    ) -> (interpretation: Interpretation, thing: String)? {
        for id in carried.keys {
            guard let there = action.parameter(named: id), there.type == first.parameter(named: id)?.type else {
                return nil
            }
        }
        let left = action.parameters.filter { $0.isRequired && carried[$0.id] == nil }
        guard left.count == 1, let thing = left.first, let value = value(named.text, of: thing.type, app: app) else {
            return nil
        }
        var parameters = carried
        parameters[thing.id] = UnderstoodValue(value: value, text: named.text, offsets: named.offsets)
        return (
            Interpretation(
                app: app.id, action: action.id, parameters: parameters, confidence: confidence, source: .template),
            thing.id
        )
    }
}
