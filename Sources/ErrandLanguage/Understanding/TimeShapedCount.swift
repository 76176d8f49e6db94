import ErrandCatalog
import Foundation

/// Gives up a count the tagger read from words of a time: "order a latte at 5" or "… for 5 pm"
/// is one latte at five, never five lattes. The tagger learns that a number near a drink is its
/// count, and an action with no time to fill has nowhere else to put one, so money would move
/// for four drinks no one asked for. The words are left unread instead, and the conversation
/// says it didn't understand them. Where the words of the time after the count still read as a
/// time the action takes, the count stands: "book a table for 2 tomorrow" is a party of two
/// tomorrow, though "for 2 tomorrow" also reads as tomorrow at 2.
enum TimeShapedCount {
    /// `parameters` without the action's one whole-number value when its words lie inside a
    /// time or a date that the built-in recognizers find in `text`, with the time's characters;
    /// `parameters` as they are and `nil` otherwise. `timesIn` is `text` to look for the
    /// action's time in: with the words up to a count that stands blanked out, so that "for 4
    /// on friday at 8" reads as a party of 4 on Friday at 8, not as Friday at 4.
    static func removed(
        from parameters: [String: UnderstoodValue], of action: ActionDefinition, text: String,
        context: UnderstandingContext
    ) -> (parameters: [String: UnderstoodValue], time: Range<Int>?, timesIn: String) {
        let integers = action.parameters.filter { $0.type == .integer }
        guard integers.count == 1, let count = integers.first, let understood = parameters[count.id],
            case .integer = understood.value, let offsets = understood.offsets,
            let time = times(in: text, context: context).first(where: { $0.overlaps(offsets) })
        else { return (parameters, nil, text) }
        if let blanked = blanking(
            time.lowerBound..<offsets.upperBound, of: text, before: time, for: action, context: context)
        {
            return (parameters, nil, blanked)
        }
        var result = parameters
        result[count.id] = nil
        return (result, time, text)
    }

    /// `text` with `words` blanked out, when the rest of `time` after them is a time of a date or
    /// time parameter of `action` ("tomorrow" of "for 2 tomorrow"); `nil` otherwise.
    private static func blanking(
        _ words: Range<Int>, of text: String, before time: Range<Int>, for action: ActionDefinition,
        context: UnderstandingContext
    ) -> String? {
        var characters = Array(text)
        guard words.upperBound < time.upperBound, time.upperBound <= characters.count,
            action.parameters.contains(where: { [.date, .time, .dateTime].contains($0.type) })
        else { return nil }
        let rest = String(characters[words.upperBound..<time.upperBound]).trimmingCharacters(in: .whitespaces)
        guard rest.contains(where: \.isLetter), context.recognizer.value(.time, of: rest) != nil else { return nil }
        for index in words { characters[index] = " " }
        return String(characters)
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
