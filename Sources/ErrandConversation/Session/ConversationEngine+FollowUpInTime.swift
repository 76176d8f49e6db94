import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// The reading of a follow-up that only says another day or time for the last request,
    /// whose one value of a day, a time or both it changes: "and the day after" after
    /// tomorrow's schedule (`DayNextTo`); "and on saturday" after a reminder for tomorrow at 5
    /// PM, Saturday at 5 PM (a day alone keeps the time and a time alone the day, as a change at
    /// a confirmation does). `nil` for any other words, and when the last request has no such
    /// value or several.
    ///
    /// Read into the last request's words, "on saturday" could be the reminder's title ("remind
    /// me to on saturday") as well as its day; said alone, it says only when.
    func followUpInTime(_ words: String, of last: RequestedAction, action: ActionDefinition, context: RequestContext)
        -> Interpretation?
    {
        let timed = action.parameters.filter {
            $0.type.isDateOrTime && last.values[$0.id] != nil
        }
        guard timed.count == 1, let parameter = timed.first, let app = catalog.app(last.app),
            let had = last.values[parameter.id]
        else { return nil }
        let value: Value
        if let next = DayNextTo.value(words, nextTo: had, timeZone: context.timeZone) {
            value = next
        } else {
            let asLast = PendingRequest(
                app: last.app, action: last.action, values: last.values, askEachTime: [], idempotencyKey: "")
            guard
                AnswerValueReader.isPlainTime(
                    words, as: parameter.type, app: app, now: context.now, timeZone: context.timeZone),
                let changed = changedValue(words, for: parameter, app: app, pending: asLast, context: context)
            else { return nil }
            value = changed
        }
        return Interpretation(
            app: last.app, action: last.action, parameters: [parameter.id: UnderstoodValue(value: value, text: words)],
            confidence: 1, source: .template)
    }
}
