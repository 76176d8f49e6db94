import ErrandCatalog
import ErrandConversation
import Foundation

/// Converts the values flowing between steps the way a person expects: the text "12" is the
/// number 12 where a number is wanted, a number is its digits where text is wanted, a list is
/// its items on separate lines, one value is a one-item list where a list is wanted, a date
/// and time is a date where a date is wanted.
///
/// Text is written with `ValueFormatter`, the one formatter of spoken and shown values, so a
/// shortcut's text reads like the assistant's own.
public struct ShortcutValueConverter: Sendable {
    /// The app whose enum cases and entities give titles and whose named values plain text is
    /// read as; `nil` for built-in steps.
    public var app: AppDefinition?
    public var timeZone: TimeZone
    /// The reference "now", for "today" in dates written as text.
    public var now: Date

    public init(app: AppDefinition? = nil, timeZone: TimeZone, now: Date) {
        self.app = app
        self.timeZone = timeZone
        self.now = now
    }

    private var formatter: ValueFormatter {
        ValueFormatter(style: .written, app: app, timeZone: timeZone, now: now)
    }

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    // MARK: Text

    /// The value as text: lists one item a line, dictionaries as `key: value` lines (sorted by
    /// key), entities and enum cases by title, nothing as empty text.
    public func text(_ value: ShortcutValue) -> String {
        switch value {
        case .nothing: return ""
        case .value(.list(let items)): return items.map { text(.value($0)) }.joined(separator: "\n")
        case .value(let single): return formatter.format(single)
        case .list(let items): return items.map(text).joined(separator: "\n")
        case .dictionary(let entries):
            return entries.keys.sorted().map { key in
                let item = entries[key] ?? .nothing
                if case .dictionary = item { return "\(key): \(text(item).replacingOccurrences(of: "\n", with: ", "))" }
                if case .list = item { return "\(key): \(text(item).replacingOccurrences(of: "\n", with: ", "))" }
                return "\(key): \(text(item))"
            }.joined(separator: "\n")
        }
    }

    // MARK: Numbers

    /// The value as a number: numbers, amounts and durations as they are, text read as digits
    /// ("12", "2.5", " 7 "), a one-item list as its item. `nil` when it is not a number.
    public func number(_ value: ShortcutValue) -> Double? {
        switch value {
        case .value(.string(let text)):
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if let number = Double(trimmed), number.isFinite { return number }
            return Double(trimmed.replacingOccurrences(of: ",", with: "")).flatMap { $0.isFinite ? $0 : nil }
        case .value(.boolean(let flag)): return flag ? 1 : 0
        case .value(.list(let items)) where items.count == 1: return number(.value(items[0]))
        case .value(let single): return single.number
        case .list(let items) where items.count == 1: return number(items[0])
        default: return nil
        }
    }

    // MARK: Values of a type

    /// The value converted to `type`, or `nil` when it cannot be (`.nothing` never converts).
    public func value(_ value: ShortcutValue, as type: ValueType) -> Value? {
        if case .list(let element) = type { return list(value, of: element) }
        switch value {
        case .nothing: return nil
        case .dictionary:
            return type == .string ? .string(text(value)) : nil
        case .list(let items):
            if items.count == 1 { return self.value(items[0], as: type) }
            return type == .string ? .string(text(value)) : nil
        case .value(.list(let items)):
            if items.count == 1 { return self.value(.value(items[0]), as: type) }
            return type == .string ? .string(text(value)) : nil
        case .value(let single): return convert(single, to: type)
        }
    }

    private func list(_ value: ShortcutValue, of element: ValueType) -> Value? {
        let items: [ShortcutValue]
        switch value {
        case .nothing: return nil
        case .list(let values): items = values
        case .value(.list(let values)): items = values.map(ShortcutValue.value)
        default: items = [value]
        }
        var converted: [Value] = []
        converted.reserveCapacity(items.count)
        for item in items {
            guard let one = self.value(item, as: element) else { return nil }
            converted.append(one)
        }
        return .list(converted)
    }

