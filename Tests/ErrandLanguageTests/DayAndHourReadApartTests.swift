import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandLanguage

/// A day and an hour said together are one time, where the tagger read one of them and the
/// recognizers read them apart: "book a tennis court tomorrow at 6pm" was booked today at 6 PM,
/// with "tomorrow" unread, and "book court 2 on saturday at 4pm" Saturday at 9 AM, with "4pm"
/// unread (`Tests/Fixtures/Preview/courts.yaml`, a newcomer's, on Friday, November 27, 2026,
/// 6 PM in New York). The recognizers read "1 tomorrow" and "2 on saturday" as hours of their
/// own, so no time they found held both.
struct DayAndHourReadApartTests {
    static let context = UnderstandingContext(
        now: ISO8601DateFormatter().date(from: "2026-11-27T18:00:00-05:00") ?? Date(),
        timeZone: TimeZone(secondsFromGMT: -5 * 3600) ?? .current)

    @Test(arguments: [
        ("book a tennis court tomorrow at 6pm", "tomorrow at 6pm", "2026-11-28T18:00:00-05:00"),
        ("book court 1 tomorrow at 6pm for 90 minutes", "tomorrow at 6pm", "2026-11-28T18:00:00-05:00"),
        ("cancel court 1 tomorrow at 6pm", "tomorrow at 6pm", "2026-11-28T18:00:00-05:00"),
        ("book court 2 on saturday at 4pm", "saturday at 4pm", "2026-11-28T16:00:00-05:00"),
    ])
    func aDayAndAnHourAreOneTime(request: String, words: String, start: String) throws {
        let understander = try Understander.trained(on: try TestData.previewCatalog("courts"))
        let reading = try #require(understander.interpretations(of: request, context: Self.context).best)
        #expect(reading.parameters["start"]?.text == words)
        #expect(reading.parameters["start"]?.value == ISO8601DateFormatter().date(from: start).map(Value.dateTime))
        #expect(reading.unreadWords.isEmpty)
        // NB: the length said after the time is the length's still.
        if request.hasSuffix("90 minutes") {
            #expect(reading.parameters["length"]?.value == .duration(5400))
        }
    }
}
