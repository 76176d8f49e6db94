import ErrandCatalog
import Foundation

/// Fills an action's one whole-number parameter from a number said right before the words of a
/// choice, or of the noun it counts: the count of what it counts ("i'd like two mochas", "get me
/// two large cappuccinos", "four tickets for wicked").
///
/// The tagger learns counts where the phrases put them ("order {quantity} [{size}] {coffee}")
/// and misses them after other openings, dropping the count (one cappuccino for "two") or
/// taking it for the choice beside it (the size "two"). A number alone is otherwise left to the
/// tagger (`BuiltInSlotFill`); standing right before a choice that reads, it can only be its
/// count — or with a word or two between that were read as nothing ("two oat milk mochas": two
/// mochas, and "oat milk" not understood).
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
        let characters = Array(text)
        // NB: "i'd like four tickets for wicked": a number before the noun the count counts, too.
        let choices = parameters.values.filter(isChoice).compactMap(\.offsets) + ownNouns(of: count, in: characters)
        guard !choices.isEmpty else { return parameters }
        // NB: the recognizer runs only when a word shortly before a choice may end a number.
        guard
            choices.contains(where: { choice in
                wordsBefore(choice.lowerBound, in: characters, count: maximumGap + 1).contains(where: mayEndANumber)
            })
        else { return parameters }
        let read = parameters.values.filter(reads).compactMap(\.offsets)
        let found = context.recognizer.values(in: text, dimensions: [.number, .time])
        // NB: a number of a time counts nothing: "two lattes at 5" is two (`TimeShapedCount`).
        let times = found.filter { $0.dimension == .time }.map(\.offsets)
        let free = found.filter { number in
            number.dimension == .number && !(read + times).contains { $0.overlaps(number.offsets) }
        }
        guard free.count == 1, let number = free.first,
            choices.contains(where: { choice in
                choice.lowerBound >= number.offsets.upperBound
                    && isGap(number.offsets.upperBound..<choice.lowerBound, in: characters, read: read)
            }),
            let value = reader.value(of: number.text, for: count, in: app, context: context)
        else { return parameters }
        var result = parameters.filter { _, understood in
            reads(understood) || !(understood.offsets?.overlaps(number.offsets) ?? false)
        }
        result[count.id] = UnderstoodValue(value: value, text: number.text, offsets: number.offsets)
        return result
    }

    /// Where the words that name what `count` counts stand in `characters`.
    private static func ownNouns(of count: ParameterDefinition, in characters: [Character]) -> [Range<Int>] {
        // NB: the nouns worked out once, not for each word.
        let counted = count.countedNouns
        var ranges: [Range<Int>] = []
        var start: Int?
        for index in 0...characters.count {
            let isLetter = index < characters.count && characters[index].isLetter
            if isLetter, start == nil { start = index }
            if !isLetter, let first = start {
                let word = String(characters[first..<index]).lowercased()
                if counted.contains(EnglishNouns.singular(of: word)) { ranges.append(first..<index) }
                start = nil
            }
        }
        return ranges
    }

    /// At most this many words, read as nothing, may stand between a count and its choice.
    static let maximumGap = 2

    /// Whether the characters of `range` are only spaces, or at most `maximumGap` words of letters
    /// that no value was read from.
    private static func isGap(_ range: Range<Int>, in characters: [Character], read: [Range<Int>]) -> Bool {
        let between = characters[range]
        if between.allSatisfy(\.isWhitespace) { return true }
        let words = between.split(whereSeparator: \.isWhitespace)
        return words.count <= maximumGap && words.allSatisfy { $0.allSatisfy(\.isLetter) }
            && !read.contains { $0.overlaps(range) }
    }

    /// The last `count` words that end before `offset`, nearest first.
    private static func wordsBefore(_ offset: Int, in characters: [Character], count: Int) -> [String] {
        var words: [String] = []
        var end = min(offset, characters.count)
        while words.count < count {
            while end > 0, characters[end - 1].isWhitespace { end -= 1 }
            guard end > 0 else { break }
            var start = end
            while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
            words.append(String(characters[start..<end]))
            end = start
        }
        return words
    }

    /// Whether `word` may be the last word of a number: it has a digit, or is a number word
    /// ("two", "twenty", "dozen", "hundred").
    private static func mayEndANumber(_ word: String) -> Bool {
        if word.contains(where: \.isNumber) { return true }
        let lowered = word.lowercased()
        return NumberWords.units[lowered] != nil || NumberWords.teens[lowered] != nil
            || NumberWords.tens[lowered] != nil || NumberWords.multipliers[lowered] != nil || lowered == "hundred"
            || countingNouns.contains(lowered)
    }

    /// Nouns that count ("a couple of lattes" is two), which the recognizer reads as numbers.
    private static let countingNouns: Set<String> = ["couple", "pair", "dozen"]

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
