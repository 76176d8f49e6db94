import ErrandCatalog
import ErrandLanguage
import Foundation

extension ConversationEngine {
    /// Words that introduce a change at the confirmation: "make it two hours", "change it to 3 pm".
    static let changeFrames = [
        "no make it", "no change it to", "make it", "make that", "change it to", "change that to", "move it to",
        "move that to", "push it to", "push it back to", "push that to", "bump it to", "actually", "instead", "no",
    ]

    /// Whether `text` starts with words that say it changes the request ("make it 25",
    /// "actually 25") or ends with "instead"; a bare "no" is not one.
    static func saysChange(_ text: String) -> Bool {
        // NB: "no, actually make it 6" is a change as "actually make it 6" is, not a no.
        var words = AnswerParser.words(text)
        if words.first == "no", words.count > 2 { words.removeFirst() }
        let said = words.joined(separator: " ")
        return changeFrames.contains { $0 != "no" && said.hasPrefix($0 + " ") } || said.hasSuffix(" instead")
    }

    /// Whether `text` asks for a change in so many words ("no, make it 3", "change it to 5"),
    /// whatever it changes: at the confirmation, a change not understood is asked about again,
    /// not taken for a "no" that cancels the request.
    static func asksAChange(_ text: String) -> Bool {
        let said = AnswerParser.words(text)
        return saysChange(text) && said.contains { ["make", "change", "move", "push", "bump"].contains($0) }
    }

    /// The count a change of named values starts with, for the action's one whole-number
    /// parameter: 3 of "3 large ones", "actually two mochas". `nil` when the words start with no
    /// number, or the action takes no count or several.
    static func leadingCount(in text: String, action: ActionDefinition) -> (parameter: String, value: Value)? {
        var said = AnswerParser.words(text)
        while let first = said.first, changeLeads.contains(first) || ["make", "it"].contains(first) {
            said.removeFirst()
        }
        let counts = action.parameters.filter { $0.type == .integer }
        guard said.count > 1, counts.count == 1, let parameter = counts.first, let first = said.first,
            let number = Int(first) ?? NumberWords.value(of: first)
        else { return nil }
        return (parameter.id, .integer(number))
    }

    /// The count a change says with the noun of what it counts: 3 seats of "make it 3 seats",
    /// "actually 4 tickets" for a parameter titled Tickets, "1 seat". The noun says which
    /// number it is, where "make it 3" could be three seats or three o'clock, and is no value
    /// of another parameter (a film called "seats"). So does "of them", of the action's one
    /// count ("two of them"). `nil` for any other words.
    static func countedChange(in text: String, action: ActionDefinition) -> (parameter: String, value: Value)? {
        var said = AnswerParser.words(text)
        while let first = said.first, changeLeads.contains(first) || ["make", "it", "change", "to"].contains(first) {
            said.removeFirst()
        }
        if let last = said.last, trailingChangeWords.contains(last) { said.removeLast() }
        // NB: "two of them", of a latte, is two lattes: the count of the one thing ordered.
        if said.count == 3, said[1] == "of", ["them", "those", "these"].contains(said[2]),
            let number = Int(said[0]) ?? NumberWords.value(of: said[0])
        {
            let counts = action.parameters.filter { $0.type == .integer }
            return counts.count == 1 ? (counts[0].id, .integer(number)) : nil
        }
        guard said.count == 2, let number = Int(said[0]) ?? NumberWords.value(of: said[0]) else { return nil }
        let noun = EnglishNouns.singular(of: said[1])
        let counted = action.parameters.filter { parameter in
            parameter.type == .integer && parameter.countedNouns.contains(noun)
        }
        guard counted.count == 1, let parameter = counted.first else { return nil }
        return (parameter.id, .integer(number))
    }

    /// Words after a change that only say it is one: "at 8 instead".
    static let trailingChangeWords = ["instead", "please"]

