import ErrandCatalog
import Foundation

/// Plays again what was paused: "resume the music", "keep playing". A bare "resume" is said of
/// a workout too, and is left to the model (`pause-what-is-under-way.txt`). "Turn it back on",
/// as "turn it off" pauses, plays it again; said of muted music, it gives the music its sound
/// back.
struct ResumePlayback: AppAction {
    typealias App = MusicApp
    static let title = "Resume music"
    static let category = ActionCategory.start
    static let phrases = [
        "resume [the|my] music", "unpause [the|my] (music|song)", "continue (the|my) music", "(continue|keep) playing",
        "(start|turn) the music (again|back on)", "turn (it|the sound) back on",
    ]
    static let dialog = DialogTemplates(success: "[Back to {media}.][Back on, at {volume}.]")
    static let outputs = [
        OutputDefinition(id: "media", type: .string), OutputDefinition(id: "volume", type: .percentage),
    ]

    func confirm(in app: MusicApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        if app.pausedItem == nil, !app.isMuted {
            throw .message(app.nowPlaying == nil ? "Sorry, nothing is paused." : "The music is already playing.")
        }
        return [:]
    }

    func perform(in app: MusicApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        var outputs: [String: Value] = [:]
        if app.isMuted {
            app.unmute()
            outputs["volume"] = .percentage(app.volume)
        }
        if let paused = app.pausedItem {
            app.play(paused)
            outputs["media"] = .string(paused)
        }
        guard !outputs.isEmpty else { throw .message("Sorry, nothing is paused.") }
        return outputs
    }
}
