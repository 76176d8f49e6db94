import ErrandCatalog
import Foundation

/// Says how many breathing sessions were started on a day (today when none is said) and for
/// how long in all: "have i meditated today", "how many breathing sessions did i do yesterday",
/// "how long did i meditate today". None was understood. A session under way counts
/// for the time breathed so far, and is said to be under way. Time is asked with "breathe" as
/// with "meditate": "how much did i breathe this week" (the base build, e5b2c9d, did not
/// understand it). No phrase says "how many minutes": with one, the model read "take 5 minutes
/// off 1 hour timer" as starting a breathing session.
struct ShowBreathingDone: AppAction {
    typealias App = BreatheApp
    static let title = "Show breathing sessions done"
    static let category = ActionCategory.information
    static let phrases = [
        "(did|have) i (meditate|meditated) [yet] [{day}]",
        "(did|have) i (do|done) [a|my] (breathing|meditation) [session|sessions|exercise] [yet] [{day}]",
        "how many (breathing|meditation) sessions (did i do|have i done) [{day}]",
        "how (long|much) (did i|have i) (meditate|meditated|breathe|breathed) [{day}]",
        "(did|have) i (meditate|meditated) {week}",
        "how many (breathing|meditation) sessions (did i do|have i done) {week}",
        "how (long|much) (did i|have i) (meditate|meditated|breathe|breathed) {week}",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show breathing sessions done {day}")
    static let dialog = DialogTemplates(success: "{said}")
    static let outputs = [
        OutputDefinition(id: "count", type: .integer, title: "Sessions"),
        OutputDefinition(id: "time", type: .duration, title: "Time"),
        OutputDefinition(id: "said", type: .string, title: "Sessions done"),
    ]

    @Parameter(title: "Day", prompt: "Which day?") var day: CalendarDate?
    // NB: "this week" read as a day was its Monday ("You didn't do a breathing session
    // yesterday.", on a Tuesday).
    @Parameter(title: "Week", prompt: "Which week?") var week: Week?

    func perform(in app: BreatheApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let words = CalendarWords(now: context.now, timeZone: context.timeZone)
        let (asked, when, days) = try words.hoursGone(day, week: week, for: context)
        let breathed = app.breathed(in: days, at: context.now)
        guard !breathed.isEmpty else {
            let said =
                asked < words.today
                ? "You didn't do a breathing session \(when)." : "You haven't done a breathing session \(when)."
            return ["count": .integer(0), "time": .duration(0), "said": .string(said)]
        }
        let total = breathed.reduce(0, +)
        let time = Value.elapsed(total)
        let sessions =
            breathed.count == 1 ? "one breathing session" : "\(NumberWords.words(breathed.count)) breathing sessions"
        var said = "\(DialogRenderer.capitalized(when)) you did \(sessions)"
        // NB: a session just begun has no time to say yet.
        if total >= 1 {
            said +=
                ", for " + ValueFormatter(for: context, app: nil).format(time) + (breathed.count == 1 ? "" : " in all")
        }
        said += "."
        if asked == words.today && app.isUnderWay(at: context.now) {
            said += breathed.count == 1 ? " It is under way now." : " The last one is under way now."
        }
        return ["count": .integer(breathed.count), "time": time, "said": .string(said)]
    }
}
