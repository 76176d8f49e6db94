import ErrandCatalog

extension Understander {
    /// Whether the model's reading of `intent` rests on words other actions say, not on its
    /// own (`knewOnlySharedWords`, `isLedByAnotherAction`): no reading of it.
    func restsOnOthersWords(
        _ parameters: [String: UnderstoodValue], unread: [UnreadWords], intent: String, tokens: [Token]
    ) -> Bool {
        guard let app = IntentName.parts(of: intent)?.app else { return false }
        return knewOnlySharedWords(parameters, unread: unread, app: app, tokens: tokens)
            || (!unread.isEmpty && isLedByAnotherAction(tokens, intent: intent))
    }

    /// Whether the model's reading took only values any app could take (a length, a number, a
    /// date), knew no word that only its app says, and left an everyday word unread: the thing
    /// the request is about, which the app does not know. "start a 5 minute and 10 second
    /// timer" is no breathing session of five minutes: "start" is the workouts' word too, and
    /// the timer is what is started. "breathe for 5 minutes with music" still is one: "breathe"
    /// is the breathing app's own word; so is "count my meetings today" a look at the calendar,
    /// whose word "meetings" is. A reading that took nothing at all knew even less: two words it
    /// left unread, everyday or not, are the thing asked about ("how many calories did i burn" is
    /// no look at the calendar, whose "how many" the to-do list says too).
    func knewOnlySharedWords(
        _ parameters: [String: UnderstoodValue], unread: [UnreadWords], app: String, tokens: [Token]
    ) -> Bool {
        guard parameters.values.allSatisfy({ Self.isAnyAppsValue($0.value) }) else { return false }
        let read = parameters.values.compactMap(\.offsets)
        let said = tokens.filter { token in
            token.kind == .word && !KnownWordCoverage.functionWords.contains(token.text)
                && !read.contains { $0.overlaps(token.offsets) }
        }
        let leftUnread = said.filter { token in unread.contains { $0.offsets.overlaps(token.offsets) } }
        // NB: one word left unread beside nothing taken is as often a slip ("maek a new note"),
        // which is said back or respelled; two or more are the thing asked about.
        let leftTheThingUnread =
            parameters.isEmpty ? leftUnread.count >= 2 : leftUnread.contains { isEveryday($0.text) }
        guard leftTheThingUnread else { return false }
        return !said.contains { knownWords.isOnly($0.text, of: app) }
    }

    /// Whether `value` is one any app could take, which says nothing of which: a length, a
    /// number, a date or a time, an amount or a measure (a built-in value).
    static func isAnyAppsValue(_ value: Value) -> Bool {
        ValueType(name: value.typeName)?.isBuiltInValue ?? false
    }

    /// Whether the request begins with a word that only other actions' requests begin with:
    /// the verb of another action. "remove milk form my groceries list" is no request to see the
    /// groceries list, though the model reads it so, leaving "milk form" unread: "remove" begins
    /// the phrases that take tasks off a list. Function words and the words questions begin
    /// with say nothing here. (Asked only of a reading that left words unread: examples seldom
    /// give every verb of an action, and "look up the movie schedule" is read well.)
    func isLedByAnotherAction(_ tokens: [Token], intent: String) -> Bool {
        guard let first = tokens.first, first.kind == .word, !KnownWordCoverage.functionWords.contains(first.text),
            !Respelling.firstWords.contains(first.text), leadingWords[intent]?.contains(first.text) == false
        else { return false }
        return leadingWords.contains { $0.key != intent && $0.value.contains(first.text) }
    }
}
