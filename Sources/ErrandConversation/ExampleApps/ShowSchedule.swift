import ErrandCatalog
import Foundation

/// Says what a day holds on the example calendar: today unless another day is said ("what's on
/// my calendar tomorrow"). A day with nothing on it is an answer too, not a failure: a shortcut
/// that looks at the day goes on to its next step.
struct ShowSchedule: AppAction {
    typealias App = CalendarApp
    static let title = "Show schedule"
    static let category = ActionCategory.information
    static let phrases = [
        "(what's|what is) on my (calendar|schedule) [{day}]", "what do i have [on] {day}",
        "show [me] my (calendar|schedule|events) [for] [{day}]", "(what's|what is) my schedule [for] [{day}]",
        "(what's|what is) happening [on] [{day}]", "[is there] anything on my (calendar|schedule) [for] [{day}]",
        "what am i (doing|up to) [on] {day}",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show schedule for {day}")
    static let dialog = DialogTemplates(success: "{when} you have {events} on your calendar.")
    static let outputs = [
        OutputDefinition(id: "events", type: .list(.string)), OutputDefinition(id: "when", type: .string, title: "Day"),
    ]

    @Parameter(title: "Day", prompt: "Which day?") var day: CalendarDate?

    func perform(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = context.timeZone
        let today = calendar.dateComponents([.year, .month, .day], from: context.now)
        let asked = day ?? CalendarDate(year: today.year ?? 1970, month: today.month ?? 1, day: today.day ?? 1)
        let when = Self.when(asked, today: today, calendar: calendar)
        let found = app.events(on: asked, in: context.timeZone)
        let clock = DateFormatter()
        clock.locale = Locale(identifier: "en_US_POSIX")
        clock.timeZone = context.timeZone
        clock.dateFormat = "h:mm a"
        let listed = found.map { event in
            let time = clock.string(from: event.start).replacingOccurrences(of: ":00", with: "")
            return Value.string("\(event.title) at \(time)")
        }
        return ["events": .list(listed), "when": .string(when)]
    }

    /// "Today", "Tomorrow", or "On Friday, November 27".
    private static func when(_ day: CalendarDate, today: DateComponents, calendar: Calendar) -> String {
        guard let date = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day)),
            let start = calendar.date(from: today)
        else { return "That day" }
        switch calendar.dateComponents([.day], from: start, to: date).day {
        case 0: return "Today"
        case 1: return "Tomorrow"
        default:
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = calendar.timeZone
            formatter.dateFormat = "EEEE, MMMM d"
            return "On " + formatter.string(from: date)
        }
    }
}
