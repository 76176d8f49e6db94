import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandLanguage

/// The words of a time the tagger or a phrase read only part of are read whole
/// (`Tests/Fixtures/Preview/{weighin,paddle,skyhop}.yaml`), on Friday, November 27, 2026, 9 AM in New
/// York. The newcomer pass found "i weighed 81 kilos this morning" logged for tomorrow (the
/// tagger read "morning", the next one) and "rent a boat at lakeside next sunday at 2pm" booked
/// for 9 AM with "2pm" unread.
struct NewcomerTimeWordsTests {
    @Test func thisMorningIsToday() throws {
        let reading = try #require(try NewcomerManifestTests.best("i weighed 81 kilos this morning", in: "weighin"))
        #expect(reading.parameters["date"]?.text == "this morning")
        let today = try #require(try NewcomerManifestTests.best("i weighed 81 kilos today", in: "weighin"))
        #expect(reading.parameters["date"]?.value == today.parameters["date"]?.value)
    }

    @Test func theHourAfterTheDayIsTheTimes() throws {
        let reading = try #require(
            try NewcomerManifestTests.best("rent a boat at lakeside next sunday at 2pm", in: "paddle"))
        #expect(reading.parameters["start"]?.text == "next sunday at 2pm")
        #expect(reading.parameters["start"]?.value == NewcomerTimesAsNamesTests.instant("2026-12-06T14:00:00-05:00"))
        #expect(reading.unreadWords.isEmpty)
    }

    // A day the phrase leaves optional, before a value split off after it, is the day: "denver
    // tomorrow" was the destination, and the day asked again.
    @Test func aDayBeforeAnotherValueIsTheDay() throws {
        let reading = try #require(
            try NewcomerManifestTests.best(
                "book a flight from boston to denver tomorrow for three adults", in: "skyhop"))
        #expect(reading.parameters["destination"]?.text == "denver")
        #expect(reading.parameters["departure"]?.text == "tomorrow")
        #expect(reading.parameters["adults"]?.value == .integer(3))
    }
}
