import ErrandCatalog
import Foundation

/// Turns values into words for the person: written for a screen ("$2.50", "30 min") or spoken
/// for voice alone ("two dollars fifty", "thirty minutes"). Written durations keep their
/// units in words ("30 minutes"), since a screen's speech is read aloud too.
///
/// This file is the one place values are formatted; dialog, display cards, prompts and option
/// lists all call it.
public struct ValueFormatter: Sendable {
    /// How a value is put into words.
    public enum Style: Sendable, Hashable {
        /// For reading on a screen: digits and symbols.
        case written
        /// For speaking: numbers and amounts in words.
        case spoken
    }

    public var style: Style
    /// The app whose enum cases and entities give titles.
    public var app: AppDefinition?
    public var timeZone: TimeZone
    /// The reference "now", for "today" and "tomorrow".
    public var now: Date

    public init(style: Style, app: AppDefinition?, timeZone: TimeZone, now: Date) {
        self.style = style
        self.app = app
        self.timeZone = timeZone
        self.now = now
    }

    /// A formatter for a turn in `context`: spoken to a speaker, written on a screen, at the
    /// turn's time and time zone.
    public init(for context: RequestContext, app: AppDefinition?) {
        self.init(
            style: context.modality == .voiceOnly ? .spoken : .written, app: app, timeZone: context.timeZone,
            now: context.now)
    }

    /// The words for `value`; `type` names the declared type of an enum case when known.
    ///
    /// In a sentence (`inSentence`), enum cases and the app's listed entities read as common
    /// words ("your small latte") unless they are names ("Settle up with Sam?",
    /// `TitleInSentence`), the person's own objects are quoted as written ("Archive "Send the
    /// report"?"), people and places keep their capitals, and an empty list is "nothing"
    /// (alone, "none").
    public func format(_ value: Value, type: ValueType? = nil, inSentence: Bool = false) -> String {
        switch value {
        case .string(let text): return text
        case .integer(let number): return style == .spoken ? NumberWords.words(number) : String(number)
        case .decimal(let number): return decimal(number)
        case .boolean(let flag): return flag ? "yes" : "no"
        case .date(let date): return calendarDate(date)
        case .time(let time): return timeOfDay(time)
        case .dateTime(let instant): return dateTime(instant)
        case .duration(let seconds): return duration(seconds)
        case .currency(let amount): return money(amount)
        case .temperature(let temperature): return self.temperature(temperature)
        case .distance(let distance): return self.distance(distance)
        case .percentage(let number): return style == .spoken ? decimal(number) + " percent" : decimal(number) + "%"
        case .place(let place): return place.name
        case .person(let person): return person.name
        case .url(let url): return url.absoluteString
        case .file(let file): return (file.path as NSString).lastPathComponent
        case .enumCase(let id):
            return inSentence ? TitleInSentence.enumCase(enumTitle(id, type: type)) : enumTitle(id, type: type)
        case .entity(let entity):
            // NB: an entity of a type the app does not declare (an event a handler gives) is
            // named as its title is written: "Your next event is Team meeting".
            guard inSentence, app?.type(named: entity.type) != nil else { return entity.title }
            if isPersonsOwn(entity) { return "\"\(entity.title)\"" }
            return TitleInSentence.listed(entity.title, typeName: entity.type)
        case .list(let values):
            // NB: no items are "nothing" in a sentence ("Today you have nothing on your
            // calendar") and "none" on their own (a card's "Events: none"), never a hole.
            if values.isEmpty { return inSentence ? "nothing" : "none" }
            let element: ValueType?
            if case .list(let inner) = type { element = inner } else { element = type }
            return list(values.map { format($0, type: element, inSentence: inSentence) }, conjunction: "and")
        }
    }

