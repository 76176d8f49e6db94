import ErrandLanguage
import Foundation
import Testing

/// Dates and times resolved against a fixed reference time: Wednesday 6 March 2024, 10:15 at UTC+1.
struct ValuesTimeTests {
    static let now = Date(timeIntervalSince1970: 1_709_716_500)  // 2024-03-06T10:15:00+01:00
    let recognizer = BuiltInValueRecognizer(
        configuration: ValueRecognitionConfiguration(
            now: ValuesTimeTests.now, timeZone: TimeZone(secondsFromGMT: 3600) ?? .current))

    /// The Duckling-shaped JSON of the time the whole text names.
    func time(_ text: String, _ recognizer: BuiltInValueRecognizer? = nil) -> String {
        guard case .time(let value)? = (recognizer ?? self.recognizer).value(.time, of: text) else { return "none" }
        let grain = " (" + value.grain.rawValue + ")"
        switch value.kind {
        case .instant(let point): return point.iso8601 + grain
        case .interval(let from, let to): return (from?.iso8601 ?? "…") + " – " + (to?.iso8601 ?? "…") + grain
        }
    }

    @Test(arguments: [
        ("tomorrow at 7 pm", "2024-03-07T19:00:00+01:00 (hour)"),
        ("next Tuesday", "2024-03-12T00:00:00+01:00 (day)"),
        ("friday", "2024-03-08T00:00:00+01:00 (day)"),
        ("in 20 minutes", "2024-03-06T10:35:00+01:00 (second)"),
        ("in 2 hours", "2024-03-06T12:15:00+01:00 (minute)"),
        ("3 days ago", "2024-03-03T10:00:00+01:00 (hour)"),
        ("the 1st of april", "2024-04-01T00:00:00+01:00 (day)"),
        ("march 1", "2025-03-01T00:00:00+01:00 (day)"),
        ("9:05", "2024-03-06T21:05:00+01:00 (minute)"),
        ("11am", "2024-03-06T11:00:00+01:00 (hour)"),
        ("half past eight in the evening", "2024-03-06T20:30:00+01:00 (minute)"),
        ("next month", "2024-04-01T00:00:00+01:00 (month)"),
        ("last year", "2023-01-01T00:00:00+01:00 (year)"),
        ("christmas", "2024-12-25T00:00:00+01:00 (day)"),
        ("easter 2025", "2025-04-20T00:00:00+01:00 (day)"),
    ])
    func resolvesInstants(text: String, expected: String) {
        #expect(time(text) == expected)
    }

    /// "for" before a day says what the day is for, as "on" does ("book a haircut for friday at
    /// 10"); before a day of the month it is no date ("for the third time"), nor before a length.
    @Test(arguments: [
        ("for friday at 10", "2024-03-08T10:00:00+01:00 (hour)"),
        ("for tomorrow", "2024-03-07T00:00:00+01:00 (day)"),
        ("for christmas", "2024-12-25T00:00:00+01:00 (day)"),
        ("for the third", "none"),
        ("for 3 days", "none"),
    ])
    func forBeforeADayIsReadAsOnIs(text: String, expected: String) {
        #expect(time(text) == expected)
    }

    /// An hour without am or pm on a given day: the earliest, as Duckling reads it, unless
    /// daytime hours are asked for (what a person means asking an assistant). A time with no
    /// day is the next one either way, and an hour with am or pm is as said.
    @Test(arguments: [
        ("tomorrow at 5", "2024-03-07T05:00:00+01:00 (hour)", "2024-03-07T17:00:00+01:00 (hour)"),
        ("friday at 2:30", "2024-03-08T02:30:00+01:00 (minute)", "2024-03-08T14:30:00+01:00 (minute)"),
        ("tomorrow at 8", "2024-03-07T08:00:00+01:00 (hour)", "2024-03-07T08:00:00+01:00 (hour)"),
        ("tomorrow at 12", "2024-03-07T00:00:00+01:00 (hour)", "2024-03-07T12:00:00+01:00 (hour)"),
        ("tomorrow at 5 am", "2024-03-07T05:00:00+01:00 (hour)", "2024-03-07T05:00:00+01:00 (hour)"),
        ("at 5", "2024-03-06T17:00:00+01:00 (hour)", "2024-03-06T17:00:00+01:00 (hour)"),
    ])
    func readsDaytimeHoursWhenAsked(text: String, earliest: String, daytime: String) {
        var configuration = recognizer.configuration
        #expect(time(text) == earliest)
        configuration.readsDaytimeHours = true
        #expect(time(text, BuiltInValueRecognizer(configuration: configuration)) == daytime)
    }

