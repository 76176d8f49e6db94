import ErrandCatalog
import Foundation

/// Plays what is playing again from its start: "replay this song", "play that song again",
/// "start this song over". "replay that song" was respelled "reply that song" and asked who to
/// reply to, a message the person never meant to send. What is paused is started again too.
struct RestartTrack: AppAction {
    typealias App = MusicApp
    static let title = "Play the song again"
    static let category = ActionCategory.start
    static let phrases = [
        "replay (this|that|the) [song|track]", "restart (this|that|the) (song|track)",
        "play (this|that) (song|track) again", "play (this|that|it) again from the (start|beginning|top)",
        "start (this|that|the) (song|track) (over|again)", "start (this|that) over",
        "(play|start) (this|that|the) (song|track) from the (start|beginning|top)",
    ]
    static let dialog = DialogTemplates(success: "Playing {media} from the start.")
    static let outputs = [OutputDefinition(id: "media", type: .string)]

    func confirm(in app: MusicApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        guard app.nowPlaying ?? app.pausedItem != nil else { throw app.nothingPlaying }
        return [:]
    }

    func perform(in app: MusicApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        guard let item = app.nowPlaying ?? app.pausedItem else { throw app.nothingPlaying }
        app.play(item)
        return ["media": .string(item)]
    }
}
