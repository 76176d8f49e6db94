import ErrandCatalog
import Foundation

extension DonationCenter {
    /// How many donations a person needs before predictions replace the apps' suggestions.
    public static let coldStartThreshold = 10

    /// The suggestions for `person` on `surface` at the moment `context` describes.
    ///
    /// A new person (fewer than `coldStartThreshold` donations) gets the apps' suggested
    /// shortcuts after whatever little is known. Only this person's data is read.
    ///
    /// The lock screen and the watch face lead with the proactive suggestions whose moment it is
    /// (`travelTime` is the caller's estimate of the way to a reservation; `nil` for the
    /// default); the gallery leads with automation suggestions mined from the person's routines.
    /// Suggestions whose titles would read the same are told apart by their values.
    ///
    /// - Complexity: one predictor query, O(C·F), plus reading the person's app-offered lists;
    ///   the gallery also mines the person's donations, O(N log N).
    public func suggestions(
        for person: String, on surface: Surface, in context: PredictionContext, limit: Int? = nil,
        travelTime: TimeInterval? = nil
    ) throws -> [Suggestion] {
        Suggestion.titledApart(
            try surfaceSuggestions(
                for: person, on: surface, in: context, limit: limit ?? surface.defaultLimit, travelTime: travelTime),
            in: catalog)
    }

    private func surfaceSuggestions(
        for person: String, on surface: Surface, in context: PredictionContext, limit: Int, travelTime: TimeInterval?
    ) throws -> [Suggestion] {
        let predictor = try predictor(for: person, at: context.time.instant)
        switch surface {
        case .lockScreen:
            var result = try proactive(of: person, in: context, travelTime: travelTime)
            result += try upcomingReservations(of: person, at: context)
            result += predicted(predictor, in: context, limit: limit)
            if predictor.observationCount < Self.coldStartThreshold { result += try appSuggestions(of: person) }
            return Self.distinct(result, limit: limit)
        case .search(let text):
            let query = SearchQuery(text)
            var pool = predicted(predictor, in: context, limit: predictor.candidates.count)
            pool += try appSuggestions(of: person)
            // NB: exact matches first, then those with one typo, and so on; each in predictor order.
            let matching = pool.compactMap { suggestion in
                query.cost(of: [suggestion.title, suggestion.candidate.action] + suggestion.candidate.values.values)
                    .map { (suggestion, $0) }
            }
            let ordered = matching.enumerated().sorted {
                ($0.element.1, $0.offset) < ($1.element.1, $1.offset)
            }
            return Self.distinct(ordered.map(\.element.0), limit: limit)
        case .watchFace:
            var result = try proactive(of: person, in: context, travelTime: travelTime)
            result += try upcomingReservations(of: person, at: context)
            let relevant = try offers(of: person).relevant.filter { entry in
                entry.shortcut.relevance.isEmpty
                    || entry.shortcut.relevance.contains { $0.holds(at: context.time, place: context.place) }
            }
            let order = Dictionary(
                predictor.rank(in: context, limit: predictor.candidates.count).enumerated().map {
                    ($0.element.candidate.key, $0.offset)
                }, uniquingKeysWith: { first, _ in first })
            let ranked = relevant.sorted {
                (order[$0.shortcut.shortcut.candidate(app: $0.app).key] ?? Int.max)
                    < (order[$1.shortcut.shortcut.candidate(app: $1.app).key] ?? Int.max)
            }
            result += ranked.map { entry in
                let shortcut = entry.shortcut.shortcut
                return Suggestion(
                    candidate: shortcut.candidate(app: entry.app), title: entry.shortcut.watchTitle ?? shortcut.title,
                    explanation: entry.shortcut.explanation(at: context.time, place: context.place), source: .relevant,
                    image: shortcut.image,
                    suggestedInvocationPhrase: shortcut.suggestedInvocationPhrase)
            }
            return Self.distinct(result, limit: limit)
        case .gallery:
            let frequent = predictor.mostFrequent(limit: limit).map { candidate in
                Suggestion(
                    candidate: candidate, title: ShortcutTitle.title(of: candidate, in: catalog),
                    explanation: predictor.frequencyExplanation(for: candidate, at: context.time.instant),
                    source: .predicted)
            }
            let automations = try automationSuggestions(
                for: person, now: Date(timeIntervalSince1970: context.time.instant)
            ).prefix(limit).map { automation in
                Suggestion(
                    candidate: automation.shortcut, title: automation.title(in: catalog),
                    explanation: automation.reason, source: .automation, automation: automation)
            }
            let shortcuts = Self.distinct(try appSuggestions(of: person) + frequent, limit: limit)
            // NB: `limit` bounds what the gallery shows. Automation suggestions lead but leave up
            // to half the places to shortcuts, so both are seen; places one kind cannot fill go
            // to the other.
            let shortcutPlaces = min(shortcuts.count, max(limit - automations.count, limit / 2))
            return Array(automations.prefix(limit - shortcutPlaces)) + shortcuts.prefix(shortcutPlaces)
        case .nowPlaying:
            return try recentMedia(of: person, before: Date(timeIntervalSince1970: context.time.instant), limit: limit)
        case .windDown:
            var evening = context
            if !(20..<24).contains(context.time.hour) {
                let shift = Double((21 - context.time.hour + 24) % 24) * 3_600
                evening.time = LocalTime(instant: context.time.instant + shift, utcOffset: context.time.utcOffset)
            }
            let usual = predictor.rank(in: evening, limit: predictor.candidates.count).filter {
                predictor.eveningShare(of: $0.candidate) >= 0.5
            }
            return Self.distinct(
                usual.prefix(limit).map { suggestion(for: $0.candidate, predictor: predictor, in: evening) },
                limit: limit)
        }
    }

