import ErrandCatalog
import ErrandLanguage
import Foundation

extension ConversationEngine {
    /// Starts a request that asks for the person's usual (`UsualWords`): "order my usual" is the
    /// coffee order as understood, its values the person named kept ("order my usual in a large")
    /// and the others those of the order they most likely make at this moment (`habits`); "the
    /// usual" alone is the request they most likely make now, whatever its action. What the
    /// words "usual" were read as ("usual" taken for a coffee) is dropped.
    ///
    /// "The same as last time" is read the same way, with the values of the person's last
    /// request of the action (of any action, said alone) in place of the usual ones; "reorder"
    /// and "repeat my last order" the same way, with the last order's (`usualReading`).
    ///
    /// When nothing is known of the person's usual (no habits, or none of this action), the
    /// request goes on as said, led by "I don't know your usual yet.", so the values are asked
    /// for; "the usual" alone then is "Sorry, I don't know your usual yet."
    ///
    /// "what's my usual" asks what it is, and is answered (`usualTold`).
    ///
    /// `nil` when `text` says no usual words (`UsualWords`), or words that ask for the last order
    /// again are part of another kind of request (`usualReading`).
    func startUsual(_ text: String, in session: inout ConversationSession, context: RequestContext) async
        -> AssistantResponse?
    {
        guard let (usual, recall) = UsualWords.recalled(in: text) else { return nil }
        if let told = usualTold(text, usual: usual, recall: recall, context: context) {
            session.pending = nil
            return told
        }
        // NB: "order my usual" may read only without its usual words ("order").
        let without = text.removingCharacters(in: [usual]) ?? text
        let read = usualReading(text, usual: usual, without: without, recall: recall, context: context)
        if case .otherRequest = read { return nil }
        guard case .reading(var reading) = read else {
            let app: String? = if case .none(let app) = read { app } else { nil }
            guard let request = recalledRequest(recall, in: app, session: session, context: context),
                let action = catalog.action(named: request.action, in: request.app)
            else {
                session.pending = nil
                return AssistantResponse(kind: .notUnderstood, speech: "Sorry, \(Self.unknown(recall))")
            }
            let interpretation = Interpretation(
                app: request.app, action: request.action,
                parameters: Self.understood(request.values, of: action), confidence: 1, source: .phrase)
            return await start(interpretation, in: &session, context: context)
        }
        // NB: a parameter the usual words were read as is asked for unless the usual gives it, not
        // filled by its default: "play my usual" with no usual known plays nothing on a guess.
        let named = Set(reading.parameters.filter { $0.value.offsets?.overlaps(usual) ?? false }.keys)
        reading.parameters = reading.parameters.filter { !named.contains($0.key) }
        reading.unreadWords = reading.unreadWords.filter { !$0.offsets.overlaps(usual) }
        reading.alternativeSplits = []
        guard let app = catalog.app(reading.app), let action = app.action(named: reading.action) else {
            return await start(reading, said: text, in: &session, context: context)
        }
        guard
            let values = recalledValues(
                recall, app: reading.app, action: reading.action, session: session, context: context)
        else {
            let response = await start(reading, said: text, askEachTime: named, in: &session, context: context)
            return leading(Self.unknown(recall), before: response, app: app, action: action, context: context)
        }
        reading.parameters.merge(Self.understood(values, of: action)) { said, _ in said }
        return await start(
            reading, said: text, askEachTime: named.subtracting(values.keys), in: &session, context: context)
    }

    /// The turn after "the usual" said as the answer to a question ("What size?" — "the usual"):
    /// the person's usual value of the parameter asked (`habits`) is the answer, with their usual
    /// values of what the request has not given yet, and the request goes on; when it is not
    /// known, the question is asked again, led by "I don't know your usual yet." "Same as last
    /// time" answers the same way with last time's values. `nil` when `text` is not the usual
    /// words alone (with "please" or the like), or the question asks for no one value.
    func answeringWithUsual(
        _ text: String, question: Question, in session: inout ConversationSession, context: RequestContext
    ) async -> AssistantResponse? {
        guard var pending = session.pending, case .value(let parameter, _, _) = question,
            let (usual, recall) = UsualWords.recalled(in: text),
            AnswerParser.words(text.removingCharacters(in: [usual]) ?? text).allSatisfy(UsualWords.courtesy.contains),
            let app = catalog.app(pending.app), let action = app.action(named: pending.action)
        else { return nil }
        guard
            let values = recalledValues(
                recall, app: pending.app, action: pending.action, session: session, context: context),
            let value = values[parameter]
        else {
            return leading(
                Self.unknown(recall),
                before: render(question.withoutReason, pending: pending, app: app, action: action, context: context),
                app: app, action: action, context: context)
        }
        pending.values[parameter] = value
        pending.askEachTime.remove(parameter)
        // NB: "Which coffee?" — "the usual" is the usual order, its size too, not a mocha of the
        // default size; what the person said stands.
        for (name, other) in values
        where pending.values[name] == nil && !pending.askEachTime.contains(name) && action.parameter(named: name) != nil
        {
            pending.values[name] = other
        }
        pending.question = nil
        session.pending = pending
        return await advance(&session, context: context)
    }

