import ArgumentParser
import ErrandCatalog
import ErrandShortcuts
import ErrandStore
import ErrandSuggestions
import Foundation

/// `errand suggest`: the suggestions a person would see now on a surface.
public struct Suggest: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "suggest",
        abstract: "Show the suggestions for a person on a surface, with why each is offered.",
        discussion: """
            Surfaces: \(Surface.names.joined(separator: ", ")). A search needs --query. The lock screen and \
            the watch face lead with proactive suggestions from reservations (each with an ID: --done ID \
            after running it, --dismiss ID to drop it; neither is offered again); the gallery leads with \
            automation suggestions (accept or decline them with \
            `errand automations suggested`).
            """)

    @OptionGroup var state: SuggestionStateOptions
    @Option(help: "The person (default: $USER).", transform: PersonArgument.read)
    var user: String = PersonArgument.defaultPerson
    @OptionGroup var moment: MomentOptions
    @Option(help: "The surface: \(Surface.names.joined(separator: ", ")).") var surface: String = "lockScreen"
    @Option(help: "The typed words, for the search surface.") var query: String?
    @Option(help: "How many suggestions to show at most (default: 12 in the gallery, 4 elsewhere).")
    var limit: Int?
    @Option(help: "Minutes it takes to get to a reservation, for leave-by reminders (default 30).")
    var travelMinutes: Double?
    @Option(help: "Dismiss the proactive suggestion with this identifier; it is not offered again.")
    var dismiss: String?
    @Option(help: "Record that the proactive suggestion with this identifier was acted on.") var done: String?
    @Flag(help: "Print JSON.") var json = false

    public init() {}

    public func validate() throws {
        guard Surface(name: surface, query: query) != nil else {
            throw ValidationError("--surface '\(surface)' is not one of \(Surface.names.joined(separator: ", "))")
        }
        let isSearch = surface.lowercased() == "search"
        if isSearch, (query ?? "").allSatisfy(\.isWhitespace) {
            throw ValidationError("the search surface needs --query WORDS")
        }
        if !isSearch, let query {
            throw ValidationError(
                "--query \(QuotedText.quoted(query)) is for the search surface only: add --surface search, "
                    + "or leave --query out for \(surface)")
        }
        guard (1...100).contains(limit ?? 4) else { throw ValidationError("--limit must be between 1 and 100") }
        if let travelMinutes, !(0...1_440).contains(travelMinutes) {
            throw ValidationError("--travel-minutes must be between 0 and 1440")
        }
        if dismiss != nil, done != nil { throw ValidationError("give --dismiss ID or --done ID, not both") }
    }

    public func run() throws {
        let store = try state.openStore()
        let catalog = try state.loadCatalog()
        let center = DonationCenter(catalog: catalog, store: store)
        let context = try moment.donationContext(previous: nil)
        guard let prediction = context.predictionContext, let surface = Surface(name: surface, query: query) else {
            throw CommandFailure("cannot read the time zone '\(context.timeZone)'")
        }
        if let id = dismiss ?? done {
            do {
                try center.record(
                    dismiss != nil ? .dismissed : .acted, proactiveSuggestion: id, of: user, at: context.date)
            } catch let error as DonationError where error.isInvalidDonation {
                throw CommandFailure(
                    "\(error.description); nothing was recorded. The identifiers are the [pro-…] shown with "
                        + "proactive suggestions: errand suggest --user \(user) --surface lockScreen (or watchFace)")
            }
            print("\(dismiss != nil ? "dismissed" : "done:") \(id); it will not be suggested again")
            return
        }
        let suggestions = try center.suggestions(
            for: user, on: surface, in: prediction, limit: limit, travelTime: travelMinutes.map { $0 * 60 })
        if json {
            print(try CommandJSON.text(suggestions))
            return
        }
        if suggestions.isEmpty { print(Self.nothingToShow(on: surface, for: user, at: context.date)) }
        let phrases = try store.phrases(of: user)
        for (position, suggestion) in suggestions.enumerated() {
            print("\(position + 1). \(suggestion.title) — \(suggestion.explanation)")
            if let phrase = Self.phrase(running: suggestion.candidate, among: phrases, in: catalog) {
                print("   say \"\(phrase.phrase)\"")
            }
            if let automation = suggestion.automation {
                let values = automation.shortcut.values.keys.sorted().map {
                    "\($0)=\(automation.shortcut.values[$0] ?? "")"
                }
                print(
                    "   [\(automation.id)] runs \(automation.shortcut.app) \(automation.shortcut.action)"
                        + (values.isEmpty ? "" : " " + values.joined(separator: " "))
                        + "; ask before running: \(automation.askBeforeRunning ? "on" : "off")")
            }
            if let proactive = suggestion.proactive {
                print("   [\(proactive.id)] until \(Self.local(proactive.expiresAt, in: context.timeZone))")
            }
        }
    }

    /// `date` in the moment's time zone (`zone`, as a donation writes it), as the moment was
    /// given: "2026-03-02T20:55:00-05:00", not the same instant in UTC.
    static func local(_ date: Date, in zone: String) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZoneText.zone(zone) ?? TimeZone(identifier: "UTC") ?? .current
        return formatter.string(from: date)
    }

    /// The person's phrase for one action that does what `candidate` suggests (the same action
    /// with the same values worth suggesting), if any: the guidelines' "Added: …", so the person
    /// sees the words that run it. A value the action takes by default is the same said or not
    /// ("coffee time" orders one large latte, as the donated order of quantity 1 did).
    static func phrase(running candidate: Candidate, among phrases: [StoredPhrase], in catalog: Catalog)
        -> StoredPhrase?
    {
        let action = catalog.action(named: candidate.action, in: candidate.app)
        func meant(_ values: [String: String]) -> [String: String] {
            values.filter { name, text in action?.parameter(named: name)?.defaultValue?.salientText != text }
        }
        let suggested = meant(candidate.values)
        return phrases.first { phrase in
            phrase.ownsShortcut && phrase.app == candidate.app && phrase.action == candidate.action
                && meant(phrase.values.compactMapValues(\.salientText)) == suggested
        }
    }

    /// What an empty surface says: why it is empty, and what would fill it.
    static func nothingToShow(on surface: Surface, for person: String, at moment: Date) -> String {
        switch surface {
        case .search(let text): return "nothing matches '\(text)'"
        case .lockScreen, .gallery:
            return "no suggestions yet for \(person): they come from the actions donated for them (errand donate) "
                + "and what apps offer (errand donate --suggested-shortcuts)"
        case .watchFace:
            return "nothing relevant now: no app's relevant shortcut holds at this moment and place "
                + "(errand donate --relevant-shortcuts), and no reservation is near"
        case .nowPlaying:
            let days = Int(DonationCenter.recentMediaWindow / 86_400)
            // NB: the window ends at the moment asked about, not at the person's last action.
            return "nothing played in the \(days) days before \(moment.ISO8601Format())"
        case .windDown: return "nothing \(person) usually does in the evening yet"
        }
    }
}

