import ErrandCatalog

/// Fills the one date or time of an action that the statistical tagger left empty, from the one
/// date or time the built-in recognizers find in the request, where the tagger gave its words,
/// or part of them, to a parameter any words name.
///
/// The tagger learns where times stand from the phrases' samples, and a restaurant's samples
/// say few of them: in "book a table tomorrow at 7pm" it took "7pm" for the restaurant (which the
/// app names at run time, so any words are one) and left "tomorrow" unread. The recognizers
/// read "tomorrow at 7pm" whole. Only an action with one parameter of a date, a time or both
/// gets one this way, and only from words with a letter in them: a number alone may be a count
/// ("for 4"), which `TimeShapedCount` weighs.
enum TimeSlotFill {
    /// `parameters` with the action's one date or time filled from the one time in `text` that
    /// no slot of a typed value overlaps; the slots of words any words name that lie inside it
    /// give way to it.
    ///
    /// - Complexity: one pass of the time recognizer over `text`, for an action with one date or
    ///   time parameter left empty; nothing otherwise.
    static func filled(
        _ parameters: [String: UnderstoodValue], of action: ActionDefinition, in app: String, text: String,
        context: UnderstandingContext, reader: SlotValueReader
    ) -> [String: UnderstoodValue] {
        let times = action.parameters.filter(\.type.isDateOrTime)
        guard times.count == 1, let time = times.first else { return parameters }
        if let tagged = parameters[time.id] {
            return widened(parameters, at: time, tagged: tagged, in: app, text: text, context: context, reader: reader)
        }
        let found = context.recognizer.values(in: text, dimensions: [.time]).filter {
            $0.text.contains(where: \.isLetter)
        }
        guard found.count == 1, let only = found.first else { return parameters }
        var yielding: [String] = []
        for (name, understood) in parameters {
            guard let offsets = understood.offsets, offsets.overlaps(only.offsets) else { continue }
            guard takesAnyWords(name, of: action, in: app, reader: reader), only.offsets.contains(offsets.lowerBound),
                offsets.upperBound <= only.offsets.upperBound
            else { return parameters }
            yielding.append(name)
        }
        guard let value = reader.value(of: only.text, for: time, in: app, context: context) else { return parameters }
        var result = parameters
        for name in yielding { result[name] = nil }
        result[time.id] = UnderstoodValue(value: value, text: only.text, offsets: only.offsets)
        return result
    }

    /// `parameters` with the date or time the tagger read widened to the day said right before
    /// it, or to the hour said right after it, when the two read as one time no other value's
    /// words overlap: in "four tickets for wicked tomorrow evening at 7:45" the tagger read
    /// "evening at 7:45", today; in "book 3 business class tickets from philly to boston on
    /// december 5 at noon", "at noon"; in "rent a boat next sunday at 2pm", "next sunday".
    ///
    /// - Complexity: one pass of the time recognizer when a day word, a number or a cue to a time
    ///   stands next to the time read; nothing otherwise.
    private static func widened(
        _ parameters: [String: UnderstoodValue], at time: ParameterDefinition, tagged: UnderstoodValue, in app: String,
        text: String, context: UnderstandingContext, reader: SlotValueReader
    ) -> [String: UnderstoodValue] {
        guard let offsets = tagged.offsets else { return parameters }
        let wider =
            widerToTheHourAfter(offsets, in: text, context: context)
            ?? widerToTheDayBefore(offsets, in: text, context: context)
        guard let wider,
            !parameters.contains(where: { name, value in
                name != time.id && value.offsets.map { $0.overlaps(wider.offsets) } == true
            }),
            let value = reader.value(of: wider.text, for: time, in: app, context: context)
        else { return parameters }
        return taking(wider, value: value, for: time, into: parameters)
    }

