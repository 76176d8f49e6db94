import ErrandCatalog
import Foundation

/// Gives up a count the tagger read from words of a time: "order a latte at 5" or "… for 5 pm"
/// is one latte at five, never five lattes. The tagger learns that a number near a drink is its
/// count, and an action with no time to fill has nowhere else to put one, so money would move
/// for four drinks no one asked for. The words are left unread instead, and the conversation
/// says it didn't understand them. Where the tagger read a date or time of the action from other
/// words of that time, the count stands: "book a table for 2 tomorrow" is a party of two
/// tomorrow, though "for 2 tomorrow" also reads as tomorrow at 2.
enum TimeShapedCount {
    /// `parameters` without the action's one whole-number value when its words lie inside a
    /// time or a date that the built-in recognizers find in `text`, with the time's characters;
    /// `parameters` as they are and `nil` otherwise.
    static func removed(
        from parameters: [String: UnderstoodValue], of action: ActionDefinition, text: String,
        context: UnderstandingContext
    ) -> (parameters: [String: UnderstoodValue], time: Range<Int>?) {
        let integers = action.parameters.filter { $0.type == .integer }
        guard integers.count == 1, let count = integers.first, let understood = parameters[count.id],
            case .integer = understood.value, let offsets = understood.offsets,
            let time = times(in: text, context: context).first(where: { $0.overlaps(offsets) }),
            !readsTheTimeApart(parameters, of: action, time: time, count: offsets)
        else { return (parameters, nil) }
        var result = parameters
        result[count.id] = nil
        return (result, time)
    }

    /// Whether a date or time parameter of `action` holds other words of `time` than the count's.
    private static func readsTheTimeApart(
        _ parameters: [String: UnderstoodValue], of action: ActionDefinition, time: Range<Int>, count: Range<Int>
    ) -> Bool {
        action.parameters.contains { parameter in
            guard [.date, .time, .dateTime].contains(parameter.type),
                let offsets = parameters[parameter.id]?.offsets
            else { return false }
            return offsets.overlaps(time) && !offsets.overlaps(count)
        }
    }

    /// The character ranges of the times and dates the built-in recognizers find in `text`.
    static func times(in text: String, context: UnderstandingContext) -> [Range<Int>] {
        context.recognizer.values(in: text, dimensions: [.time]).map(\.offsets)
    }

    /// `runs` of unread words with the whole `time` a count was given up for among them, in
    /// order: "at 5 pm" rather than "pm" alone, and "at 5", whose words alone would be no run.
    static func unreadRuns(_ runs: [Range<Int>], with time: Range<Int>?) -> [Range<Int>] {
        guard let time else { return runs }
        return (runs.filter { !$0.overlaps(time) } + [time]).sorted { $0.lowerBound < $1.lowerBound }
    }
}
