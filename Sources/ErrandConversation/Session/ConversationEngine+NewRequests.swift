import ErrandCatalog
import ErrandLanguage
import Foundation

extension ConversationEngine {
    /// How sure a template reading of an answer must be to be taken as a new request: every
    /// value read, at most a few words taken by wildcards.
    static let newRequestConfidence = 0.85

    /// Whether `reading` is said as surely as a new request mid-question: a phrase's reading
    /// with every value of its type, or the model's read with `newRequestConfidence`. A phrase
    /// matched with words that are no value of theirs ("send it tomorrow", "it tomorrow" as an
    /// amount to send) is a guess too.
    func isSure(_ reading: Interpretation) -> Bool {
        guard reading.source != .model else { return reading.confidence >= Self.newRequestConfidence }
        guard let app = catalog.app(reading.app), let action = app.action(named: reading.action) else { return true }
        return reading.parameters.allSatisfy { name, understood in
            guard case .string = understood.value, let type = action.parameter(named: name)?.type else { return true }
            switch type {
            case .string: return true
            case .custom(let typeName):
                if case .entity(_, dynamic: true)? = app.type(named: typeName)?.kind { return true }
                return false
            default: return false
            }
        }
    }

    /// The request for another action the person made instead of answering a question that
    /// asks for a name or offers a choice, or `nil` when `text` is an answer.
    ///
    /// Any words read as a person or a place, so "Who do you want to pay?" — "play some jazz"
    /// would otherwise make "Play Some Jazz" the payee, and every request after it another name
    /// nobody has, until the person says "cancel". A sentence that matches another action's
    /// phrase with every value read is a request; a plain name matches none. Answers to
    /// questions for text ("What do you want the message to say?") are never taken for
    /// requests: "order a coffee" may be the message.
    func newRequest(
        in text: String, answering question: Question, pending: PendingRequest, action: ActionDefinition,
        context: RequestContext
    ) -> Interpretation? {
        let parameter: String
        switch question {
        case .value(let name, _, _), .confirmValue(let name, _, _): parameter = name
        case .disambiguation, .confirmAction, .retryHandle, .changeWhich: return nil
        }
        guard let definition = action.parameter(named: parameter),
            Self.readsAnyWords(definition.type) || !question.options.isEmpty,
            let best = bestInterpretation(of: text, context: context, pending: nil), best.source == .template,
            best.confidence >= Self.newRequestConfidence, best.app != pending.app || best.action != pending.action
        else { return nil }
        // NB: offered a choice, words that pick none of it and read as another action's phrase
        // are that request: "move it to 4", to "Which event? Design review or Call with Amy?",
        // was looked up as an event called "move it to 4".
        if !Self.readsAnyWords(definition.type), let app = catalog.app(pending.app),
            pickedChoice(text, for: definition, options: question.options, app: app, pending: pending) != nil
        {
            return nil
        }
        return best
    }

    /// Whether any words read as a value of `type` (a person's or a place's name), so a
    /// request said in answer would be taken for one.
    static func readsAnyWords(_ type: ValueType) -> Bool {
        switch type {
        case .person, .place: return true
        case .list(let element): return readsAnyWords(element)
        default: return false
        }
    }
}

extension ConversationEngine {
    /// The request the person made instead of answering, found once the app has refused the
    /// answer as a value, or `nil`.
    ///
    /// "What do you want to play?" takes any words, so "pay amy 20 dollars for pizza" is first
    /// read as a title; once the app says it has no such title, the words are not what it looks
    /// up: a sentence that matches another action's phrase (or that the model reads as another
    /// action with `newRequestConfidence`) is what the person asked for, and so is this action
    /// said in full, when its reading gives the asked value in fewer words ("play kind of blue",
    /// "pay bob"). Dictated text is never refused, so a message that reads like a request stays
    /// a message.
    func requestInstead(
        of text: String, answering question: Question, in session: ConversationSession, context: RequestContext
    ) -> Interpretation? {
        guard let parameter = question.parameter, let pending = session.pending,
            case .value(parameter, _?, _)? = pending.question,
            let best = bestInterpretation(of: text, context: context, pending: nil)
        else { return nil }
        if best.app != pending.app || best.action != pending.action {
            return best.source == .template || best.confidence >= Self.newRequestConfidence ? best : nil
        }
        guard let said = best.parameters[parameter], said.text.count < text.count else { return nil }
        return best
    }

    /// Takes a reading said while a request was open: values of the open request's own action
    /// change it (whatever else it was given stays), another action starts afresh. Words of the
    /// reading that were not understood are named, and the changed request waits for a yes, as
    /// a new one does ("order a large cappuccino with oat milk" at a latte's confirmation).
    func take(_ reading: Interpretation, in session: inout ConversationSession, context: RequestContext) async
        -> AssistantResponse
    {
        guard var pending = session.pending, reading.app == pending.app, reading.action == pending.action,
            let app = catalog.app(pending.app), let action = app.action(named: pending.action)
        else {
            return await start(reading, in: &session, context: context)
        }
        // NB: what words said in answer to a question add is said before it is asked again:
        // "tell her I'll call later", said when asked "Which Amy?", is led by `OK, with the
        // message "I'll call later".` A request said again at its confirmation is not.
        var added: [String] = []
        if case .disambiguation? = pending.question {
            added = action.parameters.map(\.id).filter { name in
                reading.parameters[name].map { $0.value != pending.values[name] } ?? false
            }
        }
        for (name, slot) in reading.parameters { pending.values[name] = slot.value }
        pending.question = nil
        pending.confirmed = false
        if Self.waitsForAYes(unread: reading.unreadWords, action: action) { pending.needsConfirmation = true }
        // NB: a size the app does not offer ("a medium latte", to "Which coffee?") asks the size.
        if let unoffered = unofferedChoice(
            in: reading.unreadWords, action: action, app: app, values: reading.parameters.mapValues(\.value))
        {
            pending.question = unoffered.question
            session.pending = pending
            let asked = render(unoffered.question, pending: pending, app: app, action: action, context: context)
            return noticing(
                reading.unreadWords.filter { $0 != unoffered.words }, before: asked, app: app, action: action,
                context: context)
        }
        session.pending = pending
        let response = await advance(&session, context: context, splits: reading.alternativeSplits)
        let led = acknowledging(
            added, in: response, values: session.pending?.values ?? pending.values, app: app, action: action,
            context: context)
        return noticing(reading.unreadWords, before: led, app: app, action: action, context: context)
    }

    /// Whether a request read with `unread` words waits for a yes before `action` runs: when
    /// words were left unread, unless the action only looks something up (the information
    /// category), which changes nothing and is as easily asked again.
    static func waitsForAYes(unread: [UnreadWords], action: ActionDefinition) -> Bool {
        !unread.isEmpty && action.category != .information
    }
}