    private func predicted(_ predictor: Predictor, in context: PredictionContext, limit: Int) -> [Suggestion] {
        predictor.rank(in: context, limit: limit).map {
            suggestion(for: $0.candidate, predictor: predictor, in: context)
        }
    }

    private func suggestion(for candidate: Candidate, predictor: Predictor, in context: PredictionContext) -> Suggestion
    {
        Suggestion(
            candidate: candidate, title: ShortcutTitle.title(of: candidate, in: catalog),
            explanation: predictor.explanation(for: candidate, in: context) {
                ShortcutTitle.title(of: $0, in: catalog)
            },
            source: .predicted)
    }

    private func appSuggestions(of person: String) throws -> [Suggestion] {
        try offers(of: person).suggested.map { entry in
            Suggestion(
                candidate: entry.shortcut.candidate(app: entry.app), title: entry.shortcut.title,
                explanation: "suggested by the app", source: .suggestedByApp, image: entry.shortcut.image,
                suggestedInvocationPhrase: entry.shortcut.suggestedInvocationPhrase)
        }
    }

    private func proactive(of person: String, in context: PredictionContext, travelTime: TimeInterval?) throws
        -> [Suggestion]
    {
        try proactiveSuggestions(for: person, in: context, travelTime: travelTime).map { proactive in
            Suggestion(
                candidate: proactive.action.candidate, title: proactive.title, explanation: proactive.explanation,
                source: .proactive, proactive: proactive)
        }
    }

    /// Reservations starting within the next three hours, soonest first.
    private func upcomingReservations(of person: String, at context: PredictionContext) throws -> [Suggestion] {
        let now = context.time.instant
        return try offers(of: person).reservations.filter {
            let start = $0.reservation.startsAt.timeIntervalSince1970
            return start >= now && start <= now + 3 * 3_600
        }.map { entry in
            let reservation = entry.reservation
            let minutes = Int((reservation.startsAt.timeIntervalSince1970 - now) / 60)
            let candidate =
                reservation.action?.candidate(app: entry.app)
                ?? Candidate(
                    app: entry.app, action: "reservation:" + reservation.kind.rawValue, values: ["id": reservation.id])
            return Suggestion(
                candidate: candidate, title: reservation.action?.title ?? reservation.title,
                explanation: "\(reservation.title) in \(minutes) min", source: .reservation,
                image: reservation.action?.image)
        }
    }

    /// How far back before the person's latest action the now-playing surface looks for media.
    public static let recentMediaWindow: TimeInterval = 30 * 86_400

    /// The media the person played most recently before `moment` (within `recentMediaWindow` of
    /// it, and of their latest action), newest first, one per item: what was played after a
    /// moment asked about (`errand suggest --at`) was not played by then.
    private func recentMedia(of person: String, before moment: Date, limit: Int) throws -> [Suggestion] {
        var result: [Suggestion] = []
        let start = moment.addingTimeInterval(-Self.recentMediaWindow)
        for donation in try store.recentDonations(of: person, within: Self.recentMediaWindow).reversed() {
            guard case .interaction(let interaction) = donation.content, let candidate = donation.candidate,
                donation.context.date <= moment, donation.context.date >= start
            else {
                continue
            }
            let action = catalog.action(named: interaction.action, in: donation.app)
            let isMedia =
                action?.adoptedIntent?.hasPrefix("media.") ?? false || interaction.action.lowercased().hasPrefix("play")
            guard isMedia, !result.contains(where: { $0.candidate == candidate }) else { continue }
            result.append(
                Suggestion(
                    candidate: candidate, title: ShortcutTitle.title(of: candidate, in: catalog),
                    explanation: "played recently", source: .recentMedia, image: interaction.keyImage,
                    suggestedInvocationPhrase: interaction.suggestedInvocationPhrase))
            if result.count == limit { break }
        }
        return result
    }

    private static func distinct(_ suggestions: [Suggestion], limit: Int) -> [Suggestion] {
        var seen: Set<String> = []
        return Array(suggestions.filter { seen.insert($0.id ?? $0.candidate.key).inserted }.prefix(limit))
    }
}
