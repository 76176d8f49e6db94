import ErrandCatalog
import Foundation

/// Days of a week that a person asks about as one: a date said as a week ("this week") is
/// its Monday, and what is wanted is every day of it that is still to come, or, of last week,
/// all seven. The calendar's schedule and free time, the to-do list's tasks due and what was
/// done are asked of one.
enum Week: String, AppEnum {
    case thisWeek, nextWeek, thisWeekend, nextWeekend, lastWeek
    static let typeName = "Week"
    static let titles: [Week: EnumTitle] = [
        .thisWeek: EnumTitle("This week", synonyms: ["the week", "the rest of the week", "the rest of this week"]),
        .nextWeek: "Next week",
        .lastWeek: EnumTitle("Last week", synonyms: ["the week before", "the past week"]),
        .thisWeekend: EnumTitle("This weekend", synonyms: ["the weekend"]),
        .nextWeekend: "Next weekend",
    ]

    /// The week as written on its own: "This weekend".
    var title: String { Self.titles[self]?.title ?? rawValue }

    /// Whether the week is over: nothing in it is still to come.
    var isOver: Bool { self == .lastWeek }

    /// The days asked about, from `today` (weeks start on Monday): the rest of this week,
    /// Monday to Sunday of the next or of the last, the coming Saturday and Sunday (or what is
    /// left of the weekend under way), or those a week later.
    func days(from today: CalendarDate, in words: CalendarWords) -> [CalendarDate] {
        guard let weekday = words.daysSinceMonday(of: today) else { return [] }
        let offsets: Range<Int>
        switch self {
        case .thisWeek: offsets = 0..<(7 - weekday)
        case .nextWeek: offsets = (7 - weekday)..<(14 - weekday)
        case .thisWeekend: offsets = max(0, 5 - weekday)..<(7 - weekday)
        case .nextWeekend: offsets = (12 - weekday)..<(14 - weekday)
        case .lastWeek: offsets = (-7 - weekday)..<(-weekday)
        }
        return offsets.compactMap { words.day(byAdding: $0, to: today) }
    }
}
