import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// The turn that follows up the last request, when `text` is a follow-up of it ("and eggs",
    /// "carol too", "what about tomorrow"); `nil` when it is none, or names another action. The
    /// request may have been done, refused or declined (`ConversationSession.lastRequest`).
    ///
    /// A follow-up asks for the same action again, with what it names in place of what was said
    /// before and everything else as before: "add milk to my list" — "and eggs" adds eggs to the
    /// same list; "text bob I'm running late" — "tell carol too" sends Carol the same message;
    /// "it" and "that" stand for the value they stood for ("now shuffle it"). Its words are read
    /// as a request alone when a phrase reads them so ("and a swim"); else in the words of the
    /// last request (`FollowUpWords.placements`), where they give new values and leave the
    /// others as they were; else as the model reads them alone. The new request is asked,
    /// confirmed and handled as any other.
    func followingUp(_ text: String, in session: inout ConversationSession, context: RequestContext) async
        -> AssistantResponse?
    {
        guard let last = session.lastRequest, var followUp = FollowUpWords(text),
            let action = catalog.action(named: last.action, in: last.app)
        else { return nil }
        followUp.rest = Self.namingThePeople(in: followUp.rest, of: last.values)
        guard !leadsAnotherAction(followUp.rest, than: action) else { return nil }
        if let reading = followUpInTime(followUp.rest, of: last, action: action, context: context) {
            return await startedFollowUp(
                reading, of: last, action: action, text: text, said: last.said, in: &session, context: context)
        }
        let asLast = last.askedAgain
        let alone = bestInterpretation(of: followUp.rest, context: context, pending: asLast)
        // NB: "it" for the list the last request named: "add eggs to it too" after "add bread to
        // groceries" adds eggs there (it added a task "eggs to it").
        if let named = await itIsTheValueNamed(followUp.rest, best: alone, in: &session, context: context) {
            return named
        }
        let isSame = alone.map { $0.app == last.app && $0.action == last.action } ?? false
        // NB: the model's guess at another action of the same app is no request of its own: "a
        // mocha" alone reads as an order, but "what about a mocha" after "how much is a large
        // latte" asks its price (it was not understood).
        if let alone, !isSame, isSure(alone), alone.source != .model || alone.app != last.app { return nil }
        if let alone, isSame, alone.source != .model {
            let reading = await settled(alone, context: context)
            return await startedFollowUp(
                reading, of: last, action: action, text: text, said: followUp.rest, in: &session, context: context)
        }
        if let said = last.said,
            let (reading, words) = await readInPlace(
                followUp, of: said, last: last, action: action, pending: asLast, context: context)
        {
            return await startedFollowUp(
                reading, of: last, action: action, text: text, said: words, in: &session, context: context)
        }
        guard let alone, isSame else { return nil }
        let reading = await settled(alone, context: context)
        return await startedFollowUp(
            reading, of: last, action: action, text: text, said: followUp.rest, in: &session, context: context)
    }

    /// Whether `words` start with the verb of another action than `action`, the first word of
    /// its title ("pause" of "Pause music"): "and then pause" after "play kind of blue" is
    /// another request, not music named "pause".
    private func leadsAnotherAction(_ words: String, than action: ActionDefinition) -> Bool {
        func verb(_ title: String) -> Substring? { title.lowercased().split(separator: " ").first }
        guard let first = Tokenizer.tokens(of: words).first(where: \.isWordLike)?.text,
            first != verb(action.title).map(String.init)
        else { return false }
        return catalog.apps.contains { app in app.actions.contains { verb($0.title) == Substring(first) } }
    }

    /// `words` with the people of `values` (a request's) in place of "him", "her" or "them" said
    /// first or right after the verb: "tell him I'm late" after a message to Bob is "tell Bob
    /// Smith I'm late". Further on, "her" may be whose ("tell carol her order is ready").
    public static func namingThePeople(in words: String, of values: [String: Value]) -> String {
        guard let people = people(of: values)?.map(\.name).joined(separator: " and "),
            let pronoun = Tokenizer.tokens(of: words).filter(\.isWordLike).prefix(2).last(where: {
                peoplePronouns.contains($0.text)
            })
        else { return words }
        var characters = Array(words)
        characters.replaceSubrange(pronoun.offsets, with: Array(people))
        return String(characters)
    }

    /// The people "him", "her" or "them" stand for after a request with `values`: those of its
    /// first value (by parameter name) that is people; `nil` when none is.
    public static func people(of values: [String: Value]) -> [Person]? {
        values.sorted(by: { $0.key < $1.key }).lazy.compactMap({ people(in: $0.value) }).first
    }

    /// The people `value` is, one or a list of them; `nil` when it is no person, or a list with
    /// other things in it.
    private static func people(in value: Value) -> [Person]? {
        switch value {
        case .person(let person): return [person]
        case .list(let items):
            let people = items.compactMap { item -> Person? in
                if case .person(let person) = item { return person }
                return nil
            }
            return people.count == items.count && !people.isEmpty ? people : nil
        default: return nil
        }
    }

    /// `reading` with the values of the last request that it does not name, or names by a
    /// pronoun ("it"), and no other division of its words: those it carries are settled.
    func carrying(_ last: RequestedAction, under reading: Interpretation) -> Interpretation {
        var carried = reading
        carried.alternativeSplits = []
        for (name, value) in last.values
        where carried.parameters[name].map({ Self.pronouns.contains($0.text.lowercased()) }) ?? true {
            carried.parameters[name] = UnderstoodValue(value: value, text: "")
        }
        return carried
    }

    /// The follow-up read into `said`, the words of the last request: a reading with only the
    /// values its words give, and the words read; `nil` when no placement of it reads so.
    ///
    /// A placement is taken when its words read (divided as the app takes them, `settled`) as
    /// the same action, with at least one value from the follow-up's words other than the
    /// last request had, every other value as `said` gave it, and every value `said` gave
    /// outside the words replaced read again; and only when `accepting` takes what it reads.
    /// With `atTheEnd`, the follow-up is also read after all of `said`.
    func readInPlace(
        _ followUp: FollowUpWords, of said: String, last: RequestedAction, action: ActionDefinition,
        pending: PendingRequest, context: RequestContext, atTheEnd: Bool = false,
        accepting: (Interpretation) -> Bool = { _ in true }
    ) async -> (Interpretation, String)? {
        guard let first = bestInterpretation(of: said, context: context, pending: pending),
            first.app == last.app, first.action == last.action
        else { return nil }
        let original = await settled(first, context: context).parameters
        let named = original.sorted {
            ($0.key == action.keyParameter ? 0 : 1, $0.key) < ($1.key == action.keyParameter ? 0 : 1, $1.key)
        }
        for placement in followUp.placements(in: said, values: named.compactMap(\.value.offsets), atTheEnd: atTheEnd) {
            guard let read = bestInterpretation(of: placement.words, context: context, pending: pending),
                read.app == last.app, read.action == last.action
            else { continue }
            let reading = await settled(read, context: context)
            func within(_ value: UnderstoodValue, _ range: Range<Int>) -> Bool {
                guard let at = value.offsets else { return false }
                return range.contains(at.lowerBound) && at.upperBound <= range.upperBound
            }
            let new = reading.parameters.filter { within($0.value, placement.inserted) }
            let asBefore = reading.parameters.allSatisfy { name, value in
                within(value, placement.inserted) || original[name]?.value == value.value
            }
            let kept = original.allSatisfy { name, value in
                within(value, placement.replaced) || reading.parameters[name] != nil
            }
            let changes = new.contains { name, value in
                value.value != last.values[name] && value.value != original[name]?.value
            }
            guard asBefore, kept, changes else { continue }
            var newOnly = reading
            newOnly.parameters = new
            guard accepting(newOnly) else { continue }
            return (newOnly, Self.said(said, with: new, in: placement.words, original: original))
        }
        return nil
    }

    /// The words of the request a follow-up makes, for a follow-up of it in turn: `said` with
    /// the words of each value `new` gives in place of the words of that value before ("tell
    /// carol I'm running late" for "amy lee too" after it), so the values carried are said
    /// too; `placed`, the words the follow-up was read in, when a new value had no words before.
    private static func said(
        _ said: String, with new: [String: UnderstoodValue], in placed: String, original: [String: UnderstoodValue]
    ) -> String {
        var characters = Array(said)
        let replaced = new.compactMap { name, value in original[name]?.offsets.map { ($0, value.text) } }
        guard replaced.count == new.count else { return placed }
        for (offsets, text) in replaced.sorted(by: { $0.0.lowerBound > $1.0.lowerBound })
        where offsets.upperBound <= characters.count {
            characters.replaceSubrange(offsets, with: Array(text))
        }
        return String(characters)
    }
}
