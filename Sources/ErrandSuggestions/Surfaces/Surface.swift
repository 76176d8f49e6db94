import Foundation

/// Where suggestions are shown; each picks and orders them its own way.
public enum Surface: Sendable, Hashable {
    /// Proactive suggestions whose moment it is, reservations about to happen, then the top
    /// few predictions for the moment.
    case lockScreen
    /// Suggestions matching the typed words, ranked by the predictor.
    case search(String)
    /// Relevant shortcuts whose relevance holds now, and reservations about to happen.
    case watchFace
    /// Automation suggestions mined from the person's routines, then the apps' suggested
    /// shortcuts and the person's most used.
    case gallery
    /// Media the person played recently.
    case nowPlaying
    /// What the person usually does in the evening.
    case windDown

    /// Reads a surface name as the command line writes it (`lockScreen`, `search`…); a search
    /// takes its query separately.
    public init?(name: String, query: String? = nil) {
        switch name.lowercased() {
        case "lockscreen", "lock-screen": self = .lockScreen
        case "search": self = .search(query ?? "")
        case "watchface", "watch-face": self = .watchFace
        case "gallery": self = .gallery
        case "nowplaying", "now-playing": self = .nowPlaying
        case "winddown", "wind-down": self = .windDown
        default: return nil
        }
    }

    /// How many suggestions the surface shows when its caller does not say: a glance (the lock
    /// screen, the watch face) holds a few; the gallery is browsed, and holds more.
    public var defaultLimit: Int {
        if case .gallery = self { return 12 }
        return 4
    }

    public static let names = ["lockScreen", "search", "watchFace", "gallery", "nowPlaying", "windDown"]
}

/// One suggestion on a surface: what it runs, how it reads, and why it is there.
public struct Suggestion: Sendable, Hashable, Codable {
    /// Why the suggestion is offered.
    public enum Source: String, Sendable, Hashable, Codable {
        /// Predicted from the person's own donations.
        case predicted
        /// A shortcut the app suggests (for a new person, or in the gallery).
        case suggestedByApp
        /// A relevant shortcut whose relevance holds now.
        case relevant
        /// A reservation about to happen.
        case reservation
        /// Media played recently.
        case recentMedia
        /// A ready-made automation from the person's routines (see `automation`).
        case automation
        /// A time-bound suggestion from a reservation (see `proactive`).
        case proactive
    }

    public var candidate: Candidate
    /// A brief instruction starting with a verb ("Order large latte").
    public var title: String
    /// One short line saying why it is offered now.
    public var explanation: String
    public var source: Source
    public var image: String?
    public var suggestedInvocationPhrase: String?
    /// For an automation suggestion: its trigger, conditions, shortcut, ask before running.
    public var automation: AutomationSuggestion?
    /// For a proactive suggestion: its identifier (to act on or dismiss it), window and action.
    public var proactive: ProactiveSuggestion?

    public init(
        candidate: Candidate, title: String, explanation: String, source: Source, image: String? = nil,
        suggestedInvocationPhrase: String? = nil, automation: AutomationSuggestion? = nil,
        proactive: ProactiveSuggestion? = nil
    ) {
        self.candidate = candidate
        self.title = title
        self.explanation = explanation
        self.source = source
        self.image = image
        self.suggestedInvocationPhrase = suggestedInvocationPhrase
        self.automation = automation
        self.proactive = proactive
    }

    /// The identifier a person acts on: a proactive or automation suggestion's, else `nil`.
    public var id: String? { proactive?.id ?? automation?.id }
}
