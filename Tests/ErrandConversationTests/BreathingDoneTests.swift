import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// A breathing session counts for the time breathed: until it was ended, until its time ran
/// out, or until now while it is under way. A day gone by is said in the past.
struct BreathingDoneTests {
    /// 9 AM UTC on the reference day.
    let nine = TranscriptReplayer.defaultNow

    @Test func eachSessionCountsForTheTimeBreathed() throws {
        let app = BreatheApp()
        app.start(120, at: nine)
        app.end(at: nine.addingTimeInterval(90))
        app.start(300, at: nine.addingTimeInterval(600))
        let today = DateInterval(start: nine.addingTimeInterval(-9 * 3600), duration: 24 * 3600)
        // Ended after 90 seconds; under way for 60 of its 300.
        #expect(app.breathed(in: today, at: nine.addingTimeInterval(660)) == [90, 60])
        // Its time ran out: 300 seconds, however late it is asked.
        #expect(app.breathed(in: today, at: nine.addingTimeInterval(3600)) == [90, 300])
        let yesterday = DateInterval(start: today.start.addingTimeInterval(-24 * 3600), duration: 24 * 3600)
        #expect(app.breathed(in: yesterday, at: nine).isEmpty)
    }

    @Test func theSessionsAreSaidWithTheirTime() async throws {
        let said = try await TimedConversation.speech(
            of: [
                ("have i meditated today", 0), ("breathe for 2 minutes", 10), ("stop breathing", 100),
                ("how many breathing sessions did i do today", 200), ("breathe for 5 minutes", 600),
                ("how long did i meditate today", 660), ("did i meditate yesterday", 700),
            ], apps: ExampleApps())
        #expect(said[0] == "You haven't done a breathing session today.")
        #expect(said[3] == "Today you did one breathing session, for one minute.")
        #expect(
            said[5] == "Today you did two breathing sessions, for two minutes in all. The last one is under way now.")
        #expect(said[6] == "You didn't do a breathing session yesterday.")
    }
}