/// When, where and how: the moment of a donation or of a suggestion query.
public struct MomentOptions: ParsableArguments {
    @Option(help: "The local time, ISO 8601 with offset (default: now).") var at: String?
    @Option(
        parsing: .unconditional,
        help: "A time zone identifier or offset (default: the offset of --at, else this machine's).")
    var timeZone: String?
    @Option(parsing: .unconditional, help: "Where, LAT,LON.") var place: String?
    @Option(help: "The place's name (Home, Work…).") var placeName: String?
    @Option(help: "still, walking, running or driving.") var motion: String?
    @Option(help: "The device (phone, watch, speaker, car…).") var device: String?

    public init() {}

    /// Checks the moment when the command line is read, so a mistake is reported with the
    /// command's own usage before anything runs.
    public func validate() throws {
        _ = try donationContext(previous: nil)
    }

    func donationContext(previous: String?) throws -> DonationContext {
        var date = Date()
        var zone = timeZone ?? TimeZone.current.identifier
        if let at {
            let time: LocalTime
            do {
                time = try LocalTime(validating: at)
            } catch {
                throw ValidationError("--at \(error)")
            }
            date = Date(timeIntervalSince1970: time.instant)
            if timeZone == nil { zone = DonationContext.text(offset: time.utcOffset) }
        }
        if let timeZone { _ = try ReferenceTime.timeZone(option: timeZone) }
        var observation: PlaceObservation?
        if let place {
            let coordinate = try CoordinateArgument.coordinate(place, option: "--place")
            observation = PlaceObservation(
                latitude: coordinate.latitude, longitude: coordinate.longitude, name: placeName)
        } else if let placeName {
            observation = PlaceObservation(name: placeName)
        }
        let movement = try motion.map { try Self.motion($0, what: "--motion") }
        return DonationContext(
            date: date, timeZone: zone, place: observation, motion: movement, device: device,
            previousAction: previous)
    }

    /// The motion `text` names (any case), or an error saying what `what` takes.
    static func motion(_ text: String, what: String) throws -> Motion {
        guard let motion = Motion(rawValue: text.lowercased()) else {
            throw ValidationError(
                "\(what) \(QuotedText.quoted(text)) must be one of "
                    + Motion.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return motion
    }
}
