import ArgumentParser
import Foundation

extension Donate {
    /// Refuses options that do nothing together, before anything is read or deleted.
    ///
    /// `donate` does one of three things in a run: delete donations (`--delete-…`), replace
    /// what the app offers (`--suggested-shortcuts`, `--relevant-shortcuts`, `--reservation`),
    /// or donate (`--action`, `--activity` or `--log`, with their details). Mixing them used to
    /// run the first and ignore the rest, or delete and then fail on the rest; a usage log
    /// carries its own time, place and motion, so `--log` takes no details either.
    public func validate() throws {
        let deletions = Self.given([
            ("--delete-identifier", !deleteIdentifier.isEmpty), ("--delete-group", deleteGroup != nil),
            ("--delete-all", deleteAll), ("--delete-entity", deleteEntity != nil),
        ])
        let offers = Self.given([
            ("--suggested-shortcuts", suggestedShortcuts != nil), ("--relevant-shortcuts", relevantShortcuts != nil),
            ("--reservation", reservation != nil),
        ])
        let kinds = Self.given([("--action", action != nil), ("--activity", activity != nil), ("--log", log != nil)])
        let details = Self.given([
            ("--value", !value.isEmpty), ("--result", !result.isEmpty), ("--image", image != nil),
            ("--phrase", phrase != nil), ("--identifier", identifier != nil), ("--group", group != nil),
            ("--title", title != nil), ("--persistent-identifier", persistentIdentifier != nil),
            ("--info", !info.isEmpty), ("--required-key", !requiredKey.isEmpty), ("--not-eligible", notEligible),
            ("--previous", previous != nil), ("--at", moment.at != nil), ("--time-zone", moment.timeZone != nil),
            ("--place", moment.place != nil), ("--place-name", moment.placeName != nil),
            ("--motion", moment.motion != nil), ("--device", moment.device != nil),
        ])
        if !deletions.isEmpty, !(offers + kinds + details).isEmpty {
            throw ValidationError(
                "\(Self.list(deletions)) deletes donations and takes no \(Self.list(offers + kinds + details)); "
                    + "delete in one run of errand donate and do the rest in another")
        }
        if !offers.isEmpty, !(kinds + details).isEmpty {
            throw ValidationError(
                "\(Self.list(offers)) replaces what the app offers and takes no \(Self.list(kinds + details)); "
                    + "donate the action in another run of errand donate")
        }
        if log != nil, !(kinds.filter { $0 != "--log" } + details).isEmpty {
            throw ValidationError(
                "--log donates the actions of its lines, each with its own time, place and motion: give it without "
                    + Self.list(kinds.filter { $0 != "--log" } + details))
        }
        if action != nil, activity != nil {
            throw ValidationError("give --action NAME (an interaction) or --activity TYPE, not both")
        }
        if let deleteEntity, deleteEntity.split(separator: ":", maxSplits: 1).count != 2 {
            throw ValidationError("--delete-entity must be TYPE:ID, e.g. person:amy-42")
        }
    }

    /// The names of the options given.
    private static func given(_ options: [(name: String, isGiven: Bool)]) -> [String] {
        options.filter(\.isGiven).map(\.name)
    }

    private static func list(_ names: [String]) -> String {
        names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }
}
