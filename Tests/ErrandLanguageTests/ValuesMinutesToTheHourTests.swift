import ErrandLanguage
import Foundation
import Testing

/// "twenty to eight", "25 to 4": minutes to an hour, as "quarter to eight" is read.
struct ValuesMinutesToTheHourTests {
    /// NB: "twenty to eight" read as two numbers, and "thursday at twenty to eight" as 8 PM.
    @Test(arguments: [
        ("twenty to eight", "2026-12-04 19:40"), ("ten to six", "2026-12-04 17:50"),
        ("five to nine", "2026-12-04 08:55"), ("25 to 4", "2026-12-04 15:35"),
        ("at twenty-five to eleven", "2026-12-04 10:35"), ("at 10 to 6", "2026-12-04 17:50"),
        ("at 5 to 9", "2026-12-04 08:55"),
    ])
    func minutesToAnHourAreATime(text: String, expected: String) {
        #expect(LondonMorning.time(text) == expected)
    }

    /// Read in the daytime as "quarter to eight" is (7:45 AM); the conversation chooses evening hours.
    @Test func minutesToAnHourAreATimeInASentence() {
        let found = LondonMorning.recognizer(daytime: true).values(in: "add pub quiz thursday at twenty to eight")
        #expect(found.map(\.text) == ["thursday at twenty to eight"])
        #expect(
            LondonMorning.time("thursday at twenty to eight", LondonMorning.recognizer(daytime: true))
                == "2026-12-10 07:40")
        #expect(
            LondonMorning.time("thursday at quarter to eight", LondonMorning.recognizer(daytime: true))
                == "2026-12-10 07:45")
    }

    /// A range of hours stays one: "from ten to six" is not ten to six o'clock.
    @Test func aRangeOfHoursIsNoTimeToTheHour() {
        #expect(LondonMorning.time("from ten to six") != "2026-12-04 17:50")
        #expect(LondonMorning.time("10 to 5") != "2026-12-04 16:50")
    }
}
