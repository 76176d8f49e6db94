import ErrandCatalog
import Foundation

/// Reads the words of a slot as a built-in value — a number, an amount of money, a date, a
/// duration — through the built-in value recognizers: the bridge from `BuiltInValue` to the
/// catalog's `Value`. Understanding reads slots with it; the conversation reads answers with it
/// ("When is it?" — "tomorrow at 3pm").
public struct BuiltInValueReader: Sendable {
    public init() {}

    /// A temperature's scale said as its letter after a space: "68 F", "20 C".
    static let scaleLetters: [String: Temperature.Unit] = [" f": .fahrenheit, " c": .celsius]

    /// Shares said in words where a percentage is asked for: "dim the lights to half", "set
    /// the volume to max".
    static let percentageWords: [String: Double] = [
        "half": 50, "a half": 50, "halfway": 50, "half way": 50, "quarter": 25, "a quarter": 25,
        "three quarters": 75, "full": 100, "max": 100, "maximum": 100, "all the way": 100,
    ]

    /// The value of `type` the whole of `text` spells out, resolved against the context's now
    /// and time zone, or `nil` when the words are not one (or `type` is not a built-in value).
    public func value(of text: String, as type: ValueType, context: UnderstandingContext) -> Value? {
        let recognizer = Self.recognizer(context)
        switch type {
        case .integer:
            guard case .number(let number)? = recognizer.value(.number, of: text), number == number.rounded(),
                abs(number) < 1e15
            else { return nil }
            return .integer(Int(number))
        case .decimal:
            guard case .number(let number)? = recognizer.value(.number, of: text) else { return nil }
            return .decimal(number)
        case .percentage:
            switch recognizer.value(.percentage, of: text) ?? recognizer.value(.number, of: text) {
            case .percentage(let number)?, .number(let number)?: return .percentage(number)
            default: return Self.percentageWords[Tokenizer.normalized(text)].map(Value.percentage)
            }
        case .currency:
            if case .money(let money)? = recognizer.value(.money, of: text), case .exact(let amount) = money.amount {
                return Self.currency(amount, money.currency, locale: context.locale)
            }
            // "pay amy twelve fifty": dollars then cents, as prices are said ("five twenty five"
            // is 5.25 here, not the number 525).
            let price = PriceWords.amount(in: text) { words in
                guard case .number(let number)? = recognizer.value(.number, of: words) else { return nil }
                return number
            }
            if let price { return Self.currency(price, "", locale: context.locale) }
            // "pay carol 12.50": a number alone, where an amount is asked for, is in the
            // person's own currency, as an answer to "How much?" is.
            guard case .number(let amount)? = recognizer.value(.number, of: text) else { return nil }
            return Self.currency(amount, "", locale: context.locale)
        case .temperature:
            if case .temperature(let temperature)? = recognizer.value(.temperature, of: text) {
                guard case .exact(let degrees) = temperature.amount else { return nil }
                let unit = Temperature.Unit(rawValue: temperature.unit.rawValue) ?? .degree
                return .temperature(Temperature(value: degrees, unit: unit))
            }
            // "68 F" and "20 C", where a temperature is asked for: the scale's letter after a
            // space ("20 c" is otherwise 20 cents).
            let words = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            if let scale = Self.scaleLetters[String(words.suffix(2))],
                case .number(let degrees)? = recognizer.value(.number, of: String(words.dropLast(2)))
            {
                return .temperature(Temperature(value: degrees, unit: scale))
            }
            // "set the temperature to 72": a number alone, where a temperature is asked for, is
            // in degrees of no stated scale, as an answer to "What temperature?" is.
            guard case .number(let degrees)? = recognizer.value(.number, of: text) else { return nil }
            return .temperature(Temperature(value: degrees, unit: .degree))
        case .distance:
            if case .distance(let distance)? = recognizer.value(.distance, of: text) { return .distance(distance) }
            // "1500 m", where a distance is asked for, is in metres: "m" after a number and a
            // space may be minutes only where a length of time could be meant.
            let words = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard words.lowercased().hasSuffix(" m"),
                case .number(let metres)? = recognizer.value(.number, of: String(words.dropLast(2))), metres > 0
            else { return nil }
            return .distance(Distance(value: metres, unit: .meters))
        case .duration:
            if case .duration(let duration)? = recognizer.value(.duration, of: text), let seconds = duration.seconds {
                return .duration(seconds)
            }
            return Self.length(until: text, recognizer: recognizer, now: context.now)
        case .date, .time, .dateTime:
            guard case .time(let time)? = recognizer.value(.time, of: text), let start = Self.start(of: time) else {
                return nil
            }
            let waking = Self.wakingHour(of: time, timeZone: context.timeZone)
            switch type {
            case .date:
                return .date(CalendarDate(year: start.local.year, month: start.local.month, day: start.local.day))
            case .time:
                // NB: a day, a month or a year says no time of day: "november" is no 00:00.
                guard waking != nil || time.grain < .day else { return nil }
                if let waking {
                    var calendar = Calendar(identifier: .gregorian)
                    calendar.timeZone = context.timeZone
                    let clock = calendar.dateComponents([.hour, .minute], from: waking)
                    return .time(TimeOfDay(hour: clock.hour ?? 9, minute: clock.minute ?? 0, second: 0))
                }
                return .time(TimeOfDay(hour: start.local.hour, minute: start.local.minute, second: start.local.second))
            default:
                return .dateTime(
                    waking
                        ?? Self.instant(start, grain: time.grain, timeZone: context.timeZone, hour: context.hourOfADay))
            }
        default:
            return nil
        }
    }

