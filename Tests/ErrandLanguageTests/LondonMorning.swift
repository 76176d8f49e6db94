import ErrandLanguage
import Foundation

/// Friday 4 December 2026, 08:30 in London: the moment tests of values said as people outside
/// the United States say them are read at.
enum LondonMorning {
    static let now = Date(timeIntervalSince1970: 1_796_373_000)  // 2026-12-04T08:30:00+00:00
    static let london = TimeZone(identifier: "Europe/London") ?? .current

    static func recognizer(_ zone: TimeZone = london, daytime: Bool = false) -> BuiltInValueRecognizer {
        BuiltInValueRecognizer(
            configuration: ValueRecognitionConfiguration(now: now, timeZone: zone, readsDaytimeHours: daytime))
    }

    /// The start of the time the whole text names, as `yyyy-MM-dd HH:mm` in London, or "none".
    static func time(_ text: String, _ recognizer: BuiltInValueRecognizer = LondonMorning.recognizer()) -> String {
        guard case .time(let value)? = recognizer.value(.time, of: text) else { return "none" }
        let date: Date
        switch value.kind {
        case .instant(let point): date = point.date
        case .interval(let from, let to): date = (from ?? to)?.date ?? .distantPast
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = london
        let fields = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(
            format: "%04d-%02d-%02d %02d:%02d", fields.year ?? 0, fields.month ?? 0, fields.day ?? 0, fields.hour ?? 0,
            fields.minute ?? 0)
    }
}