    /// What `text` asks for with its usual words, or `without` them.
    private enum UsualReading {
        case reading(Interpretation)
        /// Nothing reads as a request that takes the usual values: the usual words say what is
        /// asked for, of `app` when it is named.
        case none(app: String?)
        /// The words that ask for the last order again are part of a request to an app that
        /// takes no orders ("reorder my tasks by date"): it is read as any other.
        case otherRequest
    }

    /// What `text` asks for with its usual words, or `without` them. The last order again
    /// ("reorder", "repeat my last order") is an order: said alone, it is the last order whatever
    /// the words read as ("repeat my last order" as what it was); with words that read as another
    /// action of an app that takes orders ("reorder my coffee", read as the coffee's status),
    /// that app's last order; with words that read as a request to an app that takes none, that
    /// request; with words that read as nothing, the last order of the app they name ("reorder my
    /// soup"), or of any. A reading that leaves the words themselves unread is of the other words
    /// only. The usual, or last time's, asks for something done again: a question read of the
    /// whole yields to what the other words ask done ("order what i had last time", read whole
    /// as the question of the last order, is an order).
    private func usualReading(
        _ text: String, usual: Range<Int>, without: String, recall: UsualWords.Recall, context: RequestContext
    ) -> UsualReading {
        let rest = { self.readingOrVerbAlone(of: without, context: context).map(Self.withoutOffsets) }
        guard recall == .lastOrder else {
            let whole = bestInterpretation(of: text, context: context, pending: nil)
            if let whole, asks(whole), let done = rest(), !asks(done) { return .reading(done) }
            return (whole ?? rest()).map(UsualReading.reading) ?? .none(app: nil)
        }
        if AnswerParser.words(without).allSatisfy(UsualWords.courtesy.contains) { return .none(app: nil) }
        let whole = bestInterpretation(of: text, context: context, pending: nil).flatMap { whole in
            whole.unreadWords.contains { $0.offsets.overlaps(usual) } ? nil : whole
        }
        guard let reading = whole ?? rest() else { return .none(app: appOrdering(namedIn: without)) }
        if isOrder(app: reading.app, action: reading.action) { return .reading(reading) }
        let takesOrders = catalog.app(reading.app)?.actions.contains { $0.category == .order } ?? false
        return takesOrders ? .none(app: reading.app) : .otherRequest
    }

    /// Whether `reading` asks for information rather than for something done.
    private func asks(_ reading: Interpretation) -> Bool {
        catalog.action(named: reading.action, in: reading.app)?.category == .information
    }

    /// The one app whose order takes what `words` name by its parameter's noun ("my soup": the
    /// soup order's, "Soup"); `nil` when none does, or several ("size").
    private func appOrdering(namedIn words: String) -> String? {
        let said = Set(AnswerParser.words(words))
        let apps = catalog.apps.filter { app in
            app.actions.contains { action in
                action.category == .order && action.parameters.contains { said.contains($0.title.lowercased()) }
            }
        }
        return apps.count == 1 ? apps.first?.id : nil
    }

    /// `reading` of other words than the person's: its values stand nowhere in what was said.
    private static func withoutOffsets(_ reading: Interpretation) -> Interpretation {
        var moved = reading
        moved.parameters = reading.parameters.mapValues { UnderstoodValue(value: $0.value, text: $0.text) }
        moved.unreadWords = []
        return moved
    }

    /// `values` of `action`'s parameters as values understood without words.
    private static func understood(_ values: [String: Value], of action: ActionDefinition) -> [String: UnderstoodValue]
    {
        var understood: [String: UnderstoodValue] = [:]
        for (name, value) in values where action.parameter(named: name) != nil {
            understood[name] = UnderstoodValue(value: value, text: "")
        }
        return understood
    }
}
