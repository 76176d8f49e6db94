import ErrandCatalog
import Foundation

/// The example music player, with a small library where one title names two items.
public final class MusicApp: SwiftApp, @unchecked Sendable {
    public static let id = "com.example.music"
    public static let name = "Tunes"
    public static var actions: [any AppAction<MusicApp>.Type] { [PlayMedia.self] }

    /// One item of the library.
    public struct Item: Sendable, Hashable {
        public var title: String
        public var artist: String
        public var kind: String
        /// How the item is offered and said: "Blue by Joni Mitchell".
        public var label: String { "\(title) by \(artist)" }
    }

    public let library: [Item] = [
        Item(title: "Blue", artist: "Joni Mitchell", kind: "album"),
        Item(title: "Blue", artist: "LeAnn Rimes", kind: "song"),
        Item(title: "Kind of Blue", artist: "Miles Davis", kind: "album"),
        Item(title: "Morning Run", artist: "Various Artists", kind: "playlist"),
        Item(title: "Clair de Lune", artist: "Claude Debussy", kind: "song"),
    ]
    private let lock = NSLock()
    private var played: [String] = []

    public init() {}

    public var history: [String] { lock.withLock { played } }
    func play(_ item: Item) { lock.withLock { played.append(item.label) } }

    /// Items whose title or label is the words given, ignoring case.
    func items(named name: String) -> [Item] {
        let lowered = name.lowercased()
        return library.filter { $0.title.lowercased() == lowered || $0.label.lowercased() == lowered }
    }
}

/// Plays an item of the library; adopts the media domain's play intent.
struct PlayMedia: AppAction {
    typealias App = MusicApp
    static let title = "Play media"
    static let adopts: String? = "media.playMedia"

    @Parameter(title: "Media", prompt: "What do you want to play?") var media: String
    @Parameter(title: "Shuffle", default: false) var shuffle: Bool

    func resolve(_ parameter: String, in app: MusicApp, context: RequestContext) async -> ParameterResolution? {
        if parameter == "shuffle", let name = $media, let item = app.items(named: name).first, item.kind == "song" {
            // Shuffling one song means nothing; the value is dropped.
            return .notRequired
        }
        guard parameter == "media", let name = $media else { return nil }
        let found = app.items(named: name)
        switch found.count {
        case 0: return .unsupported(reason: "Sorry, \(name) isn't in your library.")
        case 1: return .success(.string(found[0].label))
        default: return .disambiguation(found.map { .string($0.label) })
        }
    }

    func perform(in app: MusicApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        guard let item = app.items(named: media).first else { throw .message("Sorry, \(media) can't be played.") }
        app.play(item)
        return [:]
    }
}
