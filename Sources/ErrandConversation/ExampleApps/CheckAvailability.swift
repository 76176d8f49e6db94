import ErrandCatalog
import Foundation

/// Says whether the person is free at a time or on a day, and if not, what they have then:
/// "am i free at 3", "am i busy tomorrow", "am i free on friday at 10". The day and the time are
/// two parameters, so a day said alone asks about the whole day, not about 9 AM on it.
struct CheckAvailability: AppAction {
    typealias App = CalendarApp
    static let title = "Check availability"
    static let category = ActionCategory.information
    static let phrases = [
        "(am i|are we) (free|busy|available) [on] {day} at {time}",
        "(am i|are we) (free|busy|available) at {time} [on] [{day}]", "(am i|are we) (free|busy|available) [on] {day}",
        "do i have (anything|something) at {time} [on] [{day}]",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Check availability {day} at {time}")
    static let dialog = DialogTemplates(success: "[You're free {freeAt}.][You're free {freeOn}.][You have {busy}.]")
    static let outputs = [
        OutputDefinition(id: "freeAt", type: .dateTime, title: "Free at"),
        OutputDefinition(id: "freeOn", type: .date, title: "Free on"),
        OutputDefinition(id: "busy", type: .list(.string), title: "Busy with"),
    ]

    @Parameter(title: "Day", prompt: "Which day?") var day: CalendarDate?
    @Parameter(title: "Time", prompt: "What time?") var time: TimeOfDay?

    func perform(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = context.timeZone
        let today = calendar.dateComponents([.year, .month, .day], from: context.now)
        let asked = day ?? CalendarDate(year: today.year ?? 1970, month: today.month ?? 1, day: today.day ?? 1)
        let clock = DateFormatter()
        clock.locale = Locale(identifier: "en_US_POSIX")
        clock.timeZone = context.timeZone
        clock.dateFormat = "h:mm a"
        func listed(_ events: [CalendarApp.Event]) -> Value {
            .list(
                events.map {
                    .string("\($0.title) at \(clock.string(from: $0.start).replacingOccurrences(of: ":00", with: ""))")
                })
        }
        guard let time else {
            let events = app.events(on: asked, in: context.timeZone)
            return events.isEmpty ? ["freeOn": .date(asked)] : ["busy": listed(events)]
        }
        guard
            var moment = calendar.date(
                from: DateComponents(
                    year: asked.year, month: asked.month, day: asked.day, hour: time.hour, minute: time.minute))
        else { throw .message("Sorry, I can't tell when that is.") }
        // NB: a time alone that has passed today is the next one: "am i free at 8", said at 9 AM.
        if day == nil, moment < context.now, let next = calendar.date(byAdding: .day, value: 1, to: moment) {
            moment = next
        }
        let taken = app.events.filter { $0.start <= moment && moment < $0.start.addingTimeInterval($0.duration) }
        return taken.isEmpty ? ["freeAt": .dateTime(moment)] : ["busy": listed(taken)]
    }
}
