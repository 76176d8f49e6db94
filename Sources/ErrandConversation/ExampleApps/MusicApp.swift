import ErrandCatalog
import Foundation

/// The example music player, with a small library where one title names two items.
///
/// Asked by the words people say: a title ("play blue"), an artist ("play miles davis",
/// "something by joni mitchell"), a genre ("play some jazz", "classical music"), with the
/// words around a name taken off ("my morning run playlist"); "play some music" plays the whole
/// library (the parameter's default: the guidelines' way to skip a question when one answer
/// serves best).
public final class MusicApp: SwiftApp, @unchecked Sendable {
    public static let id = "com.example.music"
    public static let name = "Tunes"
    public static var actions: [any AppAction<MusicApp>.Type] {
        [
            PlayMedia.self, PausePlayback.self, ResumePlayback.self, SkipTrack.self, PreviousTrack.self,
            RestartTrack.self, RepeatTrack.self,
            NowPlaying.self, ShowUpNext.self, RateMedia.self, ChangeVolume.self, ShowVolume.self,
            ShowRecentlyPlayed.self, ShowFavorites.self,
        ]
    }

    /// What is played when a request names nothing to play.
    public static let wholeLibrary = "your library"

    /// One item of the library.
    public struct Item: Sendable, Hashable {
        public var title: String
        public var artist: String
        public var kind: String
        public var genre: String
        /// How the item is offered and said: "Blue by Joni Mitchell".
        public var label: String { "\(title) by \(artist)" }
    }

    public let library: [Item] = [
        Item(title: "Blue", artist: "Joni Mitchell", kind: "album", genre: "folk"),
        Item(title: "Blue", artist: "LeAnn Rimes", kind: "song", genre: "country"),
        Item(title: "Kind of Blue", artist: "Miles Davis", kind: "album", genre: "jazz"),
        Item(title: "Morning Run", artist: "Various Artists", kind: "playlist", genre: "workout"),
        Item(title: "Clair de Lune", artist: "Claude Debussy", kind: "song", genre: "classical"),
    ]
    private let lock = NSLock()
    private var played: [String] = []
    private var playing: String?
    private var paused: String?
    private var rated: [String: Rating] = [:]
    private var level: Double = 50
    private var levelBeforeMute: Double?
    private var looped: String?

    public init() {}

    public var history: [String] { lock.withLock { played } }
    /// What is playing now, if anything.
    public var nowPlaying: String? { lock.withLock { playing } }
    /// What was playing when the music was paused, if anything.
    public var pausedItem: String? { lock.withLock { paused } }
    /// What plays again when it ends: what is playing (or paused) once it was put on repeat.
    /// Playing something else, or skipping, ends the repeat.
    public var onRepeat: String? { lock.withLock { looped } }
    /// Puts `item` on repeat, or takes whatever is off it (`nil`).
    func setRepeat(_ item: String?) { lock.withLock { looped = item } }
    /// What a question about what plays is told when nothing does: what is paused, if anything.
    var nothingPlaying: HandlerFailure {
        .message(pausedItem.map { "Nothing is playing; \($0) is paused." } ?? "Nothing is playing.")
    }
    /// How the person rated each item they rated ("Blue by Joni Mitchell": like).
    public var ratings: [String: Rating] { lock.withLock { rated } }
    func play(_ name: String) {
        lock.withLock {
            played.append(name)
            if looped != name { looped = nil }
            playing = name
            paused = nil
        }
    }
    func pause() {
        lock.withLock {
            paused = playing ?? paused
            playing = nil
        }
    }
    func rate(_ name: String, _ rating: Rating) { lock.withLock { rated[name] = rating } }
    /// How loud the music plays, in percent.
    public var volume: Double { lock.withLock { level } }
    func setVolume(_ volume: Double) {
        lock.withLock {
            level = volume
            levelBeforeMute = nil
        }
    }
    /// Silences the music, remembering how loud it was.
    func mute() {
        lock.withLock {
            if level > 0 { levelBeforeMute = level }
            level = 0
        }
    }
    /// Whether the music was muted and not given its level back since.
    public var isMuted: Bool { lock.withLock { level == 0 && levelBeforeMute != nil } }
    /// How loud the music plays, as `loudnessSaid` says it: its level, or that it is muted
    /// (not "at zero percent").
    var loudness: [String: Value] {
        isMuted ? ["muted": .string("The music is muted.")] : ["volume": .percentage(volume)]
    }
    static let loudnessSaid = "[The volume is at {volume}.][{muted}]"
    static let loudnessOutputs = [
        OutputDefinition(id: "volume", type: .percentage, title: "Volume"),
        OutputDefinition(id: "muted", type: .string, title: "Muted"),
    ]
    /// Gives the music back the level it had before it was muted; nothing changes when it wasn't.
    func unmute() {
        lock.withLock {
            guard level == 0, let before = levelBeforeMute else { return }
            level = before
            levelBeforeMute = nil
        }
    }