    /// Items joined for reading aloud or on screen: "Amy", "Amy and Bob", "Amy, Bob, and Carol".
    public func list(_ items: [String], conjunction: String) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case 2: return "\(items[0]) \(conjunction) \(items[1])"
        default: return items.dropLast().joined(separator: ", ") + ", \(conjunction) " + (items.last ?? "")
        }
    }

    private func decimal(_ number: Double) -> String {
        // NB: past this no whole number is exact, and `Int` would stop the program.
        guard abs(number) < Value.largestMagnitude else { return "\(number)" }
        if number == number.rounded(), abs(number) < 1e15 {
            return style == .spoken ? NumberWords.words(Int(number)) : String(Int(number))
        }
        let text = String(format: "%.2f", number)
        let trimmed = text.hasSuffix("0") ? String(text.dropLast()) : text
        guard style == .spoken else { return trimmed }
        let parts = trimmed.split(separator: ".")
        let whole = NumberWords.words(Int(number.rounded(.towardZero)))
        let digits = parts.count > 1 ? parts[1].compactMap { $0.wholeNumberValue }.map { NumberWords.units[$0] } : []
        return ([whole, "point"] + digits).joined(separator: " ")
    }

    private static let currencies: [String: (symbol: String, one: String, many: String, cent: String, cents: String)] =
        [
            "USD": ("$", "dollar", "dollars", "cent", "cents"), "CAD": ("CA$", "dollar", "dollars", "cent", "cents"),
            "AUD": ("A$", "dollar", "dollars", "cent", "cents"), "EUR": ("€", "euro", "euros", "cent", "cents"),
            "GBP": ("£", "pound", "pounds", "penny", "pence"), "JPY": ("¥", "yen", "yen", "", ""),
            "INR": ("₹", "rupee", "rupees", "paisa", "paise"),
        ]

    private func money(_ amount: CurrencyAmount) -> String {
        guard abs(amount.amount) < Value.largestMagnitude / 100 else { return "\(amount.amount) \(amount.code)" }
        let cents = Int((amount.amount * 100).rounded())
        let whole = cents / 100
        let fraction = abs(cents % 100)
        let names = Self.currencies[amount.code.uppercased()]
        guard style == .spoken else {
            let number = fraction == 0 ? String(whole) : String(format: "%d.%02d", whole, fraction)
            guard let names else { return "\(number) \(amount.code)" }
            return names.symbol + number
        }
        let one = names?.one ?? amount.code
        let many = names?.many ?? amount.code
        var text = whole == 1 ? "one \(one)" : "\(NumberWords.words(whole)) \(many)"
        if fraction != 0 {
            text =
                whole == 0
                ? "\(NumberWords.words(fraction)) \((fraction == 1 ? names?.cent : names?.cents) ?? "cents")"
                : text + " " + NumberWords.words(fraction)
        }
        return text
    }

    private func duration(_ seconds: TimeInterval) -> String {
        guard let parts = DurationParts(seconds: seconds) else { return "\(seconds) seconds" }
        guard style == .spoken else { return parts.written }
        let words = parts.words(number: NumberWords.words)
        return words.isEmpty ? "zero seconds" : list(words, conjunction: "and")
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    private static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    private func calendarDate(_ date: CalendarDate) -> String {
        let today = calendar.dateComponents([.year, .month, .day], from: now)
        if let todayDate = calendar.date(from: today),
            let target = calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day)),
            let days = calendar.dateComponents([.day], from: todayDate, to: target).day
        {
            if days == 0 { return "today" }
            if days == 1 { return "tomorrow" }
            if days == -1 { return "yesterday" }
            return fullDate(date)
        }
        return date.iso8601
    }

    /// `date` by its weekday, month and day, never "today" or "tomorrow": "Friday, November 27"
    /// written, "Friday, November twenty-seventh" spoken, with its year when not this one's.
    public func fullDate(_ date: CalendarDate) -> String {
        let thisYear = calendar.component(.year, from: now)
        guard let target = calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day))
        else { return date.iso8601 }
        let weekday = calendar.component(.weekday, from: target)
        let month = Self.monthNames[max(0, min(11, date.month - 1))]
        let day = style == .spoken ? NumberWords.ordinal(date.day) : String(date.day)
        let year = date.year == thisYear ? "" : ", \(date.year)"
        return "\(Self.weekdayNames[weekday - 1]), \(month) \(day)\(year)"
    }

    private func timeOfDay(_ time: TimeOfDay) -> String {
        let hour12 = time.hour % 12 == 0 ? 12 : time.hour % 12
        let suffix = time.hour < 12 ? "AM" : "PM"
        if time.hour == 12, time.minute == 0 { return "noon" }
        if time.hour == 0, time.minute == 0 { return "midnight" }
        guard style == .spoken else { return String(format: "%d:%02d %@", hour12, time.minute, suffix) }
        let minutes =
            time.minute == 0
            ? "" : time.minute < 10 ? " oh \(NumberWords.words(time.minute))" : " " + NumberWords.words(time.minute)
        return "\(NumberWords.words(hour12))\(minutes) \(suffix)"
    }

    private func dateTime(_ instant: Date) -> String {
        let (day, time) = dayAndTime(of: instant)
        return "\(day) at \(time)"
    }

    /// An instant with its time first, as said after "at": "eight PM tomorrow", "nine AM on
    /// Friday, November twenty-seventh".
    public func timeFirst(_ instant: Date) -> String {
        "\(dayAndTime(of: instant).time) \(day(of: instant))"
    }

    /// The day of `instant` as said after a verb: "tomorrow", "on Friday, November 27".
    public func day(of instant: Date) -> String {
        let day = dayAndTime(of: instant).day
        return ["today", "tomorrow", "yesterday"].contains(day) ? day : "on \(day)"
    }

    /// The day and the time of day of `instant`, in this formatter's time zone and style.
    private func dayAndTime(of instant: Date) -> (day: String, time: String) {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
        let date = CalendarDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
        return (calendarDate(date), timeOfDay(TimeOfDay(hour: parts.hour ?? 0, minute: parts.minute ?? 0)))
    }

    private func temperature(_ temperature: Temperature) -> String {
        let number = decimal(temperature.value)
        guard style == .spoken else { return temperature.unit.written(number) }
        switch temperature.unit {
        case .celsius: return "\(number) degrees Celsius"
        case .fahrenheit: return "\(number) degrees Fahrenheit"
        case .kelvin: return "\(number) kelvin"
        case .degree: return "\(number) degrees"
        }
    }

    /// "five miles", "one kilometer", "half a mile", "a quarter of a mile" spoken; "5 mi",
    /// "10 km" written.
    private func distance(_ distance: Distance) -> String {
        guard style == .spoken else { return distance.unit.written(decimal(distance.value)) }
        let names = distance.unit.names
        if distance.value == 0.5 { return "half a \(names.singular)" }
        if distance.value == 0.25 { return "a quarter of a \(names.singular)" }
        return "\(decimal(distance.value)) \(distance.value == 1 ? names.singular : names.plural)"
    }

    /// Whether `entity` is one of the person's own objects — a task, an event, a note the app
    /// gives at run time (a dynamic type) — whose title a sentence quotes as the person wrote it
    /// ("Archive "Send the report"?"), where the app's listed objects read as common words in
    /// it ("your small latte").
    private func isPersonsOwn(_ entity: EntityReference) -> Bool {
        guard case .entity(let listed, let dynamic)? = app?.type(named: entity.type)?.kind else { return false }
        return dynamic && !listed.contains { $0.id == entity.id }
    }

    private func enumTitle(_ id: String, type: ValueType?) -> String {
        guard let app else { return id }
        if let name = type?.customTypeName, let declared = app.type(named: name),
            let found = declared.namedValues.first(where: { $0.id == id })
        {
            return found.title
        }
        for declared in app.types where declared.isEnumeration {
            if let found = declared.namedValues.first(where: { $0.id == id }) { return found.title }
        }
        return id
    }
}
