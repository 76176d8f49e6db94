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
        let words = CalendarWords(now: context.now, timeZone: context.timeZone)
        let asked = day ?? words.today
        let when = words.said(asked, today: "Today", tomorrow: "Tomorrow", format: "EEEE, MMMM d") { "On \($0)" }
        return [
            "events": words.listed(app.events(on: asked, in: context.timeZone)), "when": .string(when ?? "That day"),
        ]
    }
}
