import ErrandCatalog
import ErrandLanguage
import Foundation

/// A time said without a day, just after looking at a day, is on that day: "what do i have
/// tomorrow" and then "add a dentist appointment at 9" makes it tomorrow at 9, not today. The
/// guidelines ask for the conversation to keep what was said before, so that the person need not
/// say it again; a person who looked at Friday and adds "lunch with amy at noon" means Friday.
extension ConversationEngine {
    /// `interpretation` with each date and time said as a time of day alone ("at 9", "9 am") put
    /// on the day the last request looked at: the one day of a request of the same app for
    /// information (its schedule, whether the person is free), today or later. Any other request
    /// is as it was read.
    func onTheDayTalkedAbout(
        _ interpretation: Interpretation, action: ActionDefinition, last: RequestedAction?, context: RequestContext
    ) -> Interpretation {
        let dates = DateWords(now: context.now, timeZone: context.timeZone)
        guard let last, last.app == interpretation.app,
            catalog.action(named: last.action, in: last.app)?.category == .information,
            let day = Self.dayLookedAt(in: last.values, dates: dates)
        else { return interpretation }
        var reading = interpretation
        for (name, understood) in interpretation.parameters where action.parameter(named: name)?.type == .dateTime {
            guard case .dateTime(let instant) = understood.value,
                Self.isTimeOfDayAlone(understood.text, context: context),
                let moved = dates.day(day, atTheTimeOf: instant)
            else { continue }
            reading.parameters[name] = UnderstoodValue(
                value: .dateTime(moved), text: understood.text, offsets: understood.offsets)
        }
        return reading
    }

    /// The one day among `values`, when it is today or later.
    private static func dayLookedAt(in values: [String: Value], dates: DateWords) -> CalendarDate? {
        let days = values.values.compactMap { value -> CalendarDate? in
            guard case .date(let day) = value else { return nil }
            return day
        }
        guard days.count == 1, let day = days.first,
            let today = dates.date(["today"]), day >= today
        else { return nil }
        return day
    }

    /// Whether `text` is a time of day and nothing more: "at 9", "9:30 am", "noon"; not
    /// "tomorrow at 9", nor "9 tonight", whose day is said.
    private static func isTimeOfDayAlone(_ text: String, context: RequestContext) -> Bool {
        let words = Set(text.lowercased().split(separator: " ").map(String.init))
        guard words.isDisjoint(with: ["today", "tonight"]) else { return false }
        return AnswerValueReader.time(from: text, onTheDayOf: context.now, now: context.now, timeZone: context.timeZone)
            != nil
    }
}
