import ErrandCatalog
import Foundation

/// Says whether the person is free at a time, in a part of a day or on a day, and if not, what
/// they have then: "am i free at 3", "am i busy tomorrow", "am i free this afternoon", "am i free
/// on friday at 10". The day, the part of it and the time are parameters of their own, so a day
/// said alone asks about the whole day, not about 9 AM on it.
struct CheckAvailability: AppAction {
    typealias App = CalendarApp
    static let title = "Check availability"
    static let category = ActionCategory.information
    static let phrases = [
        "(am i|are we) (free|busy|available) [on] {day} at {time}",
        "(am i|are we) (free|busy|available) at {time} [on] [{day}]", "(am i|are we) (free|busy|available) [on] {day}",
        "do i have (anything|something) at {time} [on] [{day}]",
        "(am i|are we) (free|busy|available) [this] {part}", "(am i|are we) (free|busy|available) [on] {day} {part}",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Check availability {day} at {time}")
    static let dialog = DialogTemplates(
        success: "[You're free {freeAt}.][You're free {freeOn}.][You're free {freeIn}.][You have {busy}.]")
    static let outputs = [
        OutputDefinition(id: "freeAt", type: .dateTime, title: "Free at"),
        OutputDefinition(id: "freeOn", type: .date, title: "Free on"),
        OutputDefinition(id: "freeIn", type: .string, title: "Free"),
        OutputDefinition(id: "busy", type: .list(.string), title: "Busy with"),
    ]

    @Parameter(title: "Day", prompt: "Which day?") var day: CalendarDate?
    @Parameter(title: "Time", prompt: "What time?") var time: TimeOfDay?
    @Parameter(title: "Part of the day", prompt: "Which part of the day?") var part: PartOfDay?

    /// A part of a day, from the hour it starts to the hour it ends.
    enum PartOfDay: String, AppEnum {
        case morning, afternoon, evening
        static let typeName = "PartOfDay"
        static let titles: [PartOfDay: EnumTitle] = [
            .morning: "Morning", .afternoon: "Afternoon", .evening: EnumTitle("Evening", synonyms: ["tonight"]),
        ]
        var hours: Range<Int> {
            switch self {
            case .morning: return 5..<12
            case .afternoon: return 12..<17
            case .evening: return 17..<24
            }
        }
    }

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
            var events = app.events(on: asked, in: context.timeZone)
            guard let part else { return events.isEmpty ? ["freeOn": .date(asked)] : ["busy": listed(events)] }
            // NB: an event under way when the part starts takes some of it too.
            events = app.events.filter { event in
                let end = event.start.addingTimeInterval(event.duration)
                let day = calendar.date(from: DateComponents(year: asked.year, month: asked.month, day: asked.day))
                guard let day, let from = calendar.date(byAdding: .hour, value: part.hours.lowerBound, to: day),
                    let to = calendar.date(byAdding: .hour, value: part.hours.upperBound, to: day)
                else { return false }
                return event.start < to && from < end
            }.sorted { $0.start < $1.start }
            return events.isEmpty
                ? ["freeIn": .string(Self.said(part, on: asked, today: today, calendar: calendar))]
                : ["busy": listed(events)]
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

    /// A part of a day as said: "this afternoon", "tomorrow morning", "on Friday evening".
    private static func said(_ part: PartOfDay, on day: CalendarDate, today: DateComponents, calendar: Calendar)
        -> String
    {
        guard let date = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day)),
            let start = calendar.date(from: today)
        else { return "that \(part.rawValue)" }
        switch calendar.dateComponents([.day], from: start, to: date).day {
        case 0: return "this \(part.rawValue)"
        case 1: return "tomorrow \(part.rawValue)"
        default:
            let weekday = DateFormatter()
            weekday.locale = Locale(identifier: "en_US_POSIX")
            weekday.timeZone = calendar.timeZone
            weekday.dateFormat = "EEEE"
            return "on \(weekday.string(from: date)) \(part.rawValue)"
        }
    }
}