    // NB: one switch over the target type keeps every rule of conversion in one place.
    private func convert(_ value: Value, to type: ValueType) -> Value? {
        switch type {
        case .string:
            if case .string = value { return value }
            return .string(formatter.format(value))
        case .integer:
            if case .integer = value { return value }
            guard let number = number(.value(value)), number == number.rounded(), abs(number) < 9e15 else {
                return nil
            }
            return .integer(Int(number))
        case .decimal:
            if case .decimal = value { return value }
            return number(.value(value)).map(Value.decimal)
        case .boolean:
            switch value {
            case .boolean: return value
            case .string(let text):
                let word = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
                if ["true", "yes", "on", "1"].contains(word) { return .boolean(true) }
                if ["false", "no", "off", "0"].contains(word) { return .boolean(false) }
                return nil
            default: return value.number.map { .boolean($0 != 0) }
            }
        case .date:
            switch value {
            case .date: return value
            case .dateTime(let instant):
                let parts = calendar.dateComponents([.year, .month, .day], from: instant)
                return .date(CalendarDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1))
            case .string(let text): return readDate(text, as: .date).flatMap { convert($0, to: .date) }
            default: return nil
            }
        case .dateTime:
            switch value {
            case .dateTime: return value
            case .date(let date):
                return calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day))
                    .map(Value.dateTime)
            case .string(let text): return readDate(text, as: .dateTime).flatMap { convert($0, to: .dateTime) }
            default: return nil
            }
        case .time:
            switch value {
            case .time: return value
            case .dateTime(let instant):
                let parts = calendar.dateComponents([.hour, .minute, .second], from: instant)
                return .time(TimeOfDay(hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0))
            case .string(let text):
                return TimeOfDay(iso8601: text.trimmingCharacters(in: .whitespaces)).map(Value.time)
                    ?? read(text, as: .time)
            default: return nil
            }
        case .duration:
            switch value {
            case .duration: return value
            case .integer, .decimal: return value.number.map(Value.duration)
            case .string(let text): return readDuration(text).map(Value.duration)
            default: return nil
            }
        case .currency:
            if case .currency = value { return value }
            return number(.value(value)).map { .currency(CurrencyAmount(amount: $0, code: "USD")) }
        case .percentage:
            if case .percentage = value { return value }
            return number(.value(value)).map(Value.percentage)
        case .temperature:
            if case .temperature = value { return value }
            return number(.value(value)).map { .temperature(Temperature(value: $0, unit: .degree)) }
        case .distance:
            // NB: a number alone is no distance: "5" may be miles or kilometers.
            if case .distance = value { return value }
            if case .string(let text) = value { return Distance(written: text).map(Value.distance) }
            return nil
        case .person:
            switch value {
            case .person: return value
            case .string(let name): return .person(Person(name: name))
            case .entity(let entity): return .person(Person(name: entity.title, id: entity.id))
            default: return nil
            }
        case .place:
            switch value {
            case .place: return value
            case .string(let name): return .place(Place(name: name))
            default: return nil
            }
        case .url:
            if case .url = value { return value }
            if case .string(let text) = value {
                return URL(string: text.trimmingCharacters(in: .whitespaces)).map(Value.url)
            }
            return nil
        case .file:
            if case .file = value { return value }
            if case .string(let path) = value { return .file(FileReference(path: path)) }
            return nil
        case .custom(let name):
            switch value {
            case .enumCase, .entity: return value
            case .string(let text):
                if let declared = app?.type(named: name),
                    let named = AnswerValueReader.namedValue(text.lowercased(), in: declared)
                {
                    return named
                }
                // The app resolves open text itself; the conversation refuses what it can't use.
                return value
            case .person, .place: return value
            default: return nil
            }
        case .list(let element):
            return list(.value(value), of: element)
        }
    }

    /// A date or instant written as ISO 8601 (`2026-11-24`, `2026-11-24T09:00:00Z`), or in words
    /// read against `now` ("today", "tomorrow at 5 pm", "next friday"): a shortcut's step made
    /// from "what's due today" means the day it runs.
    private func readDate(_ text: String, as type: ValueType) -> Value? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let date = CalendarDate(iso8601: trimmed) { return .date(date) }
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = timeZone
        return formatter.date(from: trimmed).map(Value.dateTime) ?? read(trimmed, as: type)
    }

    /// The value of `type` the words give, as an answer's words are read.
    private func read(_ text: String, as type: ValueType) -> Value? {
        AnswerValueReader.value(
            from: text, as: type, app: app ?? AppDefinition(id: "", name: ""), now: now, timeZone: timeZone)
    }

    /// A length of time written as seconds ("90") or in words ("15 minutes", "-7 days").
    func readDuration(_ text: String) -> Double? {
        var trimmed = text.trimmingCharacters(in: .whitespaces)
        if let seconds = Double(trimmed), seconds.isFinite { return seconds }
        var sign = 1.0
        if trimmed.hasPrefix("-") {
            sign = -1
            trimmed.removeFirst()
        }
        guard case .duration(let seconds)? = read(trimmed, as: .duration) else { return nil }
        return sign * seconds
    }
}
