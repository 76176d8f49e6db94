import ErrandCatalog
import Foundation

/// If's conditions: `is`, `isNot`, `contains`, `doesNotContain`, `beginsWith`, `greaterThan`,
/// `lessThan`, `hasAnyValue`, `hasNoValue`.
///
/// Numbers compare as numbers ("12" is 12), dates and times as moments, anything else as text
/// ignoring case; a list contains an item equal to the value, a text contains the value's text.
enum Condition {
    static let names = [
        "is", "isNot", "contains", "doesNotContain", "beginsWith", "greaterThan", "lessThan", "hasAnyValue",
        "hasNoValue",
    ]

    /// Why a condition cannot be checked, as a sentence fragment.
    struct Failure: Error {
        var reason: String
    }

    static func holds(
        _ condition: String, input: ShortcutValue, value: ShortcutValue, converter: ShortcutValueConverter
    ) throws(Failure) -> Bool {
        switch condition {
        case "hasAnyValue": return input.hasValue
        case "hasNoValue": return !input.hasValue
        case "is": return equal(input, value, converter: converter)
        case "isNot": return !equal(input, value, converter: converter)
        case "contains": return contains(input, value, converter: converter)
        case "doesNotContain": return !contains(input, value, converter: converter)
        case "beginsWith":
            return converter.text(input).lowercased().hasPrefix(converter.text(value).lowercased())
        case "greaterThan", "lessThan":
            guard let left = orderKey(input, converter: converter), let right = orderKey(value, converter: converter)
            else {
                throw Failure(
                    reason: "'\(converter.text(input))' and '\(converter.text(value))' can't be compared; "
                        + "\(condition) needs two numbers or two dates")
            }
            return condition == "greaterThan" ? left > right : left < right
        default:
            throw Failure(
                reason: "`condition` is '\(condition)'; use one of " + names.joined(separator: ", "))
        }
    }

    static func equal(_ left: ShortcutValue, _ right: ShortcutValue, converter: ShortcutValueConverter) -> Bool {
        if left == right { return true }
        if let a = converter.number(left), let b = converter.number(right) { return a == b }
        if let a = moment(left, converter: converter), let b = moment(right, converter: converter) { return a == b }
        return converter.text(left).lowercased() == converter.text(right).lowercased()
    }

    static func contains(_ container: ShortcutValue, _ item: ShortcutValue, converter: ShortcutValueConverter) -> Bool {
        switch container {
        case .list, .value(.list):
            return container.items.contains { equal($0, item, converter: converter) }
        case .dictionary(let entries):
            return entries.keys.contains { $0.lowercased() == converter.text(item).lowercased() }
        default:
            let needle = converter.text(item).lowercased()
            return needle.isEmpty || converter.text(container).lowercased().contains(needle)
        }
    }

    /// A number to order by: the number itself, or a moment in seconds.
    static func orderKey(_ value: ShortcutValue, converter: ShortcutValueConverter) -> Double? {
        converter.number(value) ?? moment(value, converter: converter)
    }

    static func moment(_ value: ShortcutValue, converter: ShortcutValueConverter) -> Double? {
        switch value {
        case .value(.dateTime(let instant)): return instant.timeIntervalSince1970
        case .value(.date):
            if case .dateTime(let instant)? = converter.value(value, as: .dateTime) {
                return instant.timeIntervalSince1970
            }
            return nil
        case .value(.time(let time)): return Double(time.hour * 3600 + time.minute * 60 + time.second)
        default: return nil
        }
    }
}
