import ErrandCatalog
import Foundation

/// Says what the person told the player they like, in the library's order: "what songs do i
/// like", "what are my favorites". The base build (e5b2c9d) understood neither, and "play my
/// favorites" was the only way to hear them. Liking nothing yet is an answer too, with how to
/// like something.
struct ShowFavorites: AppAction {
    typealias App = MusicApp
    static let title = "Show favorites"
    static let category = ActionCategory.information
    static let phrases = [
        "what (songs|music|albums) do i (like|love)", "what (are|is) my (favorites|favourites|favorite songs)",
        "(show|list|read) [me] my (favorites|favourites|favorite songs|liked songs)",
        "what have i (liked|loved)",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show favorites")
    static let dialog = DialogTemplates(success: "{said}")
    static let outputs = [
        OutputDefinition(id: "favorites", type: .list(.string), title: "Favorites"),
        OutputDefinition(id: "said", type: .string, title: "Favorites"),
    ]

    func perform(in app: MusicApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let liked = app.likedItems.map(\.label)
        guard !liked.isEmpty else {
            return [
                "favorites": .list([]),
                "said": .string("You haven't told me what you like yet. Say \"like this\" while something plays."),
            ]
        }
        let listed = ValueFormatter(for: context, app: nil).format(.list(liked.map(Value.string)))
        return ["favorites": .list(liked.map(Value.string)), "said": .string("You like \(listed).")]
    }
}
