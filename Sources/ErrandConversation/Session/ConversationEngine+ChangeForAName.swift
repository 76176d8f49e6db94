import ErrandCatalog

extension ConversationEngine {
    /// The change `text` makes when it answers a question for a person or a place ("Who do you
    /// want to pay?") with the words of a change: no one's name starts with "actually" or
    /// "make it". "actually make it 30" changes the amount of a payment, and the person is asked
    /// for again, led by the change; "actually say hello instead" rewords a message; "actually
    /// make it bob" names the person asked for. So does a question for anything else, when
    /// the words after the change's frame are no answer to it: "make it two", to "Which coffee?"
    /// after "order a coffee", orders two ("OK, two. Which coffee?"), as "make it large" did; it
    /// was "Sorry, I didn't catch that." `nil` for any other answer, and for a change this reads
    /// none of.
    func changeForAName(
        _ text: String, asked parameter: ParameterDefinition, pending: inout PendingRequest,
        action: ActionDefinition, app: AppDefinition, context: RequestContext
    ) -> AnswerReading? {
        guard let said = Self.saidAsAChange(text),
            Self.readsAnyWords(parameter.type)
                || (parameter.type != .string && Self.saysChange(text)
                    && !answers(Self.withoutChangeFrames(text), parameter, pending: pending, app: app, context: context))
        else { return nil }
        var changed = pending
        guard
            case .updated? = changeAtConfirmation(
                said, pending: &changed, action: action, app: app, context: context)
        else { return nil }
        let values = action.parameters.map(\.id).filter { changed.values[$0] != pending.values[$0] }
        guard !values.isEmpty else { return nil }
        // NB: what the question asked is not said back ("OK, with the recipient Bob").
        changed.addedByAnswer = values.filter { $0 != parameter.id }
        if changed.values[parameter.id] != nil { changed.askEachTime.remove(parameter.id) }
        // NB: the request was not confirmed before, and is not now.
        changed.confirmed = pending.confirmed
        pending = changed
        return .updated
    }

    /// Whether `said` gives `parameter` a value: one of its choices named, or a value of its
    /// built-in type. Not a place in the list of choices: "two" of "make it two" is a count.
    private func answers(
        _ said: String, _ parameter: ParameterDefinition, pending: PendingRequest, app: AppDefinition,
        context: RequestContext
    ) -> Bool {
        guard parameter.type.isBuiltInValue else {
            return !AnswerParser.mentionedChoices(in: AnswerParser.words(said), for: parameter, app: app).isEmpty
        }
        return typedValue(said, for: parameter, options: [], app: app, context: context, pending: pending) != nil
    }

    /// The person a request goes to instead, said in answer to a question for text: "actually
    /// text bob instead", to "What do you want to say?" after "text amy lee", was sent to Amy as
    /// the message. A message may say anything, so only words that start with a correction
    /// ("actually", "no", "wait", "sorry") and end with "instead" are read, as `personChange`
    /// reads them at the confirmation; the text is asked for again, led by the change.
    func personInsteadOfText(
        _ text: String, asked parameter: ParameterDefinition, pending: inout PendingRequest,
        action: ActionDefinition, app: AppDefinition, context: RequestContext
    ) -> AnswerReading? {
        let words = AnswerParser.words(text)
        guard parameter.type == .string, let first = words.first, Self.correctionLeads.contains(first),
            words.last == "instead",
            let change = personChange(in: text, action: action, app: app, context: context),
            pending.values[change.parameter] != change.value
        else { return nil }
        pending.values[change.parameter] = change.value
        pending.addedByAnswer = [change.parameter]
        return .updated
    }

    /// The words of `text` that say a change: all of them when they start with a change's
    /// frame ("actually make it 30") or a correction ("no, carol"), those after a pause ("make
    /// it 30" of "wait, make it 30"); `nil` when they say none.
    static func saidAsAChange(_ text: String) -> String? {
        let words = AnswerParser.words(text)
        if saysChange(text) || (words.count > 1 && ["no", "nope", "sorry"].contains(words[0])) { return text }
        return changeAfterALead(text)
    }
}
