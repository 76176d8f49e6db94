import Foundation
import Testing

@testable import ErrandConversation

/// The calendar keeps the events it last listed in each conversation, for "who's coming" and
/// "cancel my meeting" to mean them, and only for the conversations that listed last: a
/// long-running server forgets the oldest rather than growing without end.
struct CalendarListedEventsTests {
    static func context(_ session: String) -> RequestContext {
        RequestContext(now: TranscriptReplayer.defaultNow, timeZone: .gmt, modality: .voiceOnly, sessionID: session)
    }

    @Test func eachConversationKeepsItsOwnListing() {
        let calendar = CalendarApp()
        let review = CalendarApp.sampleEvents[0]
        calendar.list([review], in: Self.context("a"))
        #expect(calendar.shown(in: Self.context("a")) == ["Design review"])
        #expect(calendar.shown(in: Self.context("b")).isEmpty)
    }

    @Test func theOldestConversationsAreForgotten() {
        let calendar = CalendarApp()
        let review = CalendarApp.sampleEvents[0]
        for session in 0...64 { calendar.list([review], in: Self.context("s\(session)")) }
        #expect(calendar.shown(in: Self.context("s0")).isEmpty)
        #expect(calendar.shown(in: Self.context("s1")) == ["Design review"])
        #expect(calendar.shown(in: Self.context("s64")) == ["Design review"])
    }
}
