import ErrandCatalog
import Foundation

/// Says what is playing: "what's playing", "what song is this".
struct NowPlaying: AppAction {
    typealias App = MusicApp
    static let title = "Now playing"
    static let category = ActionCategory.information
    static let phrases = [
        "what's playing [now|right now]", "what is playing [now|right now]",
        "what (song|album|music|track) is (this|playing|that)", "what is this song", "what was that [song]",
        "what am i listening to",
        "who (sings|is singing) (this|that) [song]", "(what's|what is) this [called]", "what is the name of this song",
    ]
    static let dialog = DialogTemplates(success: "You're listening to {media}.")
    static let outputs = [OutputDefinition(id: "media", type: .string)]

    func perform(in app: MusicApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        guard let playing = app.nowPlaying else {
            throw app.nothingPlaying
        }
        return ["media": .string(playing)]
    }
}
