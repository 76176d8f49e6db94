import ErrandCatalog
import ErrandLanguage
import Foundation

/// A booking said with its day alone asks for the hour rather than making one up: "book spin
/// tomorrow" asks "What time tomorrow?", and "7 pm" then is 7 PM that day. An order has
/// financial impact (the guidelines have it confirmed before it is placed), and 9 AM is no time
/// the person chose. Other actions keep a day's usual hour: "remind me on friday" is due at 9 AM.
extension ConversationEngine {
    /// The days said alone for the required dates and times of an order, by parameter, taken
    /// out of `values`: those are asked for on that day. None for an action that is no order.
    static func daysAlone(
        in interpretation: Interpretation, values: inout [String: Value], action: ActionDefinition,
        app: AppDefinition, context: RequestContext
    ) -> [String: Date] {
        guard action.category == .order else { return [:] }
        var days: [String: Date] = [:]
        for parameter in action.parameters
        where parameter.type == .dateTime && parameter.isRequired && parameter.defaultValue == nil {
            guard case .dateTime(let instant)? = values[parameter.id],
                let words = interpretation.parameters[parameter.id]?.text,
                AnswerValueReader.isDayAlone(words, app: app, now: context.now, timeZone: context.timeZone)
            else { continue }
            days[parameter.id] = instant
            values[parameter.id] = nil
        }
        return days
    }

    /// Whether `text`, answering for `parameter` the time of a day said alone, gives a time
    /// and no other day ("7 pm", "at 7:30"): it is taken into `pending`, on that day.
    func takingTheTimeOfTheDayAlone(
        _ text: String, for parameter: String, pending: inout PendingRequest, context: RequestContext
    ) -> Bool {
        guard let day = pending.daysAlone[parameter],
            let time = AnswerValueReader.time(
                from: text, onTheDayOf: day, now: context.now, timeZone: context.timeZone,
                hoursRead: hoursRead(for: pending), nearItsHour: false)
        else { return false }
        pending.values[parameter] = .dateTime(time)
        pending.daysAlone[parameter] = nil
        pending.askEachTime.remove(parameter)
        return true
    }
}
