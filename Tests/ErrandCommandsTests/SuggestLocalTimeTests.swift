import Foundation
import Testing

@testable import ErrandCommands

/// A proactive suggestion's end is written in the moment's time zone, as the moment was given:
/// the newcomer pass asked at 19:50 in New York and read "until 2026-03-03T00:55:00Z" for a
/// show at 8 pm.
struct SuggestLocalTimeTests {
    @Test(arguments: [
        ("-05:00", "2026-03-02T19:55:00-05:00"), ("America/New_York", "2026-03-02T19:55:00-05:00"),
        ("UTC", "2026-03-03T00:55:00Z"),
    ])
    func theEndIsWrittenInTheMomentsZone(zone: String, written: String) throws {
        let end = try #require(ISO8601DateFormatter().date(from: "2026-03-03T00:55:00Z"))
        #expect(Suggest.local(end, in: zone) == written)
    }
}
