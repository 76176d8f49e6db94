import ErrandCatalog
import Foundation

/// Plays the next item of the library: "skip this song", "next track". Without it, "skip", said
/// to "What do you want to play?", was looked up as a title ("skip isn't in your library").
///
/// NB: "next" alone is no phrase of it: added, the statistical model, trained anew, read more
/// slips as the wrong action ("delete the milk taks" cancelled an event), and it is left to the
/// model (which reads it as the next event on the calendar).
struct SkipTrack: AppAction {
    typealias App = MusicApp
    static let title = "Skip to the next song"
    static let category = ActionCategory.start
    static let phrases = [
        "skip [this|the] [song|track]", "(play [the]|go to the) next (song|track)", "next (song|track)",
        "skip to the next (song|track)",
    ]
    static let dialog = DialogTemplates(success: "Playing {media}.")
    static let outputs = [OutputDefinition(id: "media", type: .string)]

    func confirm(in app: MusicApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        if app.nowPlaying == nil { throw .message("Sorry, nothing is playing.") }
        return [:]
    }

    func perform(in app: MusicApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        guard let next = app.next() else { throw .message("Sorry, nothing is playing.") }
        app.play(next)
        return ["media": .string(next)]
    }
}
