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
        let times = action.parameters.filter { [.date, .time, .dateTime].contains($0.type) }
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
    /// it, when the recognizers read the two as one time no other value's words overlap: in
    /// "four tickets for wicked tomorrow evening at 7:45" the tagger read "evening at 7:45", today;
    /// in "book 3 business class tickets from philly to boston on december 5 at noon", "at noon".
    ///
    /// - Complexity: one pass of the time recognizer when a day word or a number stands right
    ///   before the time read; nothing otherwise.
    private static func widened(
        _ parameters: [String: UnderstoodValue], at time: ParameterDefinition, tagged: UnderstoodValue, in app: String,
        text: String, context: UnderstandingContext, reader: SlotValueReader
    ) -> [String: UnderstoodValue] {
        guard let offsets = tagged.offsets else { return parameters }
        // NB: and to the hour said right after it: in "rent a boat next sunday at 2pm" the
        // tagger read "next sunday", and "2pm" was unread.
        let after = text.dropFirst(offsets.upperBound).split(separator: " ").first.map { $0.lowercased() }
        if let after, TemplateInterpreter.timeCues.contains(after),
            let wider = context.recognizer.values(in: text, dimensions: [.time]).first(where: {
                $0.offsets.lowerBound == offsets.lowerBound && $0.offsets.upperBound > offsets.upperBound + after.count
            }),
            !parameters.contains(where: { name, value in
                name != time.id && value.offsets.map { $0.overlaps(wider.offsets) } == true
            }),
            let value = reader.value(of: wider.text, for: time, in: app, context: context)
        {
            return taking(wider, value: value, for: time, into: parameters)
        }
        guard offsets.lowerBound > 1 else { return parameters }
        let before = text.prefix(offsets.lowerBound).split(separator: " ").last.map { $0.lowercased() }
        guard let before, dayWords.contains(before) || before.contains(where: \.isNumber) else { return parameters }
        let wider = context.recognizer.values(in: text, dimensions: [.time]).first {
            $0.offsets.lowerBound < offsets.lowerBound && $0.offsets.upperBound >= offsets.upperBound
        }
        // NB: a number before the time is part of it only with the month it is a day of: "on
        // december 5 at noon", which the tagger read "at noon", tomorrow; not "for 2 at 7pm"; or
        // as an hour after a word that cues one: "at 7 tomorrow", which it read "tomorrow".
        let widerWords = wider?.text.lowercased().split(separator: " ") ?? []
        guard let wider,
            dayWords.contains(before)
                || widerWords.contains(where: { CalendarNames.months[String($0)] != nil })
                || widerWords.first.map({ TemplateInterpreter.timeCues.contains(String($0)) }) == true,
            !parameters.contains(where: { name, value in
                name != time.id && value.offsets.map { $0.overlaps(wider.offsets) } == true
            }),
            let value = reader.value(of: wider.text, for: time, in: app, context: context)
        else { return parameters }
        return taking(wider, value: value, for: time, into: parameters)
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