    /// What comes `offset` items after what is playing (before it when negative): the next item
    /// of the library, the first after the last; the first (or the last, going back) when the
    /// whole library or a genre plays. `nil` when nothing plays.
    func next(by offset: Int = 1) -> String? {
        lock.withLock {
            guard let playing else { return nil }
            let index =
                library.firstIndex { $0.label == playing }.map { $0 + offset } ?? (offset > 0 ? 0 : library.count - 1)
            return library[(index % library.count + library.count) % library.count].label
        }
    }

    /// Which way a person moves the volume; muting silences it until it is unmuted.
    public enum VolumeChange: String, AppEnum {
        case up, down, mute, unmute
        public static let typeName = "VolumeChange"
        public static let titles: [VolumeChange: EnumTitle] = [
            .up: EnumTitle("Up", synonyms: ["louder", "higher"]),
            .down: EnumTitle("Down", synonyms: ["quieter", "softer", "lower"]),
            .mute: EnumTitle("Mute", synonyms: ["silence"]),
            .unmute: EnumTitle("Unmute"),
        ]
    }

    /// Whether a person likes an item or not.
    public enum Rating: String, AppEnum {
        case like, dislike
        public static let typeName = "Rating"
        public static let titles: [Rating: EnumTitle] = [
            // NB: no "hate": a slip of "rate" ("rate this book") would be respelled into it.
            // NB: "favorites" and "liked" are what one adds a song to when one likes it.
            .like: EnumTitle("like", synonyms: ["love", "really like", "enjoy", "favorites", "favourites", "liked"]),
            .dislike: EnumTitle("dislike", synonyms: ["don't like", "do not like", "can't stand"]),
        ]
    }

    /// The items the words name, ignoring case: by title or label, else by artist, else by
    /// genre, each tried on the words as said and then without the words around a name; a kind
    /// said with the name ("the album blue", "blue the song") keeps the items of that kind.
    func items(named name: String) -> [Item] {
        let said = name.lowercased().trimmingCharacters(in: .whitespaces)
        let (core, kind) = Self.core(of: said)
        func ofKind(_ items: [Item]) -> [Item] {
            let kept = items.filter { $0.kind == kind }
            return kept.isEmpty ? items : kept
        }
        for words in [said, core] {
            let found = library.filter { $0.title.lowercased() == words || $0.label.lowercased() == words }
            if !found.isEmpty { return ofKind(found) }
        }
        let byArtist = library.filter { $0.artist.lowercased() == core }
        if !byArtist.isEmpty { return ofKind(byArtist) }
        let genre = Self.genre(ofMood: said) ?? core
        return ofKind(library.filter { $0.genre == genre })
    }

    /// The genre that suits a mood said for music ("something relaxing", "some upbeat music"),
    /// `nil` when the words say no mood.
    static func genre(ofMood words: String) -> String? {
        let said = words.split(whereSeparator: { !$0.isLetter }).filter {
            !["a", "some", "something", "music", "songs", "song", "bit", "of", "little", "more", "really", "very"]
                .contains($0)
        }
        guard let first = said.first else { return nil }
        let genre = moods.first { $0.words.contains(String(first)) }?.genre
        return said.allSatisfy { word in moods.contains { $0.genre == genre && $0.words.contains(String(word)) } }
            ? genre : nil
    }

