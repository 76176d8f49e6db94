import ErrandCatalog
import Foundation

/// Remembers that the person likes or dislikes an item — what is playing ("i love this song",
/// "dislike this", "add this song to my favorites") or one they name ("like kind of blue");
/// adopts the media domain's rating intent.
struct RateMedia: AppAction {
    typealias App = MusicApp
    static let title = "Set media rating"
    static let adopts: String? = "media.updateMediaAffinity"
    static let phrases = [
        "{affinity} (this|that|it) [song|album|track|one]", "(i|I) {affinity} (it|this one)",
        "(add|save|put) (this|that|it) [song|album|track|one] (to|in|into) [my] {affinity} [songs]",
    ]
    static let dialog = DialogTemplates(success: "OK, I'll remember you {affinity} {media}.")

    @Parameter(title: "Media", prompt: "Which item?") var media: String?
    @Parameter(title: "Rating", prompt: "Do you like it or dislike it?") var affinity: MusicApp.Rating

    /// Words that point at what is playing are it; other words name an item of the library.
    /// With nothing playing, "this song" points at nothing and the rating is refused (it was
    /// "Sorry, nothing is playing. Which item?", asking for an item the person never meant).
    func resolve(_ parameter: String, in app: MusicApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "media" else { return nil }
        guard let name = $media ?? nil, !MusicApp.pointsAtWhatIsPlaying(name) else {
            guard let playing = app.nowPlaying else { return .notRequired }
            return .success(.string(playing))
        }
        return app.resolution(ofItemNamed: name)
    }

    func perform(in app: MusicApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        guard let media else { throw .message("Sorry, nothing is playing.") }
        app.rate(media, affinity)
        return [:]
    }
}
