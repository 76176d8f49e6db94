import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// Words that point at the thing the last request asked about: "it" of "order it", "one"
    /// of "I'll have one".
    private static let pointers: Set<String> = ["it", "one", "that", "this"]
    /// Words that take what was asked about without a verb of the app's: "I'll have one".
    private static let takingLeads: [[String]] = [
        ["i'll", "have"], ["i'll", "take"], ["i'll", "get"], ["i'd", "like"], ["i", "want"], ["get", "me"],
        ["let", "me", "get"], ["let", "me", "have"], ["can", "i", "get"], ["can", "i", "have"],
        ["i", "will", "have"], ["i", "will", "take"], ["i", "would", "like"],
    ]

    /// The turn that does what the last request asked about: "how much is a large mocha" —
    /// "order it" (or "I'll have one") orders a large mocha. It was not understood: the words
    /// name no coffee, and the model cannot tell an order of coffee from one of soup.
    ///
    /// Taken only after an app's answer to a request for information, when the words are a verb
    /// of one of that app's other actions (the first word of its title or of a phrase) or words
    /// that take something ("I'll have"), then "it", "one", "that" or "this", or a count ("order
    /// two" orders two, for an action with one count to it); and only when one action of the
    /// app takes every value the last request had, of the same type, and is called so. The
    /// request is then asked, confirmed and handled as any other.
    func actingOnTheLast(_ text: String, in session: inout ConversationSession, context: RequestContext) async
        -> AssistantResponse?
    {
        // NB: after a request that named nothing ("what's the soup today"), "it" is one of the
        // things the answer listed: "order it" starts the order with nothing given, and it asks
        // which soup.
        guard let last = session.lastRequest, let app = catalog.app(last.app),
            let asked = app.action(named: last.action), asked.category == .information
        else { return nil }
        // NB: "ok, get me that" is "get me that": the words before a request ask for nothing.
        let said = AnswerParser.words(LeadingFillers.stripped(text).request).filter {
            !AnswerParser.politeWords.contains($0)
        }
        // NB: "order two" is two of it. Words of the action's own phrases may follow the pointer:
        // "mark it as done" (`tail`).
        guard let at = said.dropFirst().firstIndex(where: { Self.pointers.contains($0) || Self.count(in: $0) != nil })
        else { return nil }
        let (words, pointer, tail) = (Array(said[..<at]), said[at], said[(at + 1)...])
        let count = Self.count(in: pointer)
        guard tail.isEmpty || count == nil else { return nil }
        let verb = Self.takingLeads.contains(words) ? nil : words.count == 1 ? words[0] : ""
        guard verb != "" else { return nil }
        let doers = app.actions.filter { action in
            action.id != asked.id && action.category != .information
                && last.values.keys.allSatisfy { name in
                    action.parameter(named: name).map { $0.type == asked.parameter(named: name)?.type } ?? false
                } && (verb.map { Self.verbs(of: action).contains($0) } ?? true)
                && (tail.isEmpty || tail.allSatisfy(Self.phraseWords(of: action).contains))
        }
        guard doers.count == 1, let action = doers.first else { return nil }
        var values = last.values.mapValues { UnderstoodValue(value: $0, text: "") }
        if let count {
            let counts = action.parameters.filter { $0.type == .integer && last.values[$0.id] == nil }
            // NB: "one", of an action with no count, is the thing: "I'll have one" of the soups.
            if counts.count == 1 {
                values[counts[0].id] = UnderstoodValue(value: .integer(count), text: pointer)
            } else if !(counts.isEmpty && pointer == "one") {
                return nil
            }
        }
        let reading = Interpretation(
            app: app.id, action: action.id, parameters: values, confidence: 1, source: .template)
        return await start(reading, in: &session, context: context)
    }

    /// The turn that cancels what the last request asked about, when `text` calls something off:
    /// "cancel it" after "when is the design review" cancels the event (it was "That's already
    /// done, so there's nothing to cancel."), and so it does after "what's my next meeting", in
    /// the app's own reading of "it" (`verbOfTheLastApp`). "Cancel it" after "start a run", with
    /// the run under way, is the app's one action said with "cancel" alone, when the app takes it
    /// at once or asks to confirm it. `nil` for other words, or nothing to cancel so. An app's
    /// own phrase for calling something off comes first ("cancel my order": the coffee shop's).
    func cancellingWhatWasAskedAbout(_ text: String, in session: inout ConversationSession, context: RequestContext)
        async -> AssistantResponse?
    {
        guard AnswerParser.isCancel(text) else { return nil }
        if let app = await cancellingInAnAppsWords(text, in: &session, context: context) { return app }
        guard let last = session.lastRequest else { return nil }
        if let acted = await actingOnTheLast(text, in: &session, context: context) { return acted }
        if catalog.action(named: last.action, in: last.app)?.category == .information {
            let best = bestInterpretation(of: text, context: context, pending: nil)
            return await verbOfTheLastApp(text, best: best, in: &session, context: context)
        }
        // NB: "cancel my order" just after an order is that order's app's: the soup kitchen's,
        // after the soup was ordered, not the coffee shop's phrase.
        let isOrder = catalog.action(named: last.action, in: last.app)?.category == .order
        guard let verb = Self.verbSaidAlone(in: text) ?? (isOrder ? Self.orderCalledOff(in: text) : nil),
            let reading = actions(saidWith: verb, confidence: 1).first(where: { $0.app == last.app })
        else { return nil }
        var trial = session
        let response = await start(reading, said: text, in: &trial, context: context)
        guard response.kind == .success || response.kind == .confirmation else { return nil }
        session = trial
        return response
    }

    /// "cancel" of "cancel my order", "cancel the order": words that call off the order just
    /// placed; `nil` for others.
    private static func orderCalledOff(in text: String) -> String? {
        let words = AnswerParser.words(text)
        guard words.count == 3, words[0] == "cancel", ["my", "the", "that"].contains(words[1]), words[2] == "order"
        else { return nil }
        return words[0]
    }

    /// The number a word says ("2", "two"), `nil` for another word.
    private static func count(in word: String) -> Int? { Int(word) ?? NumberWords.value(of: word) }

    /// The words `action`'s phrases say around their values: "mark", "as", "done" of "mark
    /// {tasks} [as] (done|complete)".
    private static func phraseWords(of action: ActionDefinition) -> Set<String> {
        let literal = action.phrases.map { phrase in
            phrase.replacing(/\{[^}]*\}/, with: " ").map { "()[]|".contains($0) ? " " : $0 }
        }
        return Set(literal.flatMap { AnswerParser.words(String($0)) })
    }

    /// The words `action` is asked with first: the first of its title ("order" of "Order
    /// coffee") and of each of its phrases, each choice of a group among them ("get" and
    /// "order" of "(get|order) {coffee}").
    static func verbs(of action: ActionDefinition) -> Set<String> {
        var verbs: Set<String> = []
        if let first = AnswerParser.words(action.title).first { verbs.insert(first) }
        for phrase in action.phrases {
            let lead = phrase.hasPrefix("(") ? phrase.dropFirst().prefix { $0 != ")" } : phrase.prefix { $0 != " " }
            for choice in lead.split(separator: "|") {
                if let first = AnswerParser.words(String(choice)).first { verbs.insert(first) }
            }
        }
        return verbs
    }
}
