import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandLanguage

/// A length of time the tagger read in part is read whole: it took "an hour" of "saturday
/// morning for half an hour", and the court was booked for an hour with "half" unread
/// (`Tests/Fixtures/Preview/courts.yaml`, a newcomer's).
struct DurationReadWholeTests {
    @Test(arguments: [
        ("book the clay court saturday morning for half an hour", 1800.0),
        ("book court 2 at 10am tomorrow for half an hour", 1800.0),
        ("book court 1 tomorrow at 6pm for 90 minutes", 5400.0),
    ])
    func aLengthOfTimeIsReadWhole(request: String, seconds: Double) throws {
        let reading = try #require(try HourIsNoCountTests.best(request, in: "courts"))
        #expect(reading.parameters["length"]?.value == .duration(seconds))
        #expect(reading.unreadWords.isEmpty)
    }
}
