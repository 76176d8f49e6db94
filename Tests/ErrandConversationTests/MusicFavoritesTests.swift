import Testing

@testable import ErrandConversation

/// Words that ask for what the person likes without naming it, and words that name music.
/// "something i like" is what they like (it was looked for in the library); "something new" is
/// not.
struct MusicFavoritesTests {
    @Test(arguments: [
        "my favorites", "My Favourites", "my favorite songs", "the songs i like", "songs I liked", "music i love",
        "all my faves", "something i like",
    ])
    func namesFavorites(words: String) {
        #expect(MusicApp.namesFavorites(words))
    }

    @Test(arguments: ["kind of blue", "my favorite album by miles davis", "something new", "i like", "songs", ""])
    func namesSomethingElse(words: String) {
        #expect(!MusicApp.namesFavorites(words))
    }
}
