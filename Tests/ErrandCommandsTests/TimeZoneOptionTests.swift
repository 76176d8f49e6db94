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

    // `--now` is read like every other moment: a day the month lacks is refused, not moved to
    // the next month (Foundation's formatter read February 30 as March 2).
    @Test func nowIsReadLikeEveryOtherMoment() throws {
        let error = #expect(throws: ValidationError.self) { try ReferenceTime(parsing: "2026-02-30T09:00:00Z") }
        #expect(error?.message.contains("February 30 does not exist in 2026") == true)
        let fractional = try ReferenceTime(parsing: "2026-02-28T09:00:00.5Z")
        #expect(fractional.now.timeIntervalSince1970 == 1_772_269_200.5)
        #expect(try ReferenceTime(parsing: "2026-02-28T09:00-05:00").now.timeIntervalSince1970 == 1_772_287_200)
    }

    @Test func chatAndTickAcceptOffsetsAndRefuseAbbreviations() throws {
        _ = try Chat.parse(["--time-zone=-05:00"])
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

    // A west offset or a southern latitude starts with "-": it is the option's value, not
    // another option, with or without "=".
    @Test func valuesStartingWithAMinusAreReadAsValues() throws {
        #expect(try Chat.parse(["--time-zone", "-05:00"]).timeZone == "-05:00")
        #expect(try ShortcutsRun.parse(["order", "--time-zone", "-03:30"]).timeZone == "-03:30")
        let suggest = try Suggest.parse(["--user", "amy", "--place", "-33.86,151.21", "--time-zone", "-03:00"])
        #expect(suggest.moment.place == "-33.86,151.21")
        #expect(suggest.moment.timeZone == "-03:00")
        let tick = try AutomationsCommand.Tick.parse([
            "--user", "amy", "--place", "-33.86,-70.6", "--time-zone", "-04:00",
        ])
        #expect(tick.place == "-33.86,-70.6")
        #expect(tick.timeZone == "-04:00")
        let add = try AutomationsCommand.Add.parse(["--user", "amy", "--arrive", "-33.86,151.21", "--shortcut", "x"])
        #expect(add.arrive == "-33.86,151.21")
        let near = try AutomationsCommand.Add.parse(["--leave", "-1,2", "--near", "-1,2,100", "--shortcut", "x"])
        #expect(near.leave == "-1,2")
        #expect(near.near == "-1,2,100")
    }
}
