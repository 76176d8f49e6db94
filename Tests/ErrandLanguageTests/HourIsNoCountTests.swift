import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandLanguage

/// A number after a word that cues an hour is the hour, not a count, even where the day after it
/// would leave the count standing ("for 2 tomorrow" is a party of two), and in an action with
/// more than one count; a count of people in a role counts "people" too. "book a ferry to the
/// island at 9 tomorrow for 3 people" booked 9 passengers at 9 AM with "for 3 people" dropped,
/// and "book the clay court tomorrow at 3" 3 players with "tomorrow" unread and the time asked
/// (`Tests/Fixtures/Preview/{ferry,courts}.yaml`, newcomers', on Friday, November 27, 2026, 6 PM
/// in New York).
struct HourIsNoCountTests {
    static let context = DayAndHourReadApartTests.context

    static func best(_ text: String, in fixture: String) throws -> Interpretation? {
        let understander = try Understander.trained(on: try TestData.previewCatalog(fixture))
        return understander.interpretations(of: text, context: context).best
    }

    static func instant(_ iso: String) -> Value? {
        ISO8601DateFormatter().date(from: iso).map(Value.dateTime)
    }

    @Test func anHourAfterAtIsNoPassengers() throws {
        let reading = try #require(try Self.best("book a ferry to the island at 9 tomorrow for 3 people", in: "ferry"))
        #expect(reading.parameters["passengers"]?.value == .integer(3))
        #expect(reading.parameters["departure"]?.value == Self.instant("2026-11-28T09:00:00-05:00"))
        #expect(reading.unreadWords.isEmpty)
    }

    @Test func anHourAfterAtIsNoPlayers() throws {
        let reading = try #require(try Self.best("book the clay court tomorrow at 3", in: "courts"))
        #expect(reading.parameters["players"] == nil)
        #expect(reading.parameters["start"]?.value == Self.instant("2026-11-28T15:00:00-05:00"))
        #expect(reading.unreadWords.isEmpty)
    }

    /// A count said with its own noun beside a time stands.
    @Test func aCountWithItsNounStands() throws {
        let reading = try #require(try Self.best("reserve court 2 for 4 players tomorrow at 5pm", in: "courts"))
        #expect(reading.parameters["players"]?.value == .integer(4))
        #expect(reading.parameters["start"]?.value == Self.instant("2026-11-28T17:00:00-05:00"))
    }

    @Test func aCountOfPeopleInARoleCountsPeople() throws {
        let catalog = try TestData.previewCatalog("ferry")
        let passengers = try #require(
            catalog.action(named: "BookCrossing", in: "com.example.tidewater")?.parameter(named: "passengers"))
        #expect(passengers.countedNouns.contains("person"))
        let fare = try #require(
            catalog.action(named: "BookCrossing", in: "com.example.tidewater")?.parameter(named: "fare"))
        #expect(!fare.countedNouns.contains("person"))
    }
}
