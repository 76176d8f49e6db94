import ErrandCatalog
import Foundation

/// Fills a parameter of an unmistakable built-in type — a duration, an amount of money, a
/// temperature, a percentage — that the statistical tagger left empty, from the one value of
/// that kind the built-in recognizers find in words no slot took.
///
/// The tagger learns where values stand from the phrases' samples ("start a breathing session
/// for {duration}") and misses the same value said another way ("start a 10 minute breathing
/// session"), so the session would run for its default length without a word. The recognizers
/// read such values wherever they stand. A number alone, a date or a time is left to the
/// tagger: which parameter it belongs to is not clear from its kind. Words the tagger gave a
/// parameter that are no value of it hold no value: they give way to the value of the kind
/// that spans them. A value the tagger read in part ("an hour" of "half an hour") is read whole.
enum BuiltInSlotFill {
    /// `parameters` with the empty parameters of `action` filled where exactly one parameter
    /// has a kind and exactly one value of that kind lies outside every slot of `text`.
    static func filled(
        _ parameters: [String: UnderstoodValue], of action: ActionDefinition, in app: String, text: String,
        context: UnderstandingContext, reader: SlotValueReader
    ) -> [String: UnderstoodValue] {
        var result = parameters
        // NB: words kept as text for a parameter of another type take no value's words: the
        // tagger cut "2 km" of "walk 2 km" to "2" for the duration, and "2 km" is the distance.
        let taken = parameters.filter { Understander.isRead($0.value, as: $0.key, of: action) }.values.compactMap(
            \.offsets)
        var found: [ValueDimension: [RecognizedValue]]?
        for (dimension, type) in kinds {
            let typed = action.parameters.filter { $0.type == type }
            guard typed.count == 1, let parameter = typed.first else { continue }
            // NB: a value read whole by the tagger is not read again: only one beside words that
            // may be more of it ("half" of "half an hour") is.
            if let tagged = result[parameter.id], !Self.mayBeReadInPart(tagged, in: text) { continue }
            if found == nil {
                found = Dictionary(
                    grouping: context.recognizer.values(in: text, dimensions: Set(kinds.map(\.0))), by: \.dimension)
            }
            if let tagged = result[parameter.id] {
                if let wider = widened(
                    tagged, of: parameter, among: found?[dimension] ?? [], read: result, action: action),
                    let value = reader.value(of: wider.text, for: parameter, in: app, context: context)
                {
                    result[parameter.id] = UnderstoodValue(value: value, text: wider.text, offsets: wider.offsets)
                }
                continue
            }
            let free = (found?[dimension] ?? []).filter { value in !taken.contains { $0.overlaps(value.offsets) } }
            guard free.count == 1, let only = free.first,
                let value = reader.value(of: only.text, for: parameter, in: app, context: context)
            else { continue }
            result[parameter.id] = UnderstoodValue(value: value, text: only.text, offsets: only.offsets)
            result = result.filter { name, understood in
                Understander.isRead(understood, as: name, of: action)
                    || !(understood.offsets?.overlaps(only.offsets) ?? false)
            }
        }
        return result
    }

    /// The value of the parameter's kind the recognizers read around the words the tagger gave
    /// it, when no other value read holds any of them: the tagger took "an hour" of "saturday
    /// morning for half an hour", and the court was booked for an hour with "half" unread.
    private static func widened(
        _ tagged: UnderstoodValue, of parameter: ParameterDefinition, among found: [RecognizedValue],
        read: [String: UnderstoodValue], action: ActionDefinition
    ) -> RecognizedValue? {
        guard let offsets = tagged.offsets,
            let wider = found.first(where: {
                $0.offsets != offsets && $0.offsets.lowerBound <= offsets.lowerBound
                    && $0.offsets.upperBound >= offsets.upperBound
            }),
            !read.contains(where: { name, value in
                name != parameter.id && Understander.isRead(value, as: name, of: action)
                    && value.offsets.map { $0.overlaps(wider.offsets) } == true
            })
        else { return nil }
        return wider
    }

    /// Whether the words right before or after `tagged` may be more of its value: a number, or
    /// a word of a fraction or a sum ("half", "quarter", "and", "of", "a", "an").
    private static func mayBeReadInPart(_ tagged: UnderstoodValue, in text: String) -> Bool {
        guard let offsets = tagged.offsets else { return false }
        let before = text.prefix(offsets.lowerBound).split(separator: " ").last.map { $0.lowercased() }
        let after = text.dropFirst(offsets.upperBound).split(separator: " ").first.map { $0.lowercased() }
        return [before, after].contains { word in
            guard let word else { return false }
            return word.first?.isNumber == true || partWords.contains(word)
        }
    }

    /// Words that may stand beside part of a value the tagger read: "half an hour", "an hour and
    /// a half", "a quarter of an hour".
    private static let partWords: Set<String> = ["half", "quarter", "and", "of", "a", "an", "one", "three"]

    /// The kinds of value read wherever they stand, with the parameter type each fills.
    static let kinds: [(ValueDimension, ValueType)] = [
        (.duration, .duration), (.money, .currency), (.temperature, .temperature), (.distance, .distance),
        (.percentage, .percentage),
    ]
}
