import ErrandCatalog
import Foundation

/// Says which tasks were archived on a day, today when none is said: "what did i finish
/// today", "what tasks did i check off yesterday". The app archives a task done and a task
/// removed alike, so the answer says "archived", the word its confirmation asked ("Archive
/// Milk?"). "What did i finish today" was read as the day's last event. A day to come is refused.
struct ShowTasksDone: AppAction {
    typealias App = TodoApp
    static let title = "Show tasks done"
    static let category = ActionCategory.information
    static let phrases = [
        "what (did|have) i (finish|finished|complete|completed|get done|got done|archive|archived) [{day}]",
        "what (did|have) i (check|checked|cross|crossed|tick|ticked) off [{day}]",
        "(what|which) tasks (did|have) i (finish|finished|complete|completed|archive|archived|do|done) [{day}]",
        "(what|which) tasks (did|have) i (check|checked|cross|crossed|tick|ticked) off [{day}]",
        "how many tasks (did|have) i (finish|finished|complete|completed|archive|archived|do|done) [{day}]",
        "what (did|have) i (finish|finished|complete|completed|get done|got done|archive|archived) {week}",
        "(what|which|how many) tasks (did|have) i (finish|finished|complete|completed|archive|archived|do|done) {week}",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show tasks done {day}")
    // NB: several are counted first, so "how many tasks did i finish today" hears how many.
    static let dialog = DialogTemplates(success: "[{when} you archived[ {counted}:] {done}.][{noneDone}]")
    static let outputs = [
        OutputDefinition(id: "done", type: .list(.string), title: "Done"),
        OutputDefinition(id: "count", type: .integer, title: "Count"),
        OutputDefinition(id: "counted", type: .string, title: "Counted"),
        OutputDefinition(id: "when", type: .string, title: "When"),
        OutputDefinition(id: "noneDone", type: .string, title: "None done"),
    ]

    @Parameter(title: "Day", prompt: "Which day?") var day: CalendarDate?
    // NB: "this week" read as a day was its Monday ("You didn't archive any task yesterday.").
    @Parameter(title: "Week", prompt: "Which week?") var week: Week?

    func perform(in app: TodoApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let words = CalendarWords(now: context.now, timeZone: context.timeZone)
        let (asked, when, hours) = try words.hoursGone(day, week: week, for: context)
        let done = app.archived(from: hours.start, until: hours.end)
        guard done.isEmpty else {
            var said: [String: Value] = [
                "done": .list(done.map { .string($0.title) }), "count": .integer(done.count),
                "when": .string(DialogRenderer.capitalized(when)),
            ]
            if done.count > 1 { said["counted"] = .string("\(NumberWords.words(done.count)) tasks") }
            return said
        }
        let said = asked < words.today ? "You didn't archive any task \(when)." : "You haven't archived a task \(when)."
        return ["noneDone": .string(said), "count": .integer(0)]
    }
}