    /// How long the time span the whole of `text` names lasts, from its start to the end said
    /// ("tomorrow from 2 to 4pm": two hours), or `nil` when the words name no span with both
    /// ends said and a time of day at them ("friday", "this weekend", "from 2 to 3" alone), or
    /// one of a day or more.
    ///
    /// The recognizer's interval ends after the last unit said (Duckling's convention: "to 4pm"
    /// ends at 5 pm at the hour grain); the end said is one unit earlier.
    public func span(of text: String, context: UnderstandingContext) -> TimeInterval? {
        let words = Set(Tokenizer.tokens(of: text).map(\.text))
        guard !words.isDisjoint(with: Self.spanWords),
            case .time(let time)? = Self.recognizer(context).value(.time, of: text),
            case .interval(let from?, let to?) = time.kind, time.grain <= .hour
        else { return nil }
        let unit: TimeInterval = time.grain == .hour ? 3600 : time.grain == .minute ? 60 : 1
        let length = to.date.timeIntervalSince(from.date) - unit
        return length > 0 && length < 86_400 ? length : nil
    }

    /// How long from now until the moment `text` names after "until" ("until 5pm", "till
    /// noon"), where a length of time is asked for ("For how long?"); `nil` for other words, a
    /// moment past, or one a week or more away.
    static func length(until text: String, recognizer: BuiltInValueRecognizer, now: Date) -> Value? {
        let words = text.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
        guard words.count == 2, let first = words.first, ["until", "till", "til"].contains(first.lowercased()),
            case .time(let time)? = recognizer.value(.time, of: String(words[1])), let end = start(of: time)
        else { return nil }
        let seconds = end.date.timeIntervalSince(now).rounded()
        return seconds > 0 && seconds < 7 * 86_400 ? .duration(seconds) : nil
    }

    /// The words that say a span's end: "from 2 to 4", "2-4pm", "between 2 and 4".
    private static let spanWords: Set<String> = ["to", "until", "till", "til", "through", "-", "and"]