    /// The one parameter whose built-in type the answer's words (after a change frame) read as,
    /// with that value: "make it two hours" for an event's duration, "change it to 9 pm" for
    /// its start (on the day it had). `nil` when no parameter reads them or several do (a number
    /// that could be a quantity or a price), or when the words name nothing typed: text, names
    /// and choices are read elsewhere.
    func typedChange(
        in text: String, action: ActionDefinition, app: AppDefinition, pending: PendingRequest,
        context: RequestContext
    ) -> (parameter: String, value: Value)? {
        let readings = typedChanges(in: text, action: action, app: app, pending: pending, context: context)
        return readings.count == 1 ? readings[0] : Self.whenChange(among: readings, action: action, pending: pending)
    }

    /// Each parameter of a built-in type the answer's words (after a change frame) read as,
    /// with that value; those within their bounds when any are.
    func typedChanges(
        in text: String, action: ActionDefinition, app: AppDefinition, pending: PendingRequest,
        context: RequestContext
    ) -> [(parameter: String, value: Value)] {
        let said = Self.withoutChangeFrames(text)
        if let led = ledChange(said, action: action, app: app, pending: pending, context: context) { return [led] }
        let read = action.parameters.filter { $0.type.isBuiltInValue }.compactMap { parameter in
            changedValue(said, for: parameter, app: app, pending: pending, context: context).map {
                (parameter: parameter, value: $0)
            }
        }
        // NB: of several readings, those within their parameter's bounds: "make it 10" for a
        // class of at most 4 spots is the time, 10 AM.
        // NB: and a bare number is a count before an amount of money ("no, make it 4" tickets).
        let isBareNumber = NumberWords.value(of: said) != nil
        let fitting = read.filter {
            ResolutionRules.accepts($0.value, for: $0.parameter, app: app)
                && !(isBareNumber && $0.parameter.type == .currency && read.contains { $0.parameter.type == .integer })
        }
        return (fitting.isEmpty ? read : fitting).map { (parameter: $0.parameter.id, value: $0.value) }
    }

    /// The change `said` makes when it starts with the word the action's phrases say before one
    /// of its parameters, and the rest is a value of it: "make it for 6", of a table for four at
    /// 8 PM ("reserve {restaurant} for {party} {when}"), is six people, not 6 PM.
    private func ledChange(
        _ said: String, action: ActionDefinition, app: AppDefinition, pending: PendingRequest, context: RequestContext
    ) -> (parameter: String, value: Value)? {
        guard let first = AnswerParser.words(said).first else { return nil }
        let led = action.parameters.filter {
            $0.type.isBuiltInValue && Self.introducingWord(of: $0.id, in: action) == first
        }
        let rest = said.drop { !$0.isWhitespace }.trimmingCharacters(in: .whitespaces)
        guard led.count == 1, let parameter = led.first, !rest.isEmpty,
            let value = changedValue(rest, for: parameter, app: app, pending: pending, context: context)
                ?? changedValue(
                    parameter.withoutOwnNoun(rest), for: parameter, app: app, pending: pending, context: context)
        else { return nil }
        return (parameter.id, value)
    }

    /// The value of `parameter`, of a built-in type, that `said` changes it to. A time alone
    /// keeps the day: "change it to 9 pm" for Saturday at 8 PM; a day alone keeps the time: "push
    /// it to friday" for 8 PM tomorrow.
    func changedValue(
        _ said: String, for parameter: ParameterDefinition, app: AppDefinition, pending: PendingRequest,
        context: RequestContext
    ) -> Value? {
        let hoursRead = hoursRead(for: pending)
        if case .dateTime(let instant)? = pending.values[parameter.id],
            let moved = AnswerValueReader.time(
                from: said, onTheDayOf: instant, now: context.now, timeZone: context.timeZone,
                hoursRead: hoursRead)
                ?? AnswerValueReader.day(
                    from: said, atTheTimeOf: instant, app: app, now: context.now, timeZone: context.timeZone)
        {
            return .dateTime(moved)
        }
        return AnswerValueReader.value(
            from: said, as: parameter.type, app: app, now: context.now, timeZone: context.timeZone,
            hoursRead: hoursRead, hourOfADay: hourOfADay(for: pending),
            readsPastTimes: Self.readsPastTimes(for: pending, asking: parameter))
    }

