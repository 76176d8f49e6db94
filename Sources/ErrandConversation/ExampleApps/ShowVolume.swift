import ErrandCatalog
import Foundation

/// Says how loud the music plays: "what's the volume", "how loud is it". Without it the level
/// was only said after it was changed.
struct ShowVolume: AppAction {
    typealias App = MusicApp
    static let title = "Show the volume"
    static let category = ActionCategory.information
    static let phrases = [
        "(what's|what is) the (volume|sound level)", "(what's|what is) the volume (at|set to)",
        "what volume is (it|the music) [at|set to]",
        "how loud is (it|the music|the volume)",
    ]
    static let dialog = DialogTemplates(success: MusicApp.loudnessSaid)
    static let outputs = MusicApp.loudnessOutputs

    func perform(in app: MusicApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        app.loudness
    }
}
