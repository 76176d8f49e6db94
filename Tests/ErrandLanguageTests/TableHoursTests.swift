import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandLanguage

/// An hour said without am or pm for a table is in a restaurant's hours, 11 AM to 11 PM: people
/// book a table for 7 or 8 in the evening, and for 11 or 12 at lunch. In the daytime's hours, 7
/// AM to 7 PM, "book a table for 4 friday at 8" was for 8 AM (`Tests/Fixtures/Preview/table.yaml`,
/// on Friday, November 27, 2026, 9 AM in New York).
struct TableHoursTests {
    @Test(arguments: [(7, 19), (8, 20), (10, 22), (11, 11), (12, 12), (1, 13), (6, 18)])
    func aTablesHoursRunFromElevenToEleven(said: Int, hour: Int) {
        #expect(HoursRead.dining.hour(said) == hour)
    }

    /// A meal named beside the table says its own hours; without one, the table's.
    @Test(arguments: [
        ("book a table for two at 8", HoursRead.dining), ("reserve 2 tables at nopa at 7", .dining),
        ("a table for breakfast at 8", .morning), ("a dinner table at 8", .evening),
        ("remind me to call bob at 8", .daytime), ("check the timetable at 8", .daytime),
    ])
    func theWordsOfATableReadItsHours(text: String, read: HoursRead) {
        #expect(Understander.hoursRead(in: text) == read)
    }

    @Test(arguments: [
        ("book a table at nopa for 4 friday at 8", "2026-12-04T20:00:00-05:00"),
        ("get me a table at nopa at 11", "2026-11-27T11:00:00-05:00"),
        ("get me a table at nopa tomorrow at 12:30", "2026-11-28T12:30:00-05:00"),
        ("get me a table at nopa at 8 am", "2026-11-28T08:00:00-05:00"),
    ])
    func aTableIsBookedInARestaurantsHours(text: String, when: String) throws {
        let reading = try #require(try NewcomerManifestTests.best(text, in: "table"))
        #expect(reading.action == "BookTable")
        #expect(reading.parameters["when"]?.value == ISO8601DateFormatter().date(from: when).map(Value.dateTime))
    }
}
