import Testing

@testable import ErrandConversation

/// Words that ask for what the person likes without naming it, and words that name music.
struct MusicFavoritesTests {
    @Test(arguments: [
        "my favorites", "My Favourites", "my favorite songs", "the songs i like", "songs I liked", "music i love",
        "all my faves",
    ])
    func namesFavorites(words: String) {
        #expect(MusicApp.namesFavorites(words))
    }

    @Test(arguments: ["kind of blue", "my favorite album by miles davis", "something i like", "i like", "songs", ""])
    func namesSomethingElse(words: String) {
        #expect(!MusicApp.namesFavorites(words))
    }
}
