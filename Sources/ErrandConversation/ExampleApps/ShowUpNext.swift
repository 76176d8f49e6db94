import ErrandCatalog
import Foundation

/// Says what plays after what is playing: "what's the next song", "what song is next". It is
/// what "skip this song" would play. "what's the next song" was not understood, and "what's
/// playing next" was read as what plays now.
///
/// NB: "what's next" and "what's up next" alone are no phrases of it: they ask for the next event
/// on the calendar.
struct ShowUpNext: AppAction {
    typealias App = MusicApp
    static let title = "Show what's next"
    static let category = ActionCategory.information
    static let phrases = [
        "(what's|what is) the next (song|track)", "what (song|track) is (next|playing next)",
        "what (song|track) (comes|plays) next", "(what's|what is) playing next",
        "(what's|what is) after this (song|track)",
    ]
    // NB: what is on repeat is up next again (`RepeatTrack`).
    static let dialog = DialogTemplates(success: "{said}")
    static let outputs = [
        OutputDefinition(id: "media", type: .string, title: "Up next"), OutputDefinition(id: "said", type: .string),
    ]

    func perform(in app: MusicApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        guard let next = app.next(by: 1) else {
            throw app.nothingPlaying
        }
        if let again = app.onRepeat {
            return ["media": .string(again), "said": .string("Up next: \(again) again. It's on repeat.")]
        }
        return ["media": .string(next), "said": .string("Up next: \(next).")]
    }
}
