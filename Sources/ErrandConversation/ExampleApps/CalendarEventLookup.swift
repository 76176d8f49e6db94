import ErrandCatalog
import ErrandLanguage
import Foundation

extension CalendarApp {
    /// The events not yet over at `now`, earliest first.
    func upcoming(at now: Date) -> [Event] {
        events.filter { $0.end > now }.sorted { $0.start < $1.start }
    }

    /// The next event, not yet over, that the words name: by its title or words of it ("the
    /// design review", "review"), its hour, its day, its people or as the next one
    /// (`EventReference`).
    func event(named said: String, context: RequestContext) -> Event? {
        titled(said, at: context.now)
            ?? reference(said, context: context).flatMap { event(matching: $0, context: context) }
    }

    /// The next event, not yet over, whose whole title is the words said: an event called
    /// "Meeting" is named by its title, though "meeting" alone names no event.
    private func titled(_ said: String, at now: Date) -> Event? {
        let words = EventReference.words(of: said)
        return upcoming(at: now).first { EventReference.words(of: $0.title) == words }
    }

    /// The next event, not yet over, that `reference` names; with a rank, the first or last that
    /// it names on its day (today when none is said), over or not.
    private func event(matching reference: EventReference, context: RequestContext) -> Event? {
        let words = CalendarWords(now: context.now, timeZone: context.timeZone)
        guard let rank = reference.rank else {
            return upcoming(at: context.now).first { reference.names($0, in: words.calendar) }
        }
        let named = events(on: reference.day ?? words.today, in: context.timeZone).filter {
            reference.names($0, in: words.calendar)
        }
        return rank == .first ? named.first : named.last
    }

    /// What the words name, or `nil` when they name no event ("my meeting", "it").
    private func reference(_ said: String, context: RequestContext) -> EventReference? {
        EventReference(said, now: context.now, timeZone: context.timeZone)
    }

    func remove(_ event: Event) { lock.withLock { stored.removeAll { $0 == event } } }

    func rename(_ event: Event, to title: String) {
        lock.withLock {
            guard let index = stored.firstIndex(of: event) else { return }
            stored[index].title = title
        }
    }

    func move(_ event: Event, to start: Date) {
        lock.withLock {
            guard let index = stored.firstIndex(of: event) else { return }
            stored[index].start = start
        }
    }

    /// The event the words name, or the failure that says there is none. The event found is the
    /// one the conversation talks about now, as if listed alone.
    func requireEvent(named said: String, context: RequestContext) throws(HandlerFailure) -> Event {
        let found = try namedEvent(said, context: context)
        list([found], in: context)
        return found
    }

    private func namedEvent(_ said: String, context: RequestContext) throws(HandlerFailure) -> Event {
        if let found = titled(said, at: context.now) { return found }
        guard let reference = reference(said, context: context) else { throw .message(Self.nothingComing) }
        guard let found = event(matching: reference, context: context) else {
            throw .message(Self.noEvent(said, reference, context: context))
        }
        return found
    }

    /// Why the words name no event: the words as said, or, when they name only a day (with a
    /// rank or not), that the day is free. "what time is my first meeting tomorrow" said "Sorry,
    /// there's no "first meeting tomorrow" on your calendar.".
    private static func noEvent(_ said: String, _ reference: EventReference, context: RequestContext) -> String {
        guard let day = reference.day, reference.titleWords.isEmpty, reference.people.isEmpty, reference.clock == nil
        else { return "Sorry, there's no \"\(said)\" on your calendar." }
        let when = CalendarWords(now: context.now, timeZone: context.timeZone).inSentence(day, for: context)
        return "Sorry, you have nothing on your calendar \(when)."
    }
    private static let nothingComing = "Sorry, there's nothing coming up on your calendar."

    /// The event the words name, as a parameter's resolution: its title when the title alone
    /// names it again ("my 9 am meeting" is "Design review"), else the words as said (tomorrow's
    /// "Standup" is not the first one), or why there is none. Words that name no event ("my
    /// meeting", "an event"), or none said, are the one event to come, or a choice among the
    /// next few (`unnamed(context:)`).
    func resolution(ofEvent said: String?, context: RequestContext) -> ParameterResolution? {
        if let said, let found = titled(said, at: context.now) { return .success(.string(found.title)) }
        guard let said, let reference = reference(said, context: context) else {
            return unnamed(
                context: context, pointedAt: said.map { Self.pointers.contains(Tokenizer.normalized($0)) } ?? false)
        }
        guard let found = event(matching: reference, context: context) else {
            return .unsupported(reason: Self.noEvent(said, reference, context: context))
        }
        return event(named: found.title, context: context) == found ? .success(.string(found.title)) : nil
    }

    /// The event the words name, as the resolution of an action that looks one up: a name on no
    /// event is the answer, not a question ("Sorry, there's no "dentist" on your calendar." ends
    /// the turn, where cancelling asks which event to cancel).
    func lookupResolution(ofEvent said: String?, context: RequestContext) -> ParameterResolution? {
        guard let resolution = resolution(ofEvent: said, context: context) else { return nil }
        if case .unsupported = resolution { return nil }
        return resolution
    }

    /// The event meant when none is named: the only one to come is it ("cancel my meeting"
    /// with one meeting left, which the confirmation names); of several, the next three are
    /// offered ("Which event? Design
    /// review, Standup, or Lunch with Bob?"). Those the calendar last listed in the conversation,
    /// when some of them are still to come, are the ones meant: "who's coming", after "what's on
    /// my calendar tomorrow" said one event, is about that one (it asked which, offering today's
    /// too). "It" said before the calendar listed any is no event of the conversation's: "move it
    /// to tomorrow", after a task was added, moved the one event to come; it is asked which, or,
    /// of one, whether it is the one meant. With nothing to come, a missing event is asked for as usual, and words that named
    /// none fail in the handler (`nothingComing`).
    ///
    /// NB: "there's no "my" on your calendar" for "cancel my meeting" reads as broken; the
    /// guidelines ask the app to offer the values it can, and to take one it is sure of.
    private func unnamed(context: RequestContext, pointedAt: Bool = false) -> ParameterResolution? {
        let coming = upcoming(at: context.now)
        let listed = shown(in: context)
        let shownComing = coming.filter { listed.contains($0.title) }
        var titles: [String] = []
        for event in shownComing.isEmpty ? coming : shownComing where !titles.contains(event.title) && titles.count < 3
        {
            titles.append(event.title)
        }
        // NB: "it" with nothing listed asks even of one event, whether it is the one meant.
        let asksOfOne = pointedAt && listed.isEmpty
        switch titles.count {
        case 0: return nil
        case 1 where asksOfOne: return .confirmationRequired(.string(titles[0]), dialog: "Do you mean \(titles[0])?")
        case 1: return .success(.string(titles[0]))
        // NB: asked as the prompt ("Which event?"), not about the words ("Which my?").
        default: return .needsValue(options: titles.map(Value.string))
        }
    }

    /// Words that point at an event without naming it.
    private static let pointers: Set<String> = ["it", "that", "this", "that one", "this one"]
}
