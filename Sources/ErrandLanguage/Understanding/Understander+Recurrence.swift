import ErrandCatalog

extension Understander {
    /// Words that make the date or time after them a recurrence: "every sunday", "each monday".
    static let recurrenceWords: Set<String> = ["every", "each"]

    /// `interpretation` without a date or time said as a recurrence, which no value holds: the
    /// words are left unread, for the conversation to name, and a text that ran into them ends
    /// before them. "Remind me to water the plants every sunday" is a task "water the plants",
    /// with "every sunday" named as not understood, not one called "water the plants every" due
    /// this Sunday, which would never come back.
    ///
    /// Offsets are into `request`, the words the interpretation was read from.
    ///
    /// - Complexity: O(n + p) for n tokens and p parameters, once a date or time was read.
    func withoutRecurrence(_ interpretation: Interpretation, in request: String) -> Interpretation {
        let interpretation = withoutRecurringUnit(interpretation, in: request)
        guard interpretation.parameters.values.contains(where: { Self.isTime($0.value) }) else { return interpretation }
        let tokens = Tokenizer.tokens(of: request)
        let characters = Array(request)
        var result = interpretation
        for (name, understood) in interpretation.parameters.sorted(by: { $0.key < $1.key }) {
            guard Self.isTime(understood.value), let offsets = understood.offsets,
                let index = tokens.lastIndex(where: { $0.offsets.upperBound <= offsets.lowerBound }),
                tokens[index].kind == .word, Self.recurrenceWords.contains(tokens[index].text)
            else { continue }
            let every = tokens[index].offsets
            result.parameters[name] = nil
            for (other, text) in result.parameters {
                guard case .string = text.value, let textOffsets = text.offsets,
                    textOffsets.upperBound == every.upperBound
                else { continue }
                let end = index > 0 ? tokens[index - 1].offsets.upperBound : textOffsets.lowerBound
                guard end > textOffsets.lowerBound else {
                    result.parameters[other] = nil
                    continue
                }
                let words = String(characters[textOffsets.lowerBound..<end])
                result.parameters[other] = UnderstoodValue(
                    value: .string(words), text: words, offsets: textOffsets.lowerBound..<end)
            }
            let said = every.lowerBound..<offsets.upperBound
            result.unreadWords.append(UnreadWords(text: String(characters[said]), offsets: said))
            result.unreadWords.sort { $0.offsets.lowerBound < $1.offsets.lowerBound }
            result.alternativeSplits = []
        }
        return result
    }

    /// `interpretation` with a text that ends with a recurrence of no date ("every day", "each
    /// week") ended before it, and those words left unread, for the conversation to name:
    /// "remind me to water the plants every day at 8" is a task "water the plants" due at 8, with
    /// "every day" named as not understood, not one called "water the plants every day" that
    /// would be done once. Only for an action that takes a date or time, which the words say
    /// when: a message says what it says ("text bob i miss you every day").
    ///
    /// - Complexity: O(n + p) for n tokens and p parameters.
    func withoutRecurringUnit(_ interpretation: Interpretation, in request: String) -> Interpretation {
        // NB: first what is quick to tell: most readings have no text that ends so.
        guard
            interpretation.parameters.values.contains(where: { understood in
                guard case .string(let text) = understood.value, let last = text.split(separator: " ").last else {
                    return false
                }
                return Self.recurringUnits.contains(last.lowercased())
            }),
            let action = catalog.action(named: interpretation.action, in: interpretation.app),
            action.parameters.contains(where: \.type.isDateOrTime)
        else { return interpretation }
        let words = Tokenizer.tokens(of: request).filter(\.isWordLike)
        let characters = Array(request)
        var result = interpretation
        for (name, understood) in interpretation.parameters.sorted(by: { $0.key < $1.key }) {
            guard case .string = understood.value, let offsets = understood.offsets else { continue }
            let inside = words.filter { offsets.contains($0.offsets.lowerBound) }
            guard inside.count >= 3, let unit = inside.last, Self.recurringUnits.contains(unit.text),
                Self.recurrenceWords.contains(inside[inside.count - 2].text)
            else { continue }
            let end = inside[inside.count - 3].offsets.upperBound
            let text = String(characters[offsets.lowerBound..<end])
            result.parameters[name] = UnderstoodValue(
                value: .string(text), text: text, offsets: offsets.lowerBound..<end)
            let said = inside[inside.count - 2].offsets.lowerBound..<unit.offsets.upperBound
            result.unreadWords.append(UnreadWords(text: String(characters[said]), offsets: said))
            result.unreadWords.sort { $0.offsets.lowerBound < $1.offsets.lowerBound }
            result.alternativeSplits = []
        }
        return result
    }

    /// What a recurrence of no date counts: "every day", "each week".
    private static let recurringUnits: Set<String> = [
        "day", "days", "night", "week", "weekday", "weekend", "month", "year", "hour",
    ]

    private static func isTime(_ value: Value) -> Bool {
        switch value {
        case .date, .time, .dateTime: return true
        default: return false
        }
    }
}
