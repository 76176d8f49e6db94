import ErrandCatalog
import Foundation

/// Says what was played last, newest first, each once: "what did i listen to last", "what have
/// i been listening to", "what was the last song". None was understood. What plays now is said
/// as playing, and the three before it as played before it.
struct ShowRecentlyPlayed: AppAction {
    typealias App = MusicApp
    static let title = "Show recently played"
    static let category = ActionCategory.information
    static let phrases = [
        "what did i (listen to|play) [last|before|earlier|recently|today]",
        "what have i been (listening to|playing) [lately|recently|today]",
        "what was the (last|previous) (song|track|album) [i (played|listened to)]",
        "what was (playing|on) before (this|that)", "(show|list) [me] [my] (recently played|listening history)",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show recently played")
    static let dialog = DialogTemplates(success: "{said}")
    static let outputs = [
        OutputDefinition(id: "media", type: .list(.string), title: "Played"),
        OutputDefinition(id: "said", type: .string, title: "Recently played"),
    ]

    /// How many items played before are said, after what plays now.
    static let mostSaid = 3

    func perform(in app: MusicApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        var recent: [String] = []
        for item in app.history.reversed() where item != MusicApp.wholeLibrary && !recent.contains(item) {
            recent.append(item)
        }
        guard let newest = recent.first else { throw .message("You haven't played anything yet.") }
        let playing = app.nowPlaying == newest
        let before = Array(recent.dropFirst().prefix(Self.mostSaid))
        let said: String
        let others = ValueFormatter(for: context, app: nil).list(before, conjunction: "and")
        switch (playing, before.isEmpty) {
        case (true, true): said = "You're listening to \(newest), and you haven't played anything before it."
        case (true, false): said = "You're listening to \(newest). Before that, you played \(others)."
        case (false, true): said = "You last played \(newest)."
        case (false, false): said = "You last played \(newest), and before that \(others)."
        }
        return ["media": .list(([newest] + before).map(Value.string)), "said": .string(said)]
    }
}
