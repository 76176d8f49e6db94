import ErrandCatalog
import Foundation

/// Says whether the person is free at a time, in a part of a day, on a day or in a week, and if
/// not, what they have then: "am i free at 3", "am i busy tomorrow", "am i free this afternoon",
/// "am i free on friday at 10", "am i free this weekend" (a week's name goes to the week, as the
/// schedule's does). The day, the part of it and the time are parameters of their own, so a day
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
    @Parameter(title: "Week", prompt: "Which week?") var week: Week?

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

    /// What is said of a week gone by: it has no free time left, and the schedule tells what it
    /// held.
    static let weekOver = "Sorry, last week is over. To hear what you had, ask what was on your calendar last week."

    func perform(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let words = CalendarWords(now: context.now, timeZone: context.timeZone)
        let calendar = words.calendar
        // NB: "am i free this weekend" asks about the weekend's days, not its first evening.
        if let week {
            guard !week.isOver else { throw .message(Self.weekOver) }
            let events = app.events(in: week, words: words)
            return events.isEmpty
                ? ["freeIn": .string(week.title.lowercased())]
                : ["busy": words.listed(events, withDays: true, for: context)]
        }
        let asked = day ?? words.today
        guard let time else {
            guard let part else {
                let events = app.events(on: asked, in: context.timeZone)
                return events.isEmpty ? ["freeOn": .date(asked)] : ["busy": words.listed(events, for: context)]
            }
            guard let day = words.start(of: asked),
                let from = calendar.date(byAdding: .hour, value: part.hours.lowerBound, to: day),
                let to = calendar.date(byAdding: .hour, value: part.hours.upperBound, to: day)
            else { throw .message("Sorry, I can't tell when that is.") }
            // NB: an event under way when the part starts takes some of it too.
            let events = app.overlapping(start: from, duration: to.timeIntervalSince(from))
            // "this afternoon", "tomorrow morning", "on Friday evening".
            let said = words.said(
                asked, today: "this \(part.rawValue)", tomorrow: "tomorrow \(part.rawValue)", format: "EEEE"
            ) { "on \($0) \(part.rawValue)" }
            return events.isEmpty ? ["freeIn": .string(said ?? "then")] : ["busy": words.listed(events, for: context)]
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
        let taken = app.overlapping(start: moment, duration: 1)
        return taken.isEmpty ? ["freeAt": .dateTime(moment)] : ["busy": words.listed(taken, for: context)]
    }
}