    private static let moods: [(words: Set<String>, genre: String)] = [
        (
            ["relaxing", "relaxed", "calm", "calming", "chill", "chilled", "mellow", "soothing", "peaceful", "quiet"],
            "classical"
        ),
        (["upbeat", "energetic", "fast", "pumping", "lively"], "workout"),
    ]

    /// Whether the words point at what is playing: "this", "this song", "it", "that one", "it
    /// again".
    static func pointsAtWhatIsPlaying(_ name: String) -> Bool {
        let words = name.lowercased().split(whereSeparator: { !$0.isLetter })
        guard let first = words.first, ["this", "that", "it", "the"].contains(first) else { return false }
        return words.dropFirst().allSatisfy {
            ["song", "track", "album", "one", "tune", "playlist", "again"].contains($0)
        }
            && (first != "the" || words.count > 1)
    }

    /// Whether the words ask for music without naming any: "something", "anything", "some
    /// songs", "whatever".
    static func namesNothing(_ name: String) -> Bool {
        let words = name.lowercased().split(whereSeparator: { !$0.isLetter }).filter {
            !["a", "some", "any", "please", "good", "nice", "for", "me", "to", "you", "like", "my", "all", "of", "the"]
                .contains($0)
        }
        return !words.isEmpty
            && words.allSatisfy {
                ["something", "anything", "music", "song", "songs", "whatever", "tunes", "library"].contains($0)
            }
    }

    /// Whether the words ask for other music than what plays, naming none: "something else",
    /// "something different", "another song", "a different album".
    static func asksForAnother(_ name: String) -> Bool {
        let words = name.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        let other: Set = ["else", "different", "another", "other"]
        let naming: Set = [
            "a", "some", "something", "song", "songs", "music", "one", "album", "track", "tune", "please",
        ]
        return words.contains(where: other.contains) && words.allSatisfy { other.contains($0) || naming.contains($0) }
    }

    /// How an item named in words resolves: its label, a choice among those the words name, or
    /// that it isn't in the library — with `askingAboutSlips`, the one item the words name but
    /// for a slip is asked about first ("Do you want Kind of Blue by Miles Davis?").
    func resolution(ofItemNamed name: String, askingAboutSlips: Bool = false) -> ParameterResolution {
        let found = items(named: name)
        switch found.count {
        case 0:
            if askingAboutSlips, let near = item(nearlyNamed: name) {
                return .confirmationRequired(.string(near.label), dialog: "Do you want {media}?")
            }
            return .unsupported(reason: "Sorry, \(name) isn't in your library.")
        case 1: return .success(.string(found[0].label))
        default: return .disambiguation(found.map { .string($0.label) })
        }
    }

    /// The one item whose title the words name but for a slip or two ("kind of bleu"), `nil`
    /// when none is that near or several are.
    func item(nearlyNamed name: String) -> Item? {
        let core = Self.core(of: name.lowercased().trimmingCharacters(in: .whitespaces)).core
        let near = library.filter { item in
            let title = item.title.lowercased()
            return title.count > 3 && Suggestion.editDistance(core, title) <= max(1, title.count / 5)
        }
        return near.count == 1 ? near.first : nil
    }

    /// The words without those said around a name, and the kind of item they say: "some jazz" is
    /// jazz, "my morning run playlist" Morning Run (a playlist), "the album blue" Blue (an album),
    /// "something by joni mitchell" Joni Mitchell.
    static func core(of words: String) -> (core: String, kind: String?) {
        var core = words
        var kind: String?
        for lead in ["something by ", "anything by ", "music by ", "songs by ", "some ", "my ", "the ", "by "]
        where core.hasPrefix(lead) {
            core.removeFirst(lead.count)
        }
        for said in ["album", "song", "playlist"] {
            if core.hasPrefix(said + " ") {
                core.removeFirst(said.count + 1)
                kind = said
            } else if core.hasSuffix(" " + said) {
                core.removeLast(said.count + 1)
                kind = said
            }
        }
        for tail in [" music", " songs", " the"] where core.hasSuffix(tail) {
            core.removeLast(tail.count)
        }
        return (core, kind)
    }
}
