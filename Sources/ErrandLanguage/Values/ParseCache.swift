/// Readings already computed during one recognition, by start index: the rules ask for the
/// same numbers, clocks and dates at the same places many times.
final class ParseCache {
    var numbers: [Int: [NumberReading]] = [:]
    var durations: [Int: [(value: DurationValue, end: Int)]] = [:]
    var clocks: [Int: [(clock: ClockTime, end: Int)]] = [:]
    var clockReadings: [Int: [(clock: ClockTime, end: Int)]] = [:]
    var latentClockReadings: [Int: [(clock: ClockTime, end: Int)]] = [:]
    var dateLikes: [Int: [(span: TimeSpan, end: Int)]] = [:]
    var timePoints: [Int: [(span: TimeSpan, end: Int)]] = [:]
    var relativeTimes: [Int: [(span: TimeSpan, end: Int)]] = [:]
    var calendarDates: [Int: [(span: TimeSpan, end: Int)]] = [:]
    var partsOfDay: [Int: [(part: PartOfDay, end: Int, isToday: Bool)]] = [:]
}
