import ErrandCatalog
import ErrandLanguage
import Foundation

/// Reads a value of a parameter's type from the words of an answer: "large", "twenty dollars",
/// "tomorrow at 9", "fifteen minutes", "Amy and Bob".
///
/// NB: this is the one function the conversation calls to read typed values. It reads the
/// plain forms people give in answers first ("the 3rd", "noon", "half an hour"); what those
/// miss, the built-in value recognizers of `ErrandLanguage` read (numbers, dates, durations,
/// money in all their forms: "tomorrow at 3pm", "$12.50").
public enum AnswerValueReader {
    /// The value of `type` that `text` gives, or `nil` when it gives none; an hour without am or
    /// pm is read in `hoursRead` (the evening for an answer about dinner), and a day alone
    /// is at `hourOfADay` (9 AM, or a meal's: "tomorrow" for lunch with Bob is at noon); an
    /// hour alone for a time of day is the next one when `timeOfDayIsNext`.
    ///
    /// - Complexity: O(n·v) for n words and v named values of the type.
    public static func value(
        from text: String, as type: ValueType, app: AppDefinition, now: Date, timeZone: TimeZone,
        hoursRead: HoursRead = .daytime, hourOfADay: Int = 9, readsPastTimes: Bool = false,
        timeOfDayIsNext: Bool = false
    ) -> Value? {
        let dates = DateWords(
            now: now, timeZone: timeZone, hoursRead: hoursRead, readsPastTimes: readsPastTimes, hourOfADay: hourOfADay,
            timeOfDayIsNext: timeOfDayIsNext)
        if let value = plainValue(from: text, as: type, app: app, dates: dates) { return value }
        var context = UnderstandingContext(now: now, timeZone: timeZone)
        context.hoursRead = hoursRead
        context.readsPastTimes = readsPastTimes
        context.hourOfADay = hourOfADay
        return BuiltInValueReader().value(of: text, as: type, context: context)
    }

    /// The same day as `day` at the time `text` gives, when it gives a time and no date: an
    /// answer that moves an instant within its day ("change it to 9 pm"), or that gives the
    /// time of a day said alone (`nearItsHour` false: the day's hour is no one's choice).
    public static func time(
        from text: String, onTheDayOf day: Date, now: Date, timeZone: TimeZone, hoursRead: HoursRead = .daytime,
        nearItsHour: Bool = true
    ) -> Date? {
        DateWords(now: now, timeZone: timeZone, hoursRead: hoursRead)
            .time(words(of: text), onTheDayOf: day, nearItsHour: nearItsHour)
    }

    /// The day `text` gives at the time of day of `instant`, when it gives a day and no time:
    /// an answer that moves an instant to another day ("push it to friday").
    static func day(
        from text: String, atTheTimeOf instant: Date, app: AppDefinition, now: Date, timeZone: TimeZone
    ) -> Date? {
        guard value(from: text, as: .time, app: app, now: now, timeZone: timeZone) == nil,
            case .date(let day)? = value(from: text, as: .date, app: app, now: now, timeZone: timeZone)
        else { return nil }
        return DateWords(now: now, timeZone: timeZone).day(day, atTheTimeOf: instant)
    }

    /// Whether `text` gives a day and no time of it ("tomorrow", "on friday", "december 12"):
    /// a booking said so still needs its hour.
    static func isDayAlone(_ text: String, app: AppDefinition, now: Date, timeZone: TimeZone) -> Bool {
        day(from: text, atTheTimeOf: now, app: app, now: now, timeZone: timeZone) != nil
    }

    /// Whether `text`, for a value of `type`, is nothing but a plain time of day, day or both
    /// ("10:30", "tomorrow at 9"): an answer with no more words to it than the value asked.
    static func isPlainTime(_ text: String, as type: ValueType, app: AppDefinition, now: Date, timeZone: TimeZone)
        -> Bool
    {
        guard [.time, .date, .dateTime].contains(type) else { return false }
        return plainValue(from: text, as: .dateTime, app: app, dates: DateWords(now: now, timeZone: timeZone)) != nil
    }

