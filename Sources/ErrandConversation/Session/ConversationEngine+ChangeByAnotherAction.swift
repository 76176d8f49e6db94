import ErrandCatalog
import ErrandLanguage

/// A change said just after a request was done, made by the app's own action for it: "make it 1
/// pm" after "add lunch with amy on friday at noon" was created moves the lunch ("Move Lunch with
/// Amy to Friday, December fourth at one PM?"). It was "That's already done, so I can't change
/// it.": true of the creating, but the app can move an event, and the guidelines ask that the
/// person can correct a request without starting over.
extension ConversationEngine {
    /// The turn that makes the change from `done` to `changed` with another action of the app:
    /// one that is confirmed before it is done (so trying it does nothing), takes every value
    /// changed by the same name and type, and acts on one more thing, of text or of the app's
    /// objects, named by what `done` made (its key parameter, else its first required text).
    /// `nil` when no one action is so, or the app does not take the change.
    func changeByAnotherAction(
        from done: RequestedAction, to changed: [String: Value], said text: String, app: AppDefinition,
        in session: inout ConversationSession, context: RequestContext
    ) async -> AssistantResponse? {
        guard let made = app.action(named: done.action) else { return nil }
        let names = changed.keys.filter { changed[$0] != done.values[$0] }
        guard !names.isEmpty, let nameParameter = Self.nameParameter(of: made), !names.contains(nameParameter.id),
            case .string(let name)? = done.values[nameParameter.id]
        else { return nil }
        let doers = app.actions.compactMap { action -> (ActionDefinition, ParameterDefinition, Value)? in
            guard action.id != made.id, action.requiresConfirmation,
                names.allSatisfy({ action.parameter(named: $0)?.type == made.parameter(named: $0)?.type })
            else { return nil }
            let others = action.parameters.filter { $0.isRequired && !names.contains($0.id) }
            guard others.count == 1, let thing = others.first, let value = Self.value(name, of: thing.type, app: app)
            else { return nil }
            return (action, thing, value)
        }
        guard doers.count == 1, let (action, thing, value) = doers.first else { return nil }
        var parameters = [thing.id: UnderstoodValue(value: value, text: name)]
        for name in names { parameters[name] = changed[name].map { UnderstoodValue(value: $0, text: "") } }
        let reading = Interpretation(
            app: app.id, action: action.id, parameters: parameters, confidence: 1, source: .template)
        var trial = session
        let response = await start(reading, said: text, in: &trial, context: context)
        guard response.kind == .confirmation else { return nil }
        session = trial
        return response
    }

    /// The parameter that names what `action` makes or acts on: its key parameter, else its
    /// first required text ("Lunch with Amy Lee" of an event created).
    static func nameParameter(of action: ActionDefinition) -> ParameterDefinition? {
        action.keyParameter.flatMap(action.parameter(named:))
            ?? action.parameters.first { $0.isRequired && $0.type == .string }
    }
}
