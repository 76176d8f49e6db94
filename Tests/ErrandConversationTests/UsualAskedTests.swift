import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// "What's my usual" asks what the usual is: it is said, from the person's habits, and nothing
/// is started. It was taken as asking for the usual, and the order's confirmation was asked.
struct UsualAskedTests {
    static func said(_ text: String, habits: (any PersonalHabits)?, apps: ExampleApps = ExampleApps()) async throws
        -> AssistantResponse
    {
        let engine = try UsualRequestTests.engine(habits, apps: apps)
        var session = ConversationSession(id: "s")
        let response = await engine.respond(to: text, in: &session, context: UsualRequestTests.context)
        #expect(session.pending == nil, "nothing is left open after \(text)")
        return response
    }

    @Test func theUsualOfTheMomentIsSaidAndNotDone() async throws {
        let apps = ExampleApps()
        let response = try await Self.said("what's my usual", habits: UsualRequestTests.KnownHabits(), apps: apps)
        #expect(response.speech == "Usually, you play Kind of Blue.")
        #expect(response.kind == .success)
        #expect(apps.music.history.isEmpty)
    }

    @Test func theWordsAfterTheUsualNameItsAction() async throws {
        // The coffee order, not the music of the moment; nor the ground coffee, which shares
        // as many words and comes later.
        let response = try await Self.said(
            "what is my usual coffee order please", habits: UsualRequestTests.KnownHabits())
        #expect(response.speech == "Usually, you order large mocha.")
        #expect(response.kind == .success)
    }

    @Test func anUnknownUsualIsSaidSo() async throws {
        #expect(try await Self.said("what's my usual", habits: nil).speech == "I don't know your usual yet.")
        // Habits that know coffee say nothing of the calendar.
        #expect(
            try await Self.said("what's my usual calendar event", habits: UsualAnswerTests.NoMusicHabits()).speech
                == "I don't know your usual yet.")
    }

    @Test(arguments: [
        ("what's my usual", [String]?.some([])), ("what is my usual coffee order", ["coffee", "order"]),
        ("tell me my usual please", []), ("order my usual", nil), ("the usual", nil),
        ("get me what's my usual", nil),
    ])
    func theQuestionIsTheWordsBeforeTheUsual(text: String, rest: [String]?) {
        guard let usual = UsualWords.offsets(in: text) else {
            Issue.record("no usual words in \(text)")
            return
        }
        #expect(UsualWords.askedWhat(in: text, usual: usual) == rest)
    }
}
