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
    /// `parameters` without the action's first whole-number value whose words lie inside a
    /// time or a date that the built-in recognizers find in `text`, with the time's characters;
    /// `parameters` as they are and `nil` otherwise. `timesIn` is `text` to look for the
    /// action's time in: with the words up to a count that stands blanked out, so that "for 4
    /// on friday at 8" reads as a party of 4 on Friday at 8, not as Friday at 4.
    static func removed(
        from parameters: [String: UnderstoodValue], of action: ActionDefinition, text: String,
        context: UnderstandingContext
    ) -> (parameters: [String: UnderstoodValue], time: Range<Int>?, timesIn: String) {
        let counts = action.parameters.filter { parameter in
            guard parameter.type == .integer, case .integer? = parameters[parameter.id]?.value else { return false }
            return parameters[parameter.id]?.offsets != nil
        }
        guard !counts.isEmpty else { return (parameters, nil, text) }
        let times = times(in: text, context: context)
        let found = counts.lazy.compactMap { count -> (ParameterDefinition, Range<Int>, Range<Int>)? in
            guard let offsets = parameters[count.id]?.offsets, let time = times.first(where: { $0.overlaps(offsets) })
            else { return nil }
            return (count, offsets, time)
        }.first
        guard let (count, offsets, time) = found else { return (parameters, nil, text) }
        // NB: a number after a word of the time that cues an hour is the hour: "at 9 tomorrow for
        // 3 people" is no 9 passengers tomorrow.
        let cue = Tokenizer.tokens(of: text).last { $0.isWordLike && $0.offsets.upperBound <= offsets.lowerBound }
        let isAnHour = cue.map {
            time.contains($0.offsets.lowerBound) && TemplateInterpreter.timeCues.contains($0.text)
        }
        if isAnHour != true,
            let blanked = blanking(
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
            action.parameters.contains(where: \.type.isDateOrTime)
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
    /// The caller passes no time that a value was then read from ("at 9 tomorrow" of a ferry's
    /// departure).
    static func unreadRuns(_ runs: [Range<Int>], with time: Range<Int>?) -> [Range<Int>] {
        guard let time else { return runs }
        return (runs.filter { !$0.overlaps(time) } + [time]).sorted { $0.lowerBound < $1.lowerBound }
    }
}
