import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// The request split off the open one when `text`, said at its confirmation, changes one of
    /// the several things it asks for, and the turn that says so; `nil` for any other words.
    ///
    /// "Make one of them small", said to "Your two large lattes will be six dollars fifty.
    /// Ready to order?", is one large latte and one small latte: an order is of one coffee, so
    /// it is two orders, as "order a large latte and a small latte" said at once is. The open
    /// request keeps one fewer and is confirmed again, led by what comes next ("OK, then one of
    /// them small."); the front door (`Assistant`) starts the returned reading, one of the
    /// same with the change, once this one is done or declined. Taken only when the action has
    /// one count and it is two or more, the words name "one of them" ("one of them should be a
    /// mocha", "change one of them to a mocha") and the rest is a change of this request, read
    /// in full, of a value other than the count ("a mocha" is one). "And the other small" changes
    /// the others. "One of them" said in words not read so asks the confirmation again, and
    /// changes nothing.
    public func splittingOneOff(_ text: String, in session: inout ConversationSession, context: RequestContext) async
        -> (reading: Interpretation?, response: AssistantResponse)?
    {
        let said = Self.changesOfOneAndTheOthers(text)
        let words = AnswerParser.words(text)
        let namesOne = zip(words, zip(words.dropFirst(), words.dropFirst(2))).contains { one, rest in
            one == "one" && rest.0 == "of" && ["them", "those", "these"].contains(rest.1)
        }
        guard var pending = session.pending, let question = pending.question, case .confirmAction = question,
            said != nil || namesOne, let app = catalog.app(pending.app), let action = app.action(named: pending.action)
        else { return nil }
        let counts = action.parameters.filter { $0.type == .integer }
        guard counts.count == 1, let count = counts.first, case .integer(let many)? = pending.values[count.id],
            many > 1
        else { return nil }
        func changing(_ request: PendingRequest, by words: String) -> PendingRequest? {
            var changed = request
            guard
                case .updated? = changeAtConfirmation(
                    "make it " + words, pending: &changed, action: action, app: app, context: context),
                changed.unreadInAnswer.isEmpty,
                action.parameters.contains(where: {
                    $0.id != count.id && changed.values[$0.id] != request.values[$0.id]
                })
            else { return nil }
            return changed
        }
        // NB: one of them said in words not read changes none of them: read as a change of the
        // whole ("make it one large"), the others were lost.
        let notRead = (
            nil as Interpretation?,
            render(question, pending: pending, app: app, action: action, context: context).askedAgain
        )
        guard let (change, others) = said, var changed = changing(pending, by: change) else { return notRead }
        if let others {
            guard let rest = changing(pending, by: others) else { return notRead }
            pending.values = rest.values
        }
        changed.values[count.id] = .integer(1)
        let reading = Interpretation(
            app: app.id, action: action.id,
            parameters: changed.values.mapValues { UnderstoodValue(value: $0, text: "") },
            confidence: 1, source: .template)
        pending.values[count.id] = .integer(many - 1)
        pending.question = nil
        pending.confirmed = false
        session.pending = pending
        var response = await advance(&session, context: context)
        response.speech = "OK, then one of them \(change). " + response.speech
        return (reading, response)
    }

    /// The change said of one of several things, and of the others when they are named: "small"
    /// of "make one of them small", "a mocha" of "one of them should be a mocha" or of "change
    /// one of those to a mocha", "a mocha" and "small" of "make one of them a mocha and the other
    /// small". `nil` unless "one" is followed by "of them" (or "of those", "of these") or by
    /// "should be": "make one large" may be the count.
    static func changesOfOneAndTheOthers(_ text: String) -> (one: String, others: String?)? {
        var words = ArraySlice(AnswerParser.words(text).filter { !AnswerParser.politeWords.contains($0) })
        words = words.drop { ["but", "and", "actually", "oh", "wait", "make", "change", "can", "could"].contains($0) }
        guard words.popFirst() == "one" else { return nil }
        let named =
            ["of", "them"] == Array(words.prefix(2)) || ["of", "those"] == Array(words.prefix(2))
            || ["of", "these"] == Array(words.prefix(2))
        if named { words = words.dropFirst(2) }
        let modal = words.first.map { ["should", "can", "could"].contains($0) } ?? false
        guard named || modal else { return nil }
        words = words.drop { ["should", "can", "could", "be", "to", "into"].contains($0) }
        let said = Array(words)
        guard let and = said.indices.first(where: { said[$0] == "and" && said.dropFirst($0 + 1).first == "the" }),
            ["other", "others", "rest"].contains(said.dropFirst(and + 2).first ?? "")
        else { return said.isEmpty ? nil : (said.joined(separator: " "), nil) }
        let others = said.dropFirst(and + 3).drop {
            ["one", "ones", "of", "them", "should", "be", "can", "to"].contains($0)
        }
        guard and > 0, !others.isEmpty else { return nil }
        return (said[..<and].joined(separator: " "), others.joined(separator: " "))
    }
}
