import ErrandCatalog
import Foundation

/// Fills an action's one whole-number parameter from a number said right before the words of a
/// choice: the count of what it counts ("i'd like two mochas", "get me two large cappuccinos").
///
/// The tagger learns counts where the phrases put them ("order {quantity} [{size}] {coffee}")
/// and misses them after other openings, dropping the count (one cappuccino for "two") or
/// taking it for the choice beside it (the size "two"). A number alone is otherwise left to the
/// tagger (`BuiltInSlotFill`); standing right before a choice that reads, it can only be its
/// count.
enum CountSlotFill {
    /// `parameters` with the action's only whole-number parameter filled, when it is empty or
    /// holds words that are not a number, from the one number in `text` outside the values
    /// read, when it stands right before the words of a value read as an enum case or an
    /// entity. Words of an unread value that the number covers are given up.
    static func filled(
        _ parameters: [String: UnderstoodValue], of action: ActionDefinition, in app: String, text: String,
        context: UnderstandingContext, reader: SlotValueReader
    ) -> [String: UnderstoodValue] {
        let integers = action.parameters.filter { $0.type == .integer }
        guard integers.count == 1, let count = integers.first, !reads(parameters[count.id]) else {
            return parameters
        }
        let choices = parameters.values.filter(isChoice).compactMap(\.offsets)
        guard !choices.isEmpty else { return parameters }
        let characters = Array(text)
        // NB: the recognizer runs only when a word right before a choice may end a number.
        guard choices.contains(where: { mayEndANumber(wordBefore($0.lowerBound, in: characters)) }) else {
            return parameters
        }
        let recognizer = BuiltInValueRecognizer(
            configuration: ValueRecognitionConfiguration(
                now: context.now, timeZone: context.timeZone, locale: Locale(identifier: context.locale)))
        let read = parameters.values.filter(reads).compactMap(\.offsets)
        let free = recognizer.values(in: text, dimensions: [.number]).filter { number in
            !read.contains { $0.overlaps(number.offsets) }
        }
        guard free.count == 1, let number = free.first,
            choices.contains(where: { choice in
                choice.lowerBound >= number.offsets.upperBound
                    && characters[number.offsets.upperBound..<choice.lowerBound].allSatisfy(\.isWhitespace)
            }),
            let value = reader.value(of: number.text, for: count, in: app, context: context)
        else { return parameters }
        var result = parameters.filter { _, understood in
            reads(understood) || !(understood.offsets?.overlaps(number.offsets) ?? false)
        }
        result[count.id] = UnderstoodValue(value: value, text: number.text, offsets: number.offsets)
        return result
    }

    /// The word that ends right before `offset`, past the spaces between.
    private static func wordBefore(_ offset: Int, in characters: [Character]) -> String {
        var end = min(offset, characters.count)
        while end > 0, characters[end - 1].isWhitespace { end -= 1 }
        var start = end
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        return String(characters[start..<end])
    }

    /// Whether `word` may be the last word of a number: it has a digit, or is a number word
    /// ("two", "twenty", "dozen", "hundred").
    private static func mayEndANumber(_ word: String) -> Bool {
        if word.contains(where: \.isNumber) { return true }
        let lowered = word.lowercased()
        return NumberWords.units[lowered] != nil || NumberWords.teens[lowered] != nil
            || NumberWords.tens[lowered] != nil || NumberWords.multipliers[lowered] != nil || lowered == "hundred"
    }

    /// Whether a value was read as a value of its type (not kept as words).
    private static func reads(_ understood: UnderstoodValue?) -> Bool {
        guard let understood else { return false }
        if case .string = understood.value { return false }
        return true
    }

    private static func isChoice(_ understood: UnderstoodValue) -> Bool {
        switch understood.value {
        case .enumCase, .entity: return true
        default: return false
        }
    }
}
