import ArgumentParser
import ErrandCatalog
import ErrandStore
import ErrandSuggestions
import Foundation

/// `errand donate`: tells Errand what a person did in an app, or deletes what an app donated.
public struct Donate: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "donate",
        abstract: "Donate an action a person performed, or delete an app's donations.",
        discussion: """
            Donate an interaction:
              errand donate --user amy --app com.example.coffee --action OrderCoffee \\
                --value coffee=latte --value size=large --place 40.71,-74.0 \\
                --place-name Home
            Donate an activity:
              errand donate --user amy --app A --activity TYPE --title T \\
                --persistent-identifier ID
            Delete donations:
              errand donate --user amy --app A --delete-all | --delete-group G | \\
                --delete-identifier ID | --delete-entity TYPE:ID
            Offer shortcuts:
              errand donate --user amy --app A --suggested-shortcuts FILE.json
            Donate a history:
              errand donate --user amy --app A --log FILE.jsonl  # a usage log: all or none
            """)

    @OptionGroup var state: SuggestionStateOptions
    @Option(help: "The person who performed the action (default: $USER).", transform: PersonArgument.read)
    var user: String = PersonArgument.defaultPerson
    @Option(help: "The app that performed it.") var app: String
    @Option(help: "The action performed (an interaction).") var action: String?
    @Option(help: "A parameter value, NAME=VALUE (text read by the parameter's type, or tagged JSON).")
    var value: [String] = []
    @Option(help: "An output of the action, NAME=VALUE.") var result: [String] = []
    @Option(help: "An image for the key parameter's value (path or URL).") var image: String?
    @Option(help: "The phrase the app suggests for running this again.") var phrase: String?
    @Option(help: "The donation's identifier for later deletion.") var identifier: String?
    @Option(help: "A group identifier for deleting related donations together.") var group: String?
    @Option(help: "The activity type (an activity donation).") var activity: String?
    @Option(help: "The activity's title.") var title: String?
    @Option(help: "The activity's persistent identifier.") var persistentIdentifier: String?
    @Option(help: "An activity user-info entry, KEY=TEXT.") var info: [String] = []
    @Option(help: "A user-info key the activity needs.") var requiredKey: [String] = []
    @Flag(help: "The activity must not be used for predictions.") var notEligible = false
    @OptionGroup var moment: MomentOptions
    @Option(help: "The previous action, APP/ACTION.") var previous: String?
    @Option(help: "Delete the app's donations with this identifier.") var deleteIdentifier: [String] = []
    @Option(help: "Delete the app's donations in this group.") var deleteGroup: String?
    @Flag(help: "Delete every donation of the app.") var deleteAll = false
    @Option(help: "Delete every donation of the app that refers to this entity, TYPE:ID (person:ID for a contact).")
    var deleteEntity: String?
    @Option(help: "Replace the app's suggested shortcuts with this JSON array.") var suggestedShortcuts: String?
    @Option(help: "Replace the app's relevant shortcuts with this JSON array.") var relevantShortcuts: String?
    @Option(help: "Donate a reservation: a JSON file, or the JSON object itself (kind, title, startsAt, place…).")
    var reservation: String?
    @Option(
        help: """
            Donate every action of a usage log (JSON Lines, as errand eval suggestions reads), each \
            checked; one refused line refuses the file and nothing is kept.
            """)
    var log: String?

    public init() {}

    public func run() throws {
        let store = try state.openStore()
        if try runDeletionsAndLists(store, catalog: state.loadCatalog) { return }
        let catalog = try state.loadCatalog()
        let appDefinition = try CatalogLookup.app(app, in: catalog)
        if let log {
            return try donateLog(log, store: store, catalog: catalog, app: appDefinition)
        }
        let content: Donation.Content
        if let action {
            let definition = try CatalogLookup.action(action, of: appDefinition)
            let values = try ValueText.values(
                value, option: "--value", in: appDefinition, type: { definition.parameter(named: $0)?.type },
                defaultValue: { definition.parameter(named: $0)?.defaultValue })
            let outputs = try ValueText.values(result, option: "--result", in: appDefinition) {
                definition.output(named: $0)?.type
            }
            content = .interaction(
                InteractionDonation(
                    action: action, values: values, result: outputs, keyImage: image, suggestedInvocationPhrase: phrase,
                    identifier: identifier))
        } else if let activity {
            guard let title, let persistentIdentifier else {
                throw CommandFailure("an activity donation needs --title and --persistent-identifier")
            }
            var userInfo: [String: Value] = [:]
            for item in info {
                let (key, text) = try Self.pair(item, option: "--info")
                userInfo[key] = .string(text)
            }
            content = .activity(
                ActivityDonation(
                    activityType: activity, title: title, userInfo: userInfo, requiredKeys: requiredKey,
                    persistentIdentifier: persistentIdentifier, isEligibleForPrediction: !notEligible,
                    suggestedInvocationPhrase: phrase))
        } else {
            throw CommandFailure("say what was done: --action NAME, or --activity TYPE (or a --delete-… option)")
        }
        if let previous {
            // NB: checked as --after-action is: an action no app has was never done before this one.
            let (previousApp, previousAction) = try AutomationArgumentText.appAndName(
                previous, option: "--previous", form: "APP/ACTION")
            let definition = try CatalogLookup.app(previousApp, in: catalog, what: "--previous: ")
            _ = try CatalogLookup.action(previousAction, of: definition, what: "--previous: ")
        }
        let context = try moment.donationContext(previous: previous)
        if let at = moment.at { try PerformedMoment.check(context.date, written: at, in: "--at") }
        let donation = Donation(person: user, app: app, content: content, context: context, groupIdentifier: group)
        do {
            try DonationCenter(catalog: catalog, store: store).donate(donation)
        } catch {
            throw CommandFailure("refused: \(error.description)")
        }
        print("donated \(donation.id)")
    }

    /// What a deletion by an entity that matched nothing may have meant: the same identifier of
    /// another type, which the app's donations do refer to ("; none refers to person:amy-lee, but
    /// some refer to Contact:amy-lee").
    private func hint(_ deleted: Int, _ selector: DonationSelector, _ store: SQLiteStore) throws -> String {
        guard deleted == 0, case .referringTo(let entity) = selector else { return "" }
        return Self.otherTypes(of: entity, referred: try store.entityTypes(referredToAs: entity.id, of: user, app: app))
    }

    /// The hint of `hint`, from the entity types the app's donations refer to by the same id.
    static func otherTypes(of entity: EntityKey, referred types: [String]) -> String {
        let named = types.filter { $0 != entity.type }.map { "\($0):\(entity.id)" }
        guard let first = named.first else { return "" }
        return "; none refers to \(entity.type):\(entity.id), but some refer to "
            + "\(named.joined(separator: " and ")) (--delete-entity \(first))"
    }

    /// Runs the deletion and list options; returns whether any was given. The catalog is loaded
    /// only to check offers: a deletion needs none, and works while a manifest is broken.
    private func runDeletionsAndLists(_ store: SQLiteStore, catalog: () throws -> Catalog) throws -> Bool {
        var selectors: [DonationSelector] = []
        if !deleteIdentifier.isEmpty { selectors.append(.persistentIdentifiers(deleteIdentifier)) }
        if let deleteGroup { selectors.append(.groupIdentifier(deleteGroup)) }
        if deleteAll { selectors.append(.all) }
        if let deleteEntity {
            let parts = deleteEntity.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw ValidationError("--delete-entity must be TYPE:ID, e.g. person:amy-42") }
            selectors.append(.referringTo(EntityKey(type: parts[0], id: parts[1])))
        }
        for selector in selectors {
            let deleted = try store.deleteDonations(of: user, app: app, matching: selector)
            print("deleted \(deleted) donation\(deleted == 1 ? "" : "s")" + (try hint(deleted, selector, store)))
        }
        guard suggestedShortcuts != nil || relevantShortcuts != nil || reservation != nil else {
            return !selectors.isEmpty
        }
        // Every list is read before any is kept, so a bad one leaves the others as they were.
        let suggested = try suggestedShortcuts.map {
            try Self.decode(
                [SuggestedShortcut].self, from: $0, what: "suggested shortcuts", expected: Self.suggestedForm)
        }
        let relevant = try relevantShortcuts.map {
            try Self.decode(
                [RelevantShortcut].self, from: $0, what: "relevant shortcuts",
                expected: "[{\"shortcut\": \(Self.suggestedForm.dropFirst().dropLast()), \"relevance\": "
                    + "[{\"dailyRoutine\": {\"_0\": \"morning\"}}, …], \"watchTitle\": …}, …]")
        }
        let item = try reservation.map {
            try Self.decode(
                Reservation.self, from: $0, what: "reservation",
                expected: "{\"id\": …, \"kind\": " + Reservation.Kind.allCases.map(\.rawValue).joined(separator: "|")
                    + ", \"title\": …, \"startsAt\": \"2026-03-02T20:00:00Z\", \"endsAt\", \"place\", "
                    + "\"destination\": {\"name\", \"latitude\", \"longitude\"} (optional)}")
        }
        let center = DonationCenter(catalog: try catalog(), store: store)
        if let suggested {
            try Self.refusing { try center.replaceSuggestedShortcuts(suggested, of: user, app: app) }
            print(suggested.count == 1 ? "1 suggested shortcut" : "\(suggested.count) suggested shortcuts")
        }
        if let relevant {
            try Self.refusing { try center.replaceRelevantShortcuts(relevant, of: user, app: app) }
            print(relevant.count == 1 ? "1 relevant shortcut" : "\(relevant.count) relevant shortcuts")
        }
        if let item {
            try Self.refusing { try center.donate(item, of: user, app: app) }
            print("reservation \(item.id)")
        }
        return true
    }

    static func pair(_ item: String, option: String) throws -> (String, String) {
        let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty else {
            throw ValidationError("\(option) '\(item)' must be NAME=VALUE")
        }
        return (parts[0], parts[1])
    }

    static func read(_ path: String) throws -> Data {
        try InputFile.read(path)
    }

    /// The shape of a suggested shortcut, for messages.
    static let suggestedForm =
        "[{\"id\": …, \"action\": …, \"values\": {\"size\": {\"type\": \"enum\", \"value\": \"large\"}}, \"title\": …}, …]"

    /// `source` — a JSON file, or the JSON itself when it starts with `{` or `[` — decoded as
    /// `type`; a failure names the source, where in it, and the form expected.
    static func decode<Item: Decodable>(_ type: Item.Type, from source: String, what: String, expected: String)
        throws -> Item
    {
        let inline = source.hasPrefix("{") || source.hasPrefix("[")
        let data = inline ? Data(source.utf8) : try read(source)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .localTime
        do {
            return try decoder.decode(type, from: data)
        } catch {
            let origin = inline ? "the \(what) given" : "'\(source)'"
            throw CommandFailure(
                "cannot read \(origin): \(DecodingProblem.describe(error)); expected \(what) as \(expected)")
        }
    }

    /// Runs `body`, reporting a refused offer as the command's failure.
    private static func refusing(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as DonationError where error.isInvalidDonation {
            throw CommandFailure("refused: \(error.description)")
        }
    }
}