    /// The time read at `offsets` with the hour said right after it and a cue ("next sunday at
    /// 2pm"). The recognizers may read the hour apart ("court 2 on saturday at 4pm" is "2 on
    /// saturday" and "at 4pm"): the day and the time that starts at the cue are then read
    /// together.
    private static func widerToTheHourAfter(
        _ offsets: Range<Int>, in text: String, context: UnderstandingContext
    ) -> RecognizedValue? {
        let after = text.dropFirst(offsets.upperBound).split(separator: " ").first.map { $0.lowercased() }
        guard let after, TemplateInterpreter.timeCues.contains(after) else { return nil }
        let beyondTheCue = offsets.upperBound + after.count
        let found = context.recognizer.values(in: text, dimensions: [.time]).filter {
            $0.offsets.upperBound > beyondTheCue
        }
        if let wider = found.first(where: { $0.offsets.lowerBound == offsets.lowerBound }) { return wider }
        guard
            let hour = found.first(where: { (offsets.upperBound...(beyondTheCue + 2)).contains($0.offsets.lowerBound) })
        else { return nil }
        return joined(offsets.lowerBound..<hour.offsets.upperBound, of: hour, in: text)
    }

    /// The time read at `offsets` with the day said right before it, or before the cue that
    /// leads it ("tomorrow at 6pm", which the tagger read "6pm", today). The recognizers may read
    /// the day apart ("court 1 tomorrow at 6pm" is "1 tomorrow" and "at 6pm"): a day word and the
    /// time are then read together. A number before the time is part of it only with the month
    /// it is a day of ("on december 5 at noon", which the tagger read "at noon", tomorrow; not
    /// "for 2 at 7pm"), or as an hour after a word that cues one ("at 7 tomorrow", read
    /// "tomorrow").
    private static func widerToTheDayBefore(
        _ offsets: Range<Int>, in text: String, context: UnderstandingContext
    ) -> RecognizedValue? {
        // NB: the words before the time alone, whose offsets are the request's.
        let preceding = Tokenizer.tokens(of: String(text.prefix(offsets.lowerBound))).filter(\.isWordLike)
        guard var before = preceding.last else { return nil }
        if TemplateInterpreter.timeCues.contains(before.text) || before.text == "on", preceding.count > 1 {
            before = preceding[preceding.count - 2]
        }
        let isADay = dayWords.contains(before.text)
        guard isADay || before.text.contains(where: \.isNumber) else { return nil }
        let found = context.recognizer.values(in: text, dimensions: [.time]).first {
            $0.offsets.lowerBound <= before.offsets.lowerBound && $0.offsets.upperBound >= offsets.upperBound
        }
        if let wider = found {
            let words = wider.text.lowercased().split(separator: " ")
            if isADay || words.contains(where: { CalendarNames.months[String($0)] != nil })
                || words.first.map({ TemplateInterpreter.timeCues.contains(String($0)) }) == true
            {
                return wider
            }
        }
        guard isADay, let any = context.recognizer.values(in: text, dimensions: [.time]).first else { return nil }
        return joined(before.offsets.lowerBound..<offsets.upperBound, of: any, in: text)
    }

    /// `value` as the words of `text` at `offsets`, to be read again whole.
    private static func joined(_ offsets: Range<Int>, of value: RecognizedValue, in text: String) -> RecognizedValue {
        var joined = value
        joined.offsets = offsets
        joined.text = String(Array(text)[offsets])
        return joined
    }

    /// `parameters` with `time` read as the words `found`, whose value is `value`.
    private static func taking(
        _ found: RecognizedValue, value: Value, for time: ParameterDefinition,
        into parameters: [String: UnderstoodValue]
    ) -> [String: UnderstoodValue] {
        var result = parameters
        result[time.id] = UnderstoodValue(value: value, text: found.text, offsets: found.offsets)
        return result
    }

    /// Words of a day that may stand right before a time the tagger read without them.
    private static let dayWords: Set<String> = [
        "today", "tomorrow", "tonight", "yesterday", "monday", "tuesday", "wednesday", "thursday", "friday",
        "saturday", "sunday",
        // NB: the words that say which one of a part of the day: "this morning", which the
        // tagger read "morning", the next one.
        "this", "last", "next",
    ]

    /// Whether any words are a value of the parameter `name`: text, a person's or a place's name,
    /// or one of the objects an app knows at run time.
    private static func takesAnyWords(
        _ name: String, of action: ActionDefinition, in app: String, reader: SlotValueReader
    ) -> Bool {
        guard let type = action.parameter(named: name)?.type else { return false }
        switch type {
        case .string, .person, .place: return true
        case .custom(let typeName): return reader.values.definition(of: typeName, in: app)?.isDynamicEntity ?? false
        default: return false
        }
    }
}
