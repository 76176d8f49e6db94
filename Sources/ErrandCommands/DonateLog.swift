import ArgumentParser
import ErrandCatalog
import ErrandStore
import ErrandSuggestions
import Foundation

extension Donate {
    /// `errand donate --log FILE`: donates every action of a usage log — in the JSON Lines form
    /// `errand eval suggestions` reads — for `--user` and `--app`, in one transaction. Each line
    /// is read as `--action`, `--value`, `--at`, `--place` and `--motion` are, and checked
    /// against the catalog as a single donation is; a refused line refuses the file, naming the
    /// line, and nothing is kept. An action donated from a log before (the same line) is kept
    /// once: donating a log again adds only its new lines. (`errand simulate` writes logs of made-up apps, for the
    /// evaluation, which needs no catalog; their actions are refused here unless a catalog
    /// declares them.)
    func donateLog(_ path: String, store: SQLiteStore, catalog: Catalog, app definition: AppDefinition) throws {
        let events: [(line: Int, event: UsageEvent)]
        do {
            events = try UsageLog.numberedEvents(atPath: path)
        } catch {
            throw CommandFailure(error.description)
        }
        let validator = DonationValidator(catalog: catalog)
        var donations: [Donation] = []
        donations.reserveCapacity(events.count)
        for (line, event) in events {
            do {
                let donation = try Self.donation(of: event, user: user, app: definition)
                try validator.validate(donation)
                donations.append(donation)
            } catch let error as DonationError {
                throw CommandFailure("\(path):\(line): refused: \(error.description); nothing was donated")
            } catch let error as ValidationError {
                throw CommandFailure("\(path):\(line): \(error.message); nothing was donated")
            }
        }
        let added: Int
        do {
            added = try DonationCenter(catalog: catalog, store: store).donate(donations)
        } catch {
            throw CommandFailure("refused: \(error.description)")
        }
        let again = donations.count - added
        print(
            "donated \(added) action\(added == 1 ? "" : "s") from \(path)"
                + (again == 0 ? "" : "; \(again) were donated from a log before and are kept once"))
    }

    /// The interaction donation of one logged action, its values read by their parameters' types.
    static func donation(of event: UsageEvent, user: String, app: AppDefinition) throws -> Donation {
        guard event.user == user else {
            throw ValidationError(
                "the action is of the person \(QuotedText.quoted(event.user)), and this run donates for \(user); a "
                    + "log donated with --log holds one person's actions in one app")
        }
        guard event.app == app.id else {
            throw ValidationError(
                "the action is of app \(QuotedText.quoted(event.app)), and this run donates for \(app.id); a log "
                    + "donated with --log holds one person's actions in one app")
        }
        let action = app.action(named: event.action)
        var values: [String: Value] = [:]
        for (name, value) in event.parameters {
            let parameter = action?.parameter(named: name)
            values[name] = try ValueText.parse(
                value.text, as: parameter?.type ?? .string, in: app, name: name, defaultValue: parameter?.defaultValue)
        }
        let time: LocalTime
        do {
            time = try LocalTime(validating: event.at)
        } catch {
            throw ValidationError("'at' \(error)")
        }
        try PerformedMoment.check(Date(timeIntervalSince1970: time.instant), written: event.at, in: "'at'")
        let motion = try event.context?.motion.map { try MomentOptions.motion($0, what: "motion") }
        return Donation(
            id: event.donationIdentifier, person: user, app: app.id,
            content: .interaction(InteractionDonation(action: event.action, values: values)),
            context: event.donationContext(at: time, motion: motion))
    }
}