/// Where the state and the catalog are: shared by `donate` and `suggest`.
public struct SuggestionStateOptions: ParsableArguments {
    @Option(help: StateArgument.help, transform: StateArgument.read)
    var state: String?
    @Option(help: "A manifest file or directory (repeatable; default: the example apps built into Errand).")
    var catalog: [String] = []

    public init() {}

    func openStore() throws -> SQLiteStore {
        try SQLiteStore.opening(state: state)
    }

    /// The catalog the way `errand chat` chooses it, so what is donated, suggested and added
    /// as a phrase is checked against the apps that run it.
    func loadCatalog() throws -> Catalog {
        try loadSetup().catalog
    }

    /// The catalog with its apps' handlers, as `errand chat` runs them.
    func loadSetup() throws -> ConversationSetup {
        try ConversationSetup.loading(catalog)
    }
}

/// Reads a value typed on the command line by the type of the parameter it is for.
enum ValueText {
    /// `text` read as a value of `type` for the parameter `name`; a currency amount written
    /// without its currency takes the one of `defaultValue`, the parameter's default.
    static func parse(
        _ text: String, as type: ValueType, in app: AppDefinition, name: String, defaultValue: Value? = nil
    ) throws -> Value {
        if text.hasPrefix("{") {
            do {
                return try JSONDecoder().decode(Value.self, from: Data(text.utf8))
            } catch {
                throw ValidationError(
                    "'\(name)': cannot read \(QuotedText.quoted(text)) as a tagged value: "
                        + "\(DecodingProblem.describe(error)); write {\"type\": TYPE, \"value\": …}")
            }
        }
        func fail(_ expected: String) -> ValidationError {
            ValidationError("'\(name)': '\(text)' is not \(expected)")
        }
        switch type {
        case .integer:
            guard let value = Int(text) else { throw fail("an integer") }
            return .integer(value)
        case .decimal:
            guard let value = Double(text) else { throw fail("a number") }
            return .decimal(try finite(value, text, name: name))
        case .percentage:
            guard let value = Double(text.replacingOccurrences(of: "%", with: "")) else { throw fail("a percentage") }
            return .percentage(try finite(value, text, name: name))
        case .duration:
            guard let value = Double(text) else { throw fail("a duration in seconds") }
            return .duration(try finite(value, text, name: name))
        case .currency:
            var defaultCode: String?
            if case .currency(let amount)? = defaultValue { defaultCode = amount.code }
            return .currency(try CurrencyText.amount(text, defaultCode: defaultCode, name: name))
        case .boolean:
            guard let value = Bool(text.lowercased()) else { throw fail("true or false") }
            return .boolean(value)
        case .date:
            guard let value = CalendarDate(iso8601: text) else { throw fail("a date YYYY-MM-DD") }
            return .date(value)
        case .time:
            guard let value = TimeOfDay(iso8601: text) else { throw fail("a time HH:MM") }
            return .time(value)
        case .dateTime:
            do {
                return .dateTime(Date(timeIntervalSince1970: try LocalTime(validating: text).instant))
            } catch {
                throw ValidationError("'\(name)': \(error)")
            }
        case .person: return .person(Person(name: text))
        case .place: return .place(Place(name: text))
        case .url:
            guard let url = URL(string: text) else { throw fail("a URL") }
            return .url(url)
        case .file: return .file(FileReference(path: text))
        case .list(let element):
            return .list(
                try text.split(separator: ",").map {
                    try parse($0.trimmingCharacters(in: .whitespaces), as: element, in: app, name: name)
                })
        case .custom(let typeName):
            guard let declared = app.type(named: typeName) else { return .string(text) }
            let named = declared.namedValues.filter {
                $0.names.contains { $0.caseInsensitiveCompare(text) == .orderedSame }
            }
            let byID = declared.namedValues.first { $0.id == text }
            // NB: a name two values share ("amy" of Amy Lee and Amy Chen) is neither: a message
            // imported for "amy" went to whichever was declared first.
            if byID == nil, named.count > 1 {
                let each = named.map { "\($0.title) (\($0.id))" }.joined(separator: ", ")
                throw ValidationError(
                    "'\(name)': \(QuotedText.quoted(text)) names \(named.count) of \(typeName): \(each); give the id of "
                        + "the one meant")
            }
            let match = byID ?? named.first
            if declared.isEnumeration { return .enumCase(match?.id ?? text) }
            return .entity(EntityReference(type: typeName, id: match?.id ?? text, title: match?.title ?? text))
        default:
            return .string(text)
        }
    }

    /// `value` when it is finite; "nan" and "inf" read as numbers but are no amount of anything.
    private static func finite(_ value: Double, _ text: String, name: String) throws -> Double {
        guard value.isFinite else { throw notFinite(text, name: name) }
        return value
    }

    static func notFinite(_ text: String, name: String) -> ValidationError {
        ValidationError("'\(name)': \(QuotedText.quoted(text)) is not a finite number; give digits, e.g. 20 or 2.5")
    }
}
