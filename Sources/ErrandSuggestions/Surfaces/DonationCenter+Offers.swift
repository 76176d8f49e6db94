import ErrandCatalog
import Foundation

/// What the apps offer one person: their suggested and relevant shortcuts and reservations.
struct Offers: Sendable {
    var suggested: [(app: String, shortcut: SuggestedShortcut)]
    var relevant: [(app: String, shortcut: RelevantShortcut)]
    var reservations: [(app: String, reservation: Reservation)]
}

extension DonationCenter {
    /// Replaces every suggested shortcut `app` offers `person`. Shortcuts the person created
    /// are not affected.
    ///
    /// - Throws: `DonationError` naming the first shortcut whose action the app does not have
    ///   or whose values are not of their parameters' types; then nothing is replaced.
    public func replaceSuggestedShortcuts(_ shortcuts: [SuggestedShortcut], of person: String, app: String) throws {
        try validate(shortcuts, app: app)
        try store.replaceSuggestedShortcuts(shortcuts, of: person, app: app)
        forgetOffers(of: person)
    }

    /// Replaces every relevant shortcut `app` offers `person` (for the watch face).
    ///
    /// - Throws: `DonationError` as `replaceSuggestedShortcuts` does; then nothing is replaced.
    public func replaceRelevantShortcuts(_ shortcuts: [RelevantShortcut], of person: String, app: String) throws {
        try validate(shortcuts.map(\.shortcut), app: app)
        try store.replaceRelevantShortcuts(shortcuts, of: person, app: app)
        forgetOffers(of: person)
    }

    /// An offered shortcut must be one the person could run: its app's action, typed values; it
    /// must have a title to show (a blank one was an empty line in the gallery); and its
    /// identifier must be its own in the list, which replaces the app's offers by identifier (a
    /// repeated one would keep only the last).
    private func validate(_ shortcuts: [SuggestedShortcut], app: String) throws(DonationError) {
        let validator = DonationValidator(catalog: catalog)
        var positions: [String: Int] = [:]
        for (position, shortcut) in shortcuts.enumerated() {
            if let first = positions[shortcut.id] {
                throw .repeatedOffer(id: shortcut.id, positions: (first, position))
            }
            positions[shortcut.id] = position
            if shortcut.title.allSatisfy(\.isWhitespace) { throw .blankTitle(position: position, id: shortcut.id) }
            do {
                try validator.validate(shortcut.action, values: shortcut.values, app: app)
            } catch {
                throw .offer(position: position, id: shortcut.id, error)
            }
        }
    }

    /// Adds or updates a reservation, suggested in the hours before it starts. A reservation
    /// moved to another time is another occasion: a suggestion of the old time that the person
    /// dismissed or acted on ("Leave now for dinner at Nopa") is offered again for the new one.
    ///
    /// - Throws: `DonationError` when the reservation is not one the app could have made
    ///   (`DonationValidator.validate(_:app:)`); then nothing is kept.
    public func donate(_ reservation: Reservation, of person: String, app: String) throws {
        try DonationValidator(catalog: catalog).validate(reservation, app: app)
        let before = try store.reservations(of: person, app: app).first { $0.reservation.id == reservation.id }
        try store.save(reservation, of: person, app: app)
        forgetOffers(of: person)
        if let before, before.reservation.startsAt != reservation.startsAt,
            let outcomes = store as? any ProactiveOutcomeStore
        {
            try outcomes.forgetProactiveOutcomes(
                suggestions: ProactiveSuggestion.Kind.allCases.map {
                    ProactiveSuggestion.identifier(kind: $0, app: app, reservationID: reservation.id)
                }, of: person)
        }
    }

    /// Deletes reservations by their identifiers; returns how many.
    @discardableResult
    public func deleteReservations(of person: String, app: String, identifiers: [String]) throws -> Int {
        let deleted = try store.deleteReservations(of: person, app: app, identifiers: identifiers)
        forgetOffers(of: person)
        return deleted
    }

    /// The person's offers, read from the store once and kept until changed through this center.
    ///
    /// NB: keeps surface queries free of store round trips; a process that changes offers
    /// behind this center's back (another `errand` process) is seen by the next center.
    func offers(of person: String) throws -> Offers {
        if let cached = cachedOffers(of: person) { return cached }
        let donated = try store.suggestedShortcuts(of: person, app: nil)
        let offers = Offers(
            suggested: donated + declaredShortcuts(besides: donated),
            relevant: try store.relevantShortcuts(of: person, app: nil),
            reservations: try store.reservations(of: person, app: nil))
        remember(offers, of: person)
        return offers
    }

    /// The shortcuts the catalog's manifests declare (`shortcuts:`, with their phrases), offered
    /// to every person as an app's suggested shortcuts are: a new person's gallery and lock
    /// screen have them before anything is donated. One an app also offers through donations
    /// (the same action and values) is offered once.
    private func declaredShortcuts(besides donated: [(app: String, shortcut: SuggestedShortcut)])
        -> [(app: String, shortcut: SuggestedShortcut)]
    {
        let offered = Set(donated.map { $0.shortcut.candidate(app: $0.app) })
        return catalog.apps.flatMap { app in
            app.shortcuts.enumerated().compactMap { index, declared in
                var shortcut = SuggestedShortcut(
                    id: "declared-\(index + 1)", action: declared.action, values: declared.values,
                    title: declared.title ?? "", suggestedInvocationPhrase: declared.phrase, image: declared.image?.path
                )
                let candidate = shortcut.candidate(app: app.id)
                guard !offered.contains(candidate) else { return nil }
                if declared.title == nil { shortcut.title = ShortcutTitle.title(of: candidate, in: catalog) }
                return (app.id, shortcut)
            }
        }
    }
}