    private static func plainValue(from text: String, as type: ValueType, app: AppDefinition, dates: DateWords)
        -> Value?
    {
        let words = words(of: text)
        guard !words.isEmpty else { return nil }
        let joined = words.joined(separator: " ")
        switch type {
        case .string: return .string(text.trimmingCharacters(in: .whitespacesAndNewlines))
        case .integer: return integer(words).map(Value.integer)
        case .decimal: return decimal(words).map(Value.decimal)
        case .percentage: return decimal(words.filter { $0 != "%" && $0 != "percent" }).map(Value.percentage)
        case .boolean: return AnswerParser.yesOrNo(text).map(Value.boolean)
        case .currency: return money(words)
        case .duration: return duration(words).map(Value.duration)
        case .date: return dates.date(words).map(Value.date)
        case .time: return dates.time(words, alone: dates.timeOfDayIsNext).map(Value.time)
        case .dateTime: return dates.dateTime(words).map(Value.dateTime)
        case .person: return .person(Person(name: NameCase.written(withoutLeadingPreposition(text))))
        case .place: return .place(Place(name: NameCase.written(text)))
        case .url: return URL(string: text.trimmingCharacters(in: .whitespaces)).map(Value.url)
        case .file: return .file(FileReference(path: text.trimmingCharacters(in: .whitespaces)))
        case .temperature:
            return decimal(words.filter { !["degrees", "degree", "°"].contains($0) }).map {
                .temperature(Temperature(value: $0, unit: .degree))
            }
        // NB: read by the recognizer, below: "5 miles", "a 10k".
        case .distance: return nil
        case .custom(let name):
            guard let declared = app.type(named: name) else { return .string(joined) }
            if let found = namedValue(joined, in: declared) ?? nearestNamedValue(joined, in: declared) { return found }
            // NB: the app's own objects, named in words, as a request's words name them: an
            // entity the app looks up by its words ("milk", to "Which task?", is Milk).
            if case .entity(_, dynamic: true) = declared.kind {
                let words = text.trimmingCharacters(in: .whitespaces)
                return .entity(EntityReference(type: name, id: words, title: words))
            }
            return nil
        case .list(let element):
            // NB: commas kept, other punctuation dropped: "amy chen, bob." is two people.
            let listed = Tokenizer.tokens(of: text).filter { $0.kind != .punctuation || $0.text == "," }
            let parts = ListSplitter.items(of: listed.map(\.text).joined(separator: " "))
            let values = parts.compactMap {
                value(
                    from: $0, as: element, app: app, now: dates.now, timeZone: dates.timeZone,
                    hoursRead: dates.hoursRead, hourOfADay: dates.hourOfADay, readsPastTimes: dates.readsPastTimes)
            }
            return values.count == parts.count && !values.isEmpty ? .list(values) : nil
        }
    }

    /// The words of an answer, punctuation dropped and clock times kept whole ("10:30").
    private static func words(of text: String) -> [String] {
        clockJoined(Tokenizer.tokens(of: text).filter { $0.kind != .punctuation || $0.text == ":" }.map(\.text))
    }

    /// The words with clock times put back together: `10`, `:`, `30` → `10:30` (`7`, `:`, `30am` →
    /// `7:30`, `am`); other colons dropped.
    static func clockJoined(_ words: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < words.count {
            if words[index] == ":" {
                if let last = result.last, Int(last) != nil, index + 1 < words.count, Int(words[index + 1]) != nil {
                    result[result.count - 1] = last + ":" + words[index + 1]
                    index += 2
                } else if let last = result.last, Int(last) != nil, index + 1 < words.count,
                    let minutes = Int(words[index + 1].dropLast(2)),
                    words[index + 1].hasSuffix("am") || words[index + 1].hasSuffix("pm")
                {
                    // NB: "7:30am": the minutes written together with "am" or "pm".
                    result[result.count - 1] = last + ":" + String(format: "%02d", minutes)
                    result.append(String(words[index + 1].suffix(2)))
                    index += 2
                } else {
                    index += 1
                }
                continue
            }
            result.append(words[index])
            index += 1
        }
        return result
    }

    /// The enum case or listed entity of `type` whose title or synonym is `words` exactly.
    public static func namedValue(_ words: String, in type: TypeDefinition) -> Value? {
        let values = type.namedValues
        // Most names are plain words: a lowercase comparison finds them without tokenizing.
        for named in values where named.names.contains(where: { $0.lowercased() == words }) {
            return typedValue(named, of: type)
        }
        for named in values where named.names.contains(where: { Tokenizer.normalized($0) == words }) {
            return typedValue(named, of: type)
        }
        return nil
    }