    /// An hour of one to five said alone, late in the day: the next one as Duckling reads it,
    /// the next afternoon's when read as people mean it — nobody asks an assistant for 4 AM
    /// without saying so. Six and later, and an hour with am, are the next as said.
    @Test(arguments: [
        ("at 4", "2024-03-07T04:00:00+01:00 (hour)", "2024-03-07T16:00:00+01:00 (hour)"),
        ("at 1:30", "2024-03-07T01:30:00+01:00 (minute)", "2024-03-07T13:30:00+01:00 (minute)"),
        ("at 6", "2024-03-07T06:00:00+01:00 (hour)", "2024-03-07T06:00:00+01:00 (hour)"),
        ("at 11", "2024-03-06T23:00:00+01:00 (hour)", "2024-03-06T23:00:00+01:00 (hour)"),
        ("at 4 am", "2024-03-07T04:00:00+01:00 (hour)", "2024-03-07T04:00:00+01:00 (hour)"),
    ])
    func anHourAloneLateInTheDayIsNotInTheSmallHours(text: String, earliest: String, daytime: String) {
        var configuration = ValueRecognitionConfiguration(
            now: Self.now.addingTimeInterval(12 * 3600), timeZone: TimeZone(secondsFromGMT: 3600) ?? .current)
        #expect(time(text, BuiltInValueRecognizer(configuration: configuration)) == earliest)
        configuration.readsDaytimeHours = true
        #expect(time(text, BuiltInValueRecognizer(configuration: configuration)) == daytime)
    }

    /// An hour of an evening meal ("dinner friday at 7"): in the evening, noon to midnight, on a
    /// given day and without one (said at 8 AM, "at 8" is tonight, not within the hour); an hour
    /// with am is as said.
    @Test(arguments: [
        ("friday at 7", "2024-03-08T19:00:00+01:00 (hour)"),
        ("tomorrow at 8:30", "2024-03-07T20:30:00+01:00 (minute)"),
        ("tomorrow at 12", "2024-03-07T12:00:00+01:00 (hour)"),
        ("at 8", "2024-03-06T20:00:00+01:00 (hour)"),
        ("tomorrow at 7 am", "2024-03-07T07:00:00+01:00 (hour)"),
    ])
    func readsEveningHoursWhenAsked(text: String, evening: String) {
        var configuration = ValueRecognitionConfiguration(
            now: Self.now.addingTimeInterval(-2 * 3600), timeZone: TimeZone(secondsFromGMT: 3600) ?? .current,
            readsDaytimeHours: true)
        configuration.hoursRead = .evening
        #expect(time(text, BuiltInValueRecognizer(configuration: configuration)) == evening)
    }

    // "wake me up at 7", said in the evening, set an alarm for 7 PM: an hour said about waking up is
    // in the morning, the small hours too ("wake me at 5" is 5 AM, where "at 5" alone is 5 PM).
    @Test(arguments: [
        ("at 7", "2024-03-07T07:00:00+01:00 (hour)"),
        ("at 5", "2024-03-07T05:00:00+01:00 (hour)"),
        ("tomorrow at 6:30", "2024-03-07T06:30:00+01:00 (minute)"),
        ("at 7 pm", "2024-03-06T19:00:00+01:00 (hour)"),
    ])
    func readsMorningHoursWhenAsked(text: String, morning: String) {
        let configuration = ValueRecognitionConfiguration(
            now: Self.now.addingTimeInterval(6 * 3600), timeZone: TimeZone(secondsFromGMT: 3600) ?? .current,
            readsDaytimeHours: true, hoursRead: .morning)
        #expect(time(text, BuiltInValueRecognizer(configuration: configuration)) == morning)
    }

