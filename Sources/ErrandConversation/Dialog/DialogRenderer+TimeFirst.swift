import ErrandCatalog
import Foundation

extension DialogRenderer {
    /// Marks a placeholder written after "at" whose value is a date and time.
    static let timeFirstMark = "\u{2}"

    /// `template` with each "at {name}" whose value is a date and time marked, so that the time
    /// is said first: "Book two seats for Dune at eight PM tomorrow", where the date's own form
    /// said "at tomorrow at eight PM". Placeholders without a value stay as they are.
    static func sayingTimeFirst(_ template: String, values: [String: Value], outputs: [String: Value] = [:])
        -> String
    {
        guard template.contains("{") else { return template }
        var result = ""
        var rest = Substring(template)
        while let range = rest.range(of: "at {", options: .caseInsensitive) {
            let atWordStart =
                range.lowerBound == rest.startIndex
                ? result.isEmpty || result.last == " " : rest[rest.index(before: range.lowerBound)] == " "
            guard let close = rest[range.upperBound...].firstIndex(of: "}") else { break }
            let name = String(rest[range.upperBound..<close]).trimmingCharacters(in: .whitespaces)
            if atWordStart, case .dateTime? = value(named: name, values: values, outputs: outputs) {
                result += rest[..<range.lowerBound] + "{\(timeFirstMark)\(name)}"
            } else {
                result += rest[...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The words of a placeholder marked by `sayingTimeFirst` ("at eight PM tomorrow"), or
    /// `nil` for any other name.
    static func timeFirstWords(
        _ name: String, values: [String: Value], outputs: [String: Value], formatter: ValueFormatter
    ) -> String? {
        guard name.hasPrefix(timeFirstMark),
            case .dateTime(let instant)? = value(named: String(name.dropFirst()), values: values, outputs: outputs)
        else { return nil }
        return "at " + formatter.timeFirst(instant)
    }
}
