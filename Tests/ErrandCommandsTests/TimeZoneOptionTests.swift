import ArgumentParser
import Foundation
import Testing

@testable import ErrandCommands

/// Every `--time-zone` reads the same forms, and `--now`'s offset is the zone when none is given.
struct TimeZoneOptionTests {
    @Test func theOffsetOfNowIsTheZoneUnlessOneIsNamed() throws {
        let reference = try ReferenceTime(parsing: "2026-11-22T09:30:00-05:00")
        #expect(reference.timeZone.secondsFromGMT(for: reference.now) == -18_000)
        let named = try ReferenceTime(parsing: "2026-11-22T09:30:00-05:00", timeZone: "Asia/Kolkata")
        #expect(named.timeZone.secondsFromGMT(for: named.now) == 19_800)
        #expect(named.now == reference.now)
    }

    @Test func chatAndTickAcceptOffsetsAndRefuseAbbreviations() throws {
        _ = try Chat.parse(["--time-zone=-05:00"])  // a value starting with "-" is written after "="
        _ = try AutomationsCommand.Tick.parse(["--user", "amy", "--time-zone", "Europe/Paris"])
        for parse in [
            { _ = try Chat.parse(["--time-zone", "EST"]) },
            { _ = try AutomationsCommand.Tick.parse(["--user", "amy", "--time-zone", "+25:00"]) },
        ] {
            let error = #expect(throws: (any Error).self) { try parse() }
            let message = Chat.message(for: try #require(error))
            #expect(message.contains("is not a time zone"), "\(message)")
            #expect(message.contains("-05:00"))
        }
    }
}