    /// The one daytime rule requests and answers share: 7 AM to 7 PM.
    @Test func anHourWithoutAmOrPmIsInTheDaytime() {
        #expect(
            (1...12).map { HoursRead.daytime.hour($0) } == [13, 14, 15, 16, 17, 18, 7, 8, 9, 10, 11, 12])
        #expect(
            (1...12).map { HoursRead.evening.hour($0) } == [13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 12])
        #expect((1...12).map { HoursRead.morning.hour($0) } == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    }

    @Test(arguments: [
        ("this evening", "2024-03-06T18:00:00+01:00 – 2024-03-07T00:00:00+01:00 (hour)"),
        ("from 14:30 - 16:00", "2024-03-06T14:30:00+01:00 – 2024-03-06T16:01:00+01:00 (minute)"),
        ("2-4pm on saturday", "2024-03-09T14:00:00+01:00 – 2024-03-09T17:00:00+01:00 (hour)"),
        ("after 5 pm", "2024-03-06T17:00:00+01:00 – … (hour)"),
        ("until noon", "… – 2024-03-06T12:00:00+01:00 (hour)"),
        ("next 2 days", "2024-03-07T00:00:00+01:00 – 2024-03-09T00:00:00+01:00 (day)"),
        ("april 3 to 5", "2024-04-03T00:00:00+01:00 – 2024-04-06T00:00:00+01:00 (day)"),
        ("this weekend", "2024-03-08T18:00:00+01:00 – 2024-03-11T00:00:00+01:00 (hour)"),
    ])
    func resolvesIntervals(text: String, expected: String) {
        #expect(time(text) == expected)
    }

    @Test func keepsTheOffsetAcrossADaylightSavingChange() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let beforeChange = Date(timeIntervalSince1970: 1_711_796_400)  // 2024-03-30T12:00:00+01:00
        let recognizer = BuiltInValueRecognizer(
            configuration: ValueRecognitionConfiguration(now: beforeChange, timeZone: berlin))
        #expect(time("tomorrow at 9am", recognizer) == "2024-03-31T09:00:00+02:00 (hour)")
        #expect(time("today at 9pm", recognizer) == "2024-03-30T21:00:00+01:00 (hour)")
        let lateNight = Date(timeIntervalSince1970: 1_711_843_200)  // 2024-03-31T01:00:00+01:00
        let beforeJump = BuiltInValueRecognizer(
            configuration: ValueRecognitionConfiguration(now: lateNight, timeZone: berlin))
        #expect(time("in 2 hours", beforeJump) == "2024-03-31T04:00:00+02:00 (minute)")
    }

    @Test(arguments: ["25", "this one", "3 30", "two three", "at 650-650-6500", "palm", "a couple of people"])
    func doesNotReadBareNumbersAsTimes(text: String) {
        #expect(recognizer.values(in: text, dimensions: [.time]).isEmpty)
    }

    @Test(arguments: ["завтра в семь вечера", "明天下午三点", "", "   ", "\u{0}\u{1}", "🙂🙂🙂"])
    func findsNothingInOtherScriptsOrEmptyInput(text: String) {
        #expect(recognizer.values(in: text).isEmpty)
    }

    @Test func survivesRepairedInvalidBytesAndHugeInput() {
        let repaired = String(
            decoding: [0x69, 0x6E, 0x20, 0xFF, 0xFE, 0x20, 0x35, 0x20, 0x6D, 0x69, 0x6E], as: UTF8.self)
        #expect(recognizer.values(in: repaired, dimensions: [.duration]).map(\.text) == ["5 min"])
        let huge = String(repeating: "one two three at 5 pm and ", count: 300)
        let found = recognizer.values(in: huge, dimensions: [.time])
        #expect(found.count == 300)
    }

    /// "since" looks back: the point it names is the last one before now, where the same words
    /// alone name the next ("friday" is March 8; "since friday" is from March 1). "from" does not,
    /// nor does a time of day.
    @Test(arguments: [
        ("since friday", "2024-03-01T00:00:00+01:00 – … (day)"),
        ("since monday", "2024-03-04T00:00:00+01:00 – … (day)"),
        ("since march 1", "2024-03-01T00:00:00+01:00 – … (day)"),
        // A time of day is today's, as Duckling reads "since 2pm".
        ("since 11am", "2024-03-06T11:00:00+01:00 – … (hour)"),
        ("since yesterday", "2024-03-05T00:00:00+01:00 – … (day)"),
        ("since 2020", "2020-01-01T00:00:00+01:00 – … (year)"),
        ("from friday", "2024-03-08T00:00:00+01:00 – … (day)"),
    ])
    func sinceLooksBack(text: String, expected: String) {
        #expect(time(text) == expected)
    }
}
