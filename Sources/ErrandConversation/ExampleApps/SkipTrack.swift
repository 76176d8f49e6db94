import ErrandCatalog
import Foundation

/// Plays the next item of the library: "skip this song", "next track". Without it, "skip", said
/// to "What do you want to play?", was looked up as a title ("skip isn't in your library").
///
/// NB: "next" alone is no phrase of it: added, the statistical model, trained anew, read more
/// slips as the wrong action ("delete the milk taks" cancelled an event), and it is left to the
/// model (which reads it as the next event on the calendar).
struct SkipTrack: TrackStep {
    typealias App = MusicApp
    static let title = "Skip to the next song"
    static let category = ActionCategory.start
    static let phrases = [
        "skip [this|the] [song|track]", "(play [the]|go to the) next (song|track)", "next (song|track)",
        "skip to the next (song|track)",
    ]
    static let offset = 1
}

/// Plays the item before what is playing: "previous song", "go back a song".
struct PreviousTrack: TrackStep {
    typealias App = MusicApp
    static let title = "Go back to the previous song"
    static let category = ActionCategory.start
    static let phrases = [
        "(play [the]|go [back] to the) (previous|last) (song|track)", "previous (song|track)",
        "go back a (song|track)",
    ]
    static let offset = -1
}

/// An action that plays another item of the library, `offset` items from what is playing
/// (before it when negative), refused when nothing is.
protocol TrackStep: AppAction where App == MusicApp {
    static var offset: Int { get }
}

extension TrackStep {
    static var dialog: DialogTemplates { DialogTemplates(success: "Playing {media}.") }
    static var outputs: [OutputDefinition] { [OutputDefinition(id: "media", type: .string)] }

    func confirm(in app: MusicApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        if app.nowPlaying == nil { throw .message("Sorry, nothing is playing.") }
        return [:]
    }

    func perform(in app: MusicApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        guard let item = app.next(by: Self.offset) else { throw .message("Sorry, nothing is playing.") }
        app.play(item)
        return ["media": .string(item)]
    }
}
