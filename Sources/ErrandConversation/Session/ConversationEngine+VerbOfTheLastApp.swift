import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// The turn that does, in the app of the last request, what `text` asks with a verb of one of
    /// its actions and the name of the thing it acts on: "remove milk" after the to-do lists
    /// were said archives Milk. It was not understood, and "remove call mom" cancelled an event
    /// called "call" (there is none): the model, reading the words alone, cannot know which app
    /// the person is in.
    ///
    /// Taken only when `best`, the reading of the words alone, is none or the model's guess at
    /// another app; when one action of the last request's app starts with the verb (the first
    /// word of its title or of a phrase), names one thing, its input (or its one required
    /// parameter) of the app's own objects or of text, and is confirmed before it is done, so
    /// that trying it does nothing; and when the app takes the words as that thing: a refusal
    /// ("there's no task called …") leaves the turn to `best`. (Not "take a shower" after the
    /// notes were read: a note is made at once, of any words.)
    func verbOfTheLastApp(
        _ text: String, best: Interpretation?, in session: inout ConversationSession, context: RequestContext
    ) async -> AssistantResponse? {
        guard let last = session.lastRequest, let app = catalog.app(last.app),
            best.map({ $0.source == .model && $0.app != last.app }) ?? true,
            let (response, trial) = await verb(text, of: app, in: session, context: context)
        else { return nil }
        session = trial
        return response
    }

    /// The turn that does what `text` asks with the verb of an action of any app and the name of
    /// one of that app's things, when the words alone read as nothing and exactly one app takes
    /// the words as a thing it has: "delete the design review" asks to cancel that event (it was
    /// not understood; "delete" is a verb of the calendar's, the notes' and the to-do list's, and
    /// only the calendar has a design review). The same conditions as `verbOfTheLastApp` hold
    /// of each app: an action confirmed before it is done, so trying it does nothing. The app
    /// must look the words up as one of its things: text any words fit is no thing it has.
    func verbOfTheAppThatHasIt(
        _ text: String, best: Interpretation?, in session: inout ConversationSession, context: RequestContext
    ) async -> AssistantResponse? {
        guard best == nil else { return nil }
        var taken: [(AssistantResponse, ConversationSession)] = []
        for app in catalog.apps where app.id != session.lastRequest?.app {
            guard let tried = await verb(text, of: app, in: session, context: context, looksUp: true) else { continue }
            taken.append(tried)
            if taken.count > 1 { return nil }
        }
        guard taken.count == 1, let (response, trial) = taken.first else { return nil }
        session = trial
        return response
    }

    /// `text` tried as the one action of `app` that starts with its verb and acts on the thing
    /// its other words name, with the session it leaves; `nil` when no one action does, or the
    /// app refuses the words as that thing. With `looksUp`, also when the app does not look the
    /// words up as one of its things (`has`): any words are a message's text, so "tell me a
    /// joke" was a message to be sent ("Who do you want to send it to?").
    private func verb(
        _ text: String, of app: AppDefinition, in session: ConversationSession, context: RequestContext,
        looksUp: Bool = false
    ) async -> (AssistantResponse, ConversationSession)? {
        let words = AnswerParser.words(text)
        guard words.count > 1, let verb = words.first else { return nil }
        let named = words.dropFirst().joined(separator: " ")
        let doers = app.actions.compactMap { action -> (ActionDefinition, ParameterDefinition, Value)? in
            guard action.requiresConfirmation, Self.verbs(of: action).contains(verb),
                let thing = Self.thingActedOn(by: action),
                let value = Self.value(named, of: thing.type, app: app)
            else { return nil }
            return (action, thing, value)
        }
        guard doers.count == 1, let (action, thing, value) = doers.first else { return nil }
        let reading = Interpretation(
            app: app.id, action: action.id, parameters: [thing.id: UnderstoodValue(value: value, text: named)],
            confidence: 1, source: .template)
        if looksUp, await !has(thing.id, of: reading, context: context) { return nil }
        var trial = session
        let response = await start(reading, said: text, in: &trial, context: context)
        if case .value(thing.id, _?, _)? = trial.pending?.question { return nil }
        guard response.kind != .failure, response.kind != .notUnderstood else { return nil }
        return (response, trial)
    }

    /// The one thing `action` acts on: its input parameter, else its one required parameter,
    /// when it is text or the app's own objects (one or a list of them).
    static func thingActedOn(by action: ActionDefinition) -> ParameterDefinition? {
        let required = action.parameters.filter(\.isRequired)
        return action.inputParameter.flatMap(action.parameter(named:)) ?? (required.count == 1 ? required[0] : nil)
    }

    /// `words` as a value of `type`, a thing the app looks up by its words: text, or one of its
    /// own objects (or a list of one) named so; `nil` for any other type.
    static func value(_ words: String, of type: ValueType, app: AppDefinition) -> Value? {
        switch type {
        case .string: return .string(words)
        case .custom(let name):
            guard app.type(named: name)?.isDynamicEntity == true else { return nil }
            return .entity(EntityReference(type: name, id: words, title: words))
        case .list(let element):
            return value(words, of: element, app: app).map { .list([$0]) }
        default: return nil
        }
    }
}