    /// The value of `type` whose name `words` is a slip of ("late" for Latte when asked which
    /// coffee), when one is nearer than every other (`NamedValueIndex`); `nil` otherwise.
    static func nearestNamedValue(_ words: String, in type: TypeDefinition) -> Value? {
        let values = type.namedValues
        let index = NamedValueIndex(entries: values.indices.map { (values[$0].names, $0) })
        return index.bestMatch(for: words).map { typedValue(values[$0.payload], of: type) }
    }

    /// The model value for one named value of a type: an enum case or an entity reference.
    static func typedValue(_ named: NamedValue, of type: TypeDefinition) -> Value {
        type.isEnumeration
            ? .enumCase(named.id) : .entity(EntityReference(type: type.id, id: named.id, title: named.title))
    }

    static func integer(_ words: [String]) -> Int? {
        let kept = words.filter { !["a", "an", "the", "just", "only", "please"].contains($0) || words.count == 1 }
        if kept.count == 1, let number = Int(kept[0]) { return number }
        return NumberWords.value(of: kept.joined(separator: " "))
    }

    static func decimal(_ words: [String]) -> Double? {
        if words.count == 1, let number = Double(words[0]) { return number }
        return integer(words).map(Double.init)
    }

    private static let currencyWords: [String: String] = [
        "$": "USD", "dollar": "USD", "dollars": "USD", "buck": "USD", "bucks": "USD", "usd": "USD", "€": "EUR",
        "euro": "EUR", "euros": "EUR", "eur": "EUR", "£": "GBP", "pound": "GBP", "pounds": "GBP", "gbp": "GBP",
    ]

    static func money(_ words: [String]) -> Value? {
        var code = "USD"
        var before: [String] = []
        var after: [String] = []
        var seenWord = false
        var centsOnly = false
        for word in words {
            if let found = currencyWords[word] {
                code = found
                // "two dollars fifty": numbers after a currency word are the cents.
                if word.count > 1, !before.isEmpty { seenWord = true }
                continue
            }
            if ["cent", "cents", "pence"].contains(word) {
                if !seenWord { centsOnly = true }
                continue
            }
            if word == "and" { continue }
            if seenWord { after.append(word) } else { before.append(word) }
        }
        // NB: "twelve fifty" with no currency word is a price, not the sum of its numbers.
        if !seenWord, !centsOnly,
            let price = PriceWords.amount(
                in: before.joined(separator: " "), number: { decimal($0.split(separator: " ").map(String.init)) })
        {
            return .currency(CurrencyAmount(amount: price, code: code))
        }
        guard let amount = decimal(before) else { return nil }
        if centsOnly { return .currency(CurrencyAmount(amount: amount / 100, code: code)) }
        guard let cents = after.isEmpty ? 0 : decimal(after) else { return nil }
        return .currency(CurrencyAmount(amount: amount + cents / 100, code: code))
    }

    private static let durationUnits: [String: Double] = [
        "second": 1, "seconds": 1, "sec": 1, "secs": 1, "minute": 60, "minutes": 60, "min": 60, "mins": 60,
        "hour": 3600, "hours": 3600, "hr": 3600, "hrs": 3600, "day": 86400, "days": 86400,
    ]

    static func duration(_ words: [String]) -> TimeInterval? {
        var total: TimeInterval = 0
        var pending: [String] = []
        var found = false
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "half", index + 2 < words.count, ["a", "an"].contains(words[index + 1]),
                let unit = durationUnits[words[index + 2]]
            {
                total += unit / 2
                found = true
                index += 3
                continue
            }
            if let unit = durationUnits[word] {
                guard let count = pending.isEmpty ? 1 : decimal(pending) else { return nil }
                total += count * unit
                pending = []
                found = true
                if index + 3 < words.count, words[index + 1] == "and", words[index + 2] == "a",
                    words[index + 3] == "half"
                {
                    total += unit / 2
                    index += 3
                }
            } else if !(word == "and" && pending.isEmpty), word != "for" {
                pending.append(word)
            }
            index += 1
        }
        return found && pending.isEmpty ? total : nil
    }

    /// A person's name said with the word that ties it to the request: "to bob", to "Who do
    /// you want to send it to?", is Bob; a name alone is itself.
    static func withoutLeadingPreposition(_ text: String) -> String {
        let words = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ")
        guard words.count > 1, let first = words.first, personPrepositions.contains(first.lowercased()) else {
            return text
        }
        return words.dropFirst().joined(separator: " ")
    }

    /// The words a person's name follows in an answer: "to bob", "from amy", "for my mum".
    private static let personPrepositions: Set<String> = ["to", "for", "from", "with"]
}
