import ErrandCatalog
import Foundation

@testable import ErrandConversation

/// A conversation with the example apps whose turns are said some seconds after the reference
/// moment (`UsualRequestTests.context`): what a wait does to an order ("cancel my order" once
/// the drinks are made, "is my coffee ready" a few minutes on).
enum TimedConversation {
    /// What the engine says to each of `turns`, each said `after` seconds past the reference
    /// moment, in one session with `apps`.
    static func speech(of turns: [(String, TimeInterval)], apps: ExampleApps) async throws -> [String] {
        let engine = try UsualRequestTests.engine(nil, apps: apps)
        var session = ConversationSession(id: "s")
        var said: [String] = []
        for (text, after) in turns {
            var context = UsualRequestTests.context
            context.now = context.now.addingTimeInterval(after)
            said.append(await engine.respond(to: text, in: &session, context: context).speech)
        }
        return said
    }
}
