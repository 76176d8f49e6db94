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
    /// changes nothing. As many "one …" as the count are one of each: "one large and one small",
    /// of two lattes, is two orders, as "order two lattes, one large and one small" is (and so
    /// of one latte, whose count was not said; it was one large latte, the small one lost).
    public func splittingOneOff(_ text: String, in session: inout ConversationSession, context: RequestContext) async
        -> (readings: [Interpretation], response: AssistantResponse)?
    {
        let said = Self.changesOfOneAndTheOthers(text)
        let words = AnswerParser.words(text)
        let namesOne = zip(words, zip(words.dropFirst(), words.dropFirst(2))).contains { one, rest in
            one == "one" && rest.0 == "of" && ["them", "those", "these"].contains(rest.1)
        }
        let each = Self.kindsOfEach(in: text)
        guard var pending = session.pending, let question = pending.question, case .confirmAction = question,
            said != nil || namesOne || each != nil, let app = catalog.app(pending.app),
            let action = app.action(named: pending.action)
        else { return nil }
        let counts = action.parameters.filter { $0.type == .integer }
        // NB: "one large and one small", of one latte, is two: each "one" says a drink.
        guard counts.count == 1, let count = counts.first, case .integer(let many)? = pending.values[count.id],
            many > 1 || each != nil
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
            [Interpretation](),
            render(question, pending: pending, app: app, action: action, context: context).askedAgain
        )
        if let each {
            guard each.count == many || many == 1 else { return notRead }
            var one = pending
            one.values[count.id] = .integer(1)
            // NB: a kind the request already is changes nothing, and is one of them all the same:
            // the small one of "one large and one small", of two small lattes.
            let kinds = each.map { kind -> PendingRequest? in
                if let changed = changing(one, by: kind) { return changed }
                let named = AnswerParser.mentionedValues(in: kind, action: action, app: app)
                return !named.isEmpty && named.allSatisfy({ one.values[$0.key] == $0.value }) ? one : nil
            }
            guard let first = kinds.first ?? nil, kinds.allSatisfy({ $0 != nil }) else { return notRead }
            let readings = kinds.dropFirst().compactMap { $0 }.map { changed in
                Interpretation.of(app: app.id, action: action.id, values: changed.values)
            }
            pending.values = first.values
            pending.question = nil
            pending.confirmed = false
            session.pending = pending
            var response = await advance(&session, context: context)
            response.speech =
                "OK, \(Self.written.list(each.map { "one " + $0 }, conjunction: "and")). " + response.speech
            return (readings, response)
        }
        guard let (change, others) = said, var changed = changing(pending, by: change) else { return notRead }
        if let others {
            guard let rest = changing(pending, by: others) else { return notRead }
            pending.values = rest.values
        }
        changed.values[count.id] = .integer(1)
        let reading = Interpretation.of(app: app.id, action: action.id, values: changed.values)
        pending.values[count.id] = .integer(many - 1)
        pending.question = nil
        pending.confirmed = false
        session.pending = pending
        var response = await advance(&session, context: context)
        response.speech = "OK, then one of them \(change). " + response.speech
        return ([reading], response)
    }

    /// The words of each "one …" when `text` says nothing else: "large" and "small" of "one
    /// large and one small" or "make it one large, one small"; `nil` for fewer than two.
    static func kindsOfEach(in text: String) -> [String]? {
        var words = ArraySlice(AnswerParser.words(text).filter { !AnswerParser.politeWords.contains($0) })
        words = words.drop { ["but", "actually", "oh", "wait", "no", "make", "change", "it", "them"].contains($0) }
        guard let kinds = OneOfEach.kinds(in: words), kinds.count > 1 else { return nil }
        return kinds.map { $0.joined(separator: " ") }
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
