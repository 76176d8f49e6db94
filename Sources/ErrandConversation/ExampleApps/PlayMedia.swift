import ErrandCatalog
import Foundation

/// Plays an item of the library; adopts the media domain's play intent.
struct PlayMedia: AppAction {
    typealias App = MusicApp
    static let title = "Play media"
    static let adopts: String? = "media.playMedia"
    // NB: "play" alone is a request of its own (the whole library, or what was paused), not a
    // word left to the model: each action added elsewhere moved it across the confidence bar.
    static let phrases = ["play"]
    // NB: what is shuffled is said so: "shuffle it" after "play kind of blue" was answered
    // "Playing Kind of Blue by Miles Davis.", as if the word had not been heard.
    static let dialog = DialogTemplates(success: "[Playing {playing}.][Shuffling {shuffling}.]")
    static let outputs = [
        OutputDefinition(id: "playing", type: .string, title: "Playing"),
        OutputDefinition(id: "shuffling", type: .string, title: "Shuffling"),
    ]

    // NB: a request that names nothing plays the whole library; "neither" of the items offered
    // asks afresh, as for every default.
    @Parameter(title: "Media", prompt: "What do you want to play?", default: MusicApp.wholeLibrary) var media: String
    @Parameter(title: "Shuffle", default: false) var shuffle: Bool

    func resolve(_ parameter: String, in app: MusicApp, context: RequestContext) async -> ParameterResolution? {
        if parameter == "shuffle", let name = $media, let item = app.items(named: name).first, item.kind == "song" {
            // Shuffling one song means nothing; the value is dropped.
            return .notRequired
        }
        guard parameter == "media" else { return nil }
        // NB: "play" or "play some music", with the music paused, plays what was paused, not the
        // whole library (the default); "play it again" plays what plays or played last.
        if $media == nil || $media == MusicApp.wholeLibrary || $media.map(MusicApp.namesNothing) == true,
            let paused = app.pausedItem
        {
            return .success(.string(paused))
        }
        if let name = $media, MusicApp.pointsAtWhatIsPlaying(name) {
            // NB: with nothing played yet, "play it" is asked what to play (it was "Sorry, it
            // isn't in your library.").
            guard
                let last = app.nowPlaying ?? app.pausedItem
                    ?? app.history.last(where: { $0 != MusicApp.wholeLibrary })
            else { return .needsValue() }
            return .success(.string(last))
        }
        guard let name = $media, name != MusicApp.wholeLibrary else { return nil }
        // NB: "play something else" is the next item when something plays (it was "Sorry,
        // something else isn't in your library."); the library when nothing does.
        if MusicApp.asksForAnother(name) { return .success(.string(app.next() ?? MusicApp.wholeLibrary)) }
        // "play something": words that name no music in particular are the default, the library.
        if MusicApp.namesNothing(name) { return .success(.string(MusicApp.wholeLibrary)) }
        if MusicApp.namesFavorites(name) { return app.resolutionOfFavorites() }
        // NB: a slip in a title is asked about, not refused: "Do you want Kind of Blue by Miles Davis?"
        return app.resolution(ofItemNamed: name, askingAboutSlips: true)
    }

    func perform(in app: MusicApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        var label = media
        if media != MusicApp.wholeLibrary && media != MusicApp.favorites {
            guard let item = app.items(named: media).first else { throw .message("Sorry, \(media) can't be played.") }
            label = item.label
        }
        app.play(label)
        return [shuffle ? "shuffling" : "playing": .string(label)]
    }
}
