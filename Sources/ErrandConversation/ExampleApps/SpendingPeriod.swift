import ErrandCatalog
import Foundation

/// A stretch of time a person asks what they spent in: "today", "last week", "this month".
/// Weeks start on Monday, as the calendar's do; one under way runs up to now, as nothing later
/// has been sent.
enum SpendingPeriod: String, AppEnum {
    case today, yesterday, thisWeek, lastWeek, thisMonth, lastMonth
    static let typeName = "SpendingPeriod"
    static let titles: [SpendingPeriod: EnumTitle] = [
        .today: "Today", .yesterday: "Yesterday",
        .thisWeek: EnumTitle("This week", synonyms: ["so far this week"]),
        .lastWeek: EnumTitle("Last week", synonyms: ["the week before"]),
        .thisMonth: EnumTitle("This month", synonyms: ["so far this month"]), .lastMonth: "Last month",
    ]

    /// The period as it leads a sentence: "Last week".
    var title: String { Self.titles[self]?.title ?? rawValue }

    /// The days of the period around `now`, in `timeZone`; `nil` when the calendar can't tell.
    func interval(around now: Date, in timeZone: TimeZone) -> DateInterval? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.firstWeekday = 2
        let (unit, back): (Calendar.Component, Int) =
            switch self {
            case .today: (.day, 0)
            case .yesterday: (.day, -1)
            case .thisWeek: (.weekOfYear, 0)
            case .lastWeek: (.weekOfYear, -1)
            case .thisMonth: (.month, 0)
            case .lastMonth: (.month, -1)
            }
        guard let day = calendar.date(byAdding: unit, value: back, to: now) else { return nil }
        return calendar.dateInterval(of: unit, for: day)
    }
}
