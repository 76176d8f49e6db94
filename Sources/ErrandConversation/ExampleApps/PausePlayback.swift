import ErrandCatalog
import Foundation

/// Stops what is playing: "stop the music", "pause the song". Without it, "stop the music"
/// was read as the end of a workout, the nearest thing the apps knew.
struct PausePlayback: AppAction {
    typealias App = MusicApp
    static let title = "Pause music"
    static let phrases = [
        "(stop|pause|cancel) [the|my] (music|song|playback|album|playlist)", "(stop|pause) playing",
        "turn off [the|my] music", "turn (it|this|the music) off",
    ]
    static let dialog = DialogTemplates(success: "The music is paused.")

    func confirm(in app: MusicApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        if app.nowPlaying == nil { throw .message("Sorry, nothing is playing.") }
        return [:]
    }

    func perform(in app: MusicApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        app.pause()
        return [:]
    }
}