    private static func recognizer(_ context: UnderstandingContext) -> BuiltInValueRecognizer {
        BuiltInValueRecognizer(
            configuration: ValueRecognitionConfiguration(
                now: context.now, timeZone: context.timeZone, locale: Locale(identifier: context.locale),
                readsDaytimeHours: true, hoursRead: context.hoursRead,
                readsPastTimes: context.readsPastTimes))
    }

    /// When a time value starts: the instant, or the start of an interval (its end for an
    /// interval open at the start, "before 5 pm").
    static func start(of time: TimeValue) -> TimePoint? {
        switch time.kind {
        case .instant(let point): return point
        case .interval(let from, let to): return from ?? to
        }
    }

    /// The instant a time value names: its start, and `hour` (9 AM) when it names a day or longer
    /// and no time of it ("remind me on friday" is due at 9 AM, not at midnight), as an answer's
    /// date alone is (`DateWords` in the conversation).
    static func instant(_ start: TimePoint, grain: TimeGrain, timeZone: TimeZone, hour: Int = 9) -> Date {
        guard grain >= .day, start.local.hour == 0, start.local.minute == 0 else { return start.date }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(bySettingHour: hour, minute: 0, second: 0, of: start.date) ?? start.date
    }

    /// The hour a part of the day that starts at midnight means, for a moment said as it ("remind
    /// me tomorrow morning": morning is midnight to noon, and the reminder is due at 9 AM, not
    /// at midnight): 9 AM, or an hour before its end when it ends by then ("early morning", to
    /// 9 AM: 8 AM). `nil` for any other time, and for a span said from midnight ("from midnight
    /// to 2 am"), which is shorter than a part of the day.
    static func wakingHour(of time: TimeValue, timeZone: TimeZone) -> Date? {
        guard case .interval(let from?, let to?) = time.kind, time.grain == .hour, from.local.hour == 0,
            from.local.minute == 0, to.date.timeIntervalSince(from.date) >= 9 * 3600
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        guard let nine = calendar.date(bySettingHour: 9, minute: 0, second: 0, of: from.date) else { return nil }
        return min(nine, to.date.addingTimeInterval(-3600))
    }

    /// An amount in a currency the words named, reading an ambiguous `$` or `£` in the
    /// person's locale and cents as a hundredth of the locale's currency. A dinar, dirham, riyal
    /// or rial is the locale's own when it has one of that name, else the first of the countries
    /// that use it: "20 dinars" said in the United States are no dollars (an app that takes only
    /// dollars then says so), and in Jordan they are Jordanian.
    static func currency(_ amount: Double, _ marker: String, locale: String) -> Value {
        let local = ownCurrency(locale: locale)
        switch marker {
        case "$":
            return .currency(
                CurrencyAmount(amount: amount, code: ["USD", "CAD", "AUD", "NZD"].contains(local) ? local : "USD"))
        case "£": return .currency(CurrencyAmount(amount: amount, code: "GBP"))
        case "cent": return .currency(CurrencyAmount(amount: amount / 100, code: local))
        default:
            if let named = sharedNames[marker], let first = named.first {
                return .currency(CurrencyAmount(amount: amount, code: named.contains(local) ? local : first))
            }
            return .currency(CurrencyAmount(amount: amount, code: marker.count == 3 ? marker.uppercased() : local))
        }
    }

    /// The currencies that share a name, by the marker `CurrencyTable` gives the name alone.
    private static let sharedNames: [String: [String]] = [
        "dinar": ["KWD", "JOD", "BHD", "IQD", "LYD", "TND", "DZD", "RSD", "MKD"], "dirham": ["AED", "MAD"],
        "riyal": ["SAR", "QAR"], "rial": ["OMR", "IRR", "YER"],
    ]

    /// The code of the person's own currency in `locale` ("en_GB" is GBP), US dollars when the
    /// locale names none: what an amount said without a currency ("pay bob 30") is in.
    public static func ownCurrency(locale: String) -> String {
        Locale(identifier: locale).currency?.identifier ?? "USD"
    }
}
