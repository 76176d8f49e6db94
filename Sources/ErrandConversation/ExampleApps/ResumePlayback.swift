import ErrandCatalog
import Foundation

/// Plays again what was paused: "resume the music", "keep playing". A bare "resume" is said of
/// a workout too, and is left to the model (`pause-what-is-under-way.txt`).
struct ResumePlayback: AppAction {
    typealias App = MusicApp
    static let title = "Resume music"
    static let category = ActionCategory.start
    static let phrases = [
        "resume [the|my] music", "unpause [the|my] (music|song)", "continue (the|my) music", "(continue|keep) playing",
        "(start|turn) the music (again|back on)",
    ]
    static let dialog = DialogTemplates(success: "Back to {media}.")
    static let outputs = [OutputDefinition(id: "media", type: .string)]

    func confirm(in app: MusicApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        if app.pausedItem == nil {
            throw .message(app.nowPlaying == nil ? "Sorry, nothing is paused." : "The music is already playing.")
        }
        return [:]
    }

    func perform(in app: MusicApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        guard let paused = app.pausedItem else { throw .message("Sorry, nothing is paused.") }
        app.play(paused)
        return ["media": .string(paused)]
    }
}
