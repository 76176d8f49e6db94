import Foundation

/// Time zones written as text, read the same way everywhere: a region identifier
/// (`America/New_York`), `UTC`/`GMT`/`Z`, or a fixed offset from UTC (`+02:00`, `-0500`, `+09`).
///
/// Abbreviations such as `EST` are refused: they are ambiguous, and a zone made from one is
/// not one another reader of a donation or an automation could name again.
public enum TimeZoneText {
    /// The zone `text` names, or `nil`.
    public static func zone(_ text: String) -> TimeZone? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if ["Z", "z", "UTC", "GMT"].contains(text) { return TimeZone(secondsFromGMT: 0) }
        if let sign = text.first, sign == "+" || sign == "-" {
            return offset(String(text.dropFirst())).flatMap { TimeZone(secondsFromGMT: sign == "-" ? -$0 : $0) }
        }
        guard text.contains("/") else { return nil }
        return TimeZone(identifier: text)
    }

    /// The fixed-offset zone written at the end of an ISO 8601 date and time
    /// (`…T09:30:00Z`, `…T09:30:00+02:00`, `…T09:30-0500`), or `nil` when it ends without one.
    public static func zone(endingISO8601 text: String) -> TimeZone? {
        if text.hasSuffix("Z") || text.hasSuffix("z") { return TimeZone(secondsFromGMT: 0) }
        guard let time = text.firstIndex(where: { $0 == "T" || $0 == "t" || $0 == " " }),
            let sign = text[time...].lastIndex(where: { $0 == "+" || $0 == "-" })
        else { return nil }
        return zone(String(text[sign...]))
    }

    /// Seconds in `H`, `HH`, `HHMM` or `HH:MM` (hours 0–18, minutes 0–59).
    private static func offset(_ digits: String) -> Int? {
        let plain = digits.replacingOccurrences(of: ":", with: "")
        guard plain.allSatisfy({ $0.isASCII && $0.isNumber }), [1, 2, 4].contains(plain.count),
            digits.count == plain.count || (digits.count == 5 && digits.dropFirst(2).first == ":")
        else { return nil }
        let hours = Int(plain.prefix(2)) ?? 99
        let minutes = plain.count == 4 ? Int(plain.suffix(2)) ?? 99 : 0
        guard hours <= 18, minutes < 60 else { return nil }
        return hours * 3_600 + minutes * 60
    }
}
