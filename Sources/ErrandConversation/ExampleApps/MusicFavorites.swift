import ErrandCatalog
import Foundation

/// What the person likes, played when they ask for it without naming it: "play my favorites",
/// "play the songs i like". It was "Sorry, my favorites isn't in your library.", though the
/// player had been told what they like ("like this song", "add this to my favorites").
extension MusicApp {
    /// What plays when a request asks for the person's favorites and they like several items.
    public static let favorites = "your favorites"

    /// The items the person said they like, in the library's order.
    var likedItems: [Item] {
        let ratings = ratings
        return library.filter { ratings[$0.label] == .like }
    }

    /// Whether the words ask for what the person likes without naming it: "my favorites", "my
    /// favourite songs", "the songs i like", "my liked songs", "something i like" (the base build,
    /// e5b2c9d, looked for "something i like" in the library).
    static func namesFavorites(_ name: String) -> Bool {
        let words = name.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" })
            .filter { !["my", "the", "some", "of", "all", "i", "like", "liked", "love"].contains($0) }
        let likes = name.lowercased().split(separator: " ").contains {
            ["like", "liked", "love", "loved"].contains($0)
        }
        guard let first = words.first else { return false }
        let said = words.dropFirst().allSatisfy { ["songs", "music", "tracks", "albums", "stuff"].contains($0) }
        return said
            && (["favorites", "favourites", "favorite", "favourite", "faves"].contains(first)
                || likes && ["songs", "music", "tracks", "albums", "stuff", "something"].contains(first))
    }

    /// How the person's favorites resolve: the one item they like, all of them, or that they
    /// like nothing yet (asked what to play instead).
    func resolutionOfFavorites() -> ParameterResolution {
        let liked = likedItems
        switch liked.count {
        case 0: return .unsupported(reason: "You haven't told me what you like yet.")
        case 1: return .success(.string(liked[0].label))
        default: return .success(.string(Self.favorites))
        }
    }
}