    /// The one of several readings of a change of when that the words mean, for an action that
    /// takes a day, a time and an instant apart ("move my lunch to 1" — "make it 2"): a day or a
    /// time alone over an instant, and of those the one already said. `nil` when that leaves
    /// several, or when the readings are not all of days and times.
    private static func whenChange(
        among readings: [(parameter: String, value: Value)], action: ActionDefinition, pending: PendingRequest
    ) -> (parameter: String, value: Value)? {
        let types = readings.map { action.parameter(named: $0.parameter)?.type }
        guard types.allSatisfy({ $0 == .date || $0 == .time || $0 == .dateTime }) else { return nil }
        var kept = zip(readings, types).filter { $0.1 != .dateTime }.map(\.0)
        if kept.count > 1 { kept = kept.filter { pending.values[$0.parameter] != nil } }
        return kept.count == 1 ? kept[0] : nil
    }

    /// The hours an hour said about `pending` without am or pm is read in: the evening when its
    /// words, or a text value, name an evening meal ("schedule dinner with amy" — "friday at
    /// 7"), the morning when they are about waking up, a restaurant's when they or the action's
    /// title are about a table.
    func hoursRead(for pending: PendingRequest) -> HoursRead {
        let title = catalog.action(named: pending.action, in: pending.app)?.title
        return (Self.words(of: pending) + [title].compactMap { $0 }).lazy.map(Understander.hoursRead(in:)).first {
            $0 != .daytime
        } ?? .daytime
    }

    /// Whether a time said about `pending` without a day is the last one: its words, or the
    /// question asked, tell what was done ("luna had her apoquel", "When did you give it?").
    static func readsPastTimes(for pending: PendingRequest, asking parameter: ParameterDefinition) -> Bool {
        [pending.said, parameter.prompt].contains { $0.map(Understander.tellsThePast) ?? false }
    }

    /// Whether `pending`'s action has a day to put a time of day on (a date or an instant).
    func hasADay(_ pending: PendingRequest) -> Bool {
        let action = catalog.action(named: pending.action, in: pending.app)
        return action?.parameters.contains { $0.type == .date || $0.type == .dateTime } ?? false
    }

    /// The hour a day said alone about `pending` is at: a meal's, when its words or a text value
    /// name one and its action is for something that lasts ("schedule lunch with bob" —
    /// "tomorrow" is at noon); else 9 AM.
    func hourOfADay(for pending: PendingRequest) -> Int {
        let lasts = catalog.action(named: pending.action, in: pending.app)?.parameters.contains { $0.type == .duration }
        guard lasts == true else { return 9 }
        return Self.words(of: pending).lazy.compactMap(Understander.mealHour(in:)).first ?? 9
    }

    /// The words of `pending`: what was said, then its text values.
    private static func words(of pending: PendingRequest) -> [String] {
        [pending.said].compactMap { $0 }
            + pending.values.values.compactMap {
                if case .string(let text) = $0 { return text }
                return nil
            }
    }

    /// The words of a change said at the confirmation that name nothing of the app's ("oat milk"
    /// of "make it a large with oat milk"): its values are read by name, so words beside them
    /// would be dropped without a word. The words that frame a change ("no", "instead") are not
    /// among them.
    func unreadWords(inChange text: String, app: AppDefinition, action: ActionDefinition) -> [UnreadWords] {
        understanding.unreadWords(in: text, app: app.id, action: action.id).filter { run in
            !AnswerParser.words(run.text).allSatisfy(Self.changeFrameWords.contains)
        }
    }

    /// The words of `changeFrames`.
    private static let changeFrameWords = Set(
        (changeFrames + trailingChangeWords).flatMap { $0.split(separator: " ").map(String.init) })
}
