import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// A date and time after "at" is said time first: "at eight PM tomorrow", where the date's own
/// form said "at tomorrow at eight PM".
struct TimeFirstTests {
    static func renderer(_ modality: Modality) throws -> DialogRenderer {
        let app = try #require(try TestData.previewCatalog("reel").app("com.example.reel"))
        let action = try #require(app.action(named: "BookTickets"))
        return DialogRenderer(
            app: app, action: action, modality: modality, timeZone: DialogTests.utc, now: DialogTests.now)
    }

    /// 2026-11-24T09:00Z is the tests' now: tomorrow at 8 PM, and Friday at 9 AM.
    static func values(showtime: String) throws -> [String: Value] {
        let instant = try #require(ISO8601DateFormatter().date(from: showtime))
        return [
            "movie": .entity(EntityReference(type: "Movie", id: "dune3", title: "Dune Part Three")),
            "seats": .integer(2), "showtime": .dateTime(instant),
        ]
    }

    @Test func anInstantAfterAtIsSaidTimeFirst() throws {
        let tomorrow = try Self.renderer(.voiceOnly).confirmation(
            values: try Self.values(showtime: "2026-11-25T20:00:00Z"), outputs: [:])
        #expect(tomorrow.speech == "Book two seats for Dune Part Three at eight PM tomorrow. Ready to book?")
        let friday = try Self.renderer(.voiceOnly).success(
            values: try Self.values(showtime: "2026-11-27T09:00:00Z"), outputs: [:])
        #expect(
            friday.speech
                == "OK. Booking. See you there at nine AM on Friday, November twenty-seventh. "
                + "That is Friday, November twenty-seventh at nine AM.")
    }

    @Test func onlyAtBeforeAnInstantIsMarked() {
        let instant: [String: Value] = ["start": .dateTime(DialogTests.now), "name": .string("Bo")]
        #expect(DialogRenderer.sayingTimeFirst("That {start}", values: instant) == "That {start}")
        #expect(DialogRenderer.sayingTimeFirst("Meet {name} at {name}", values: instant) == "Meet {name} at {name}")
        #expect(
            DialogRenderer.sayingTimeFirst("At {start} then", values: instant)
                == "{\(DialogRenderer.timeFirstMark)start} then")
    }
}
