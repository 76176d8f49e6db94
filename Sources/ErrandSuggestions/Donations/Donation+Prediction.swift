import ErrandCatalog
import Foundation

extension Donation {
    /// The shortcut this donation lets Errand suggest, or `nil` when it is not eligible.
    ///
    /// An interaction keeps its salient values — not instants or dates, which never repeat, nor
    /// long free text such as a message body; an activity is its type and persistent identifier.
    public var candidate: Candidate? {
        switch content {
        case .interaction(let interaction):
            var values: [String: String] = [:]
            for (name, value) in interaction.values {
                if let text = value.salientText { values[name] = text }
            }
            return Candidate(app: app, action: interaction.action, values: values)
        case .activity(let activity):
            guard activity.isEligibleForPrediction else { return nil }
            return Candidate(
                app: app, action: "activity:" + activity.activityType,
                values: ["id": activity.persistentIdentifier, "title": activity.title])
        }
    }

    /// The entities (and contacts with an identifier) this donation's values refer to, so it
    /// can be deleted when one of them no longer exists.
    public var referencedEntities: [EntityKey] {
        var keys: Set<EntityKey> = []
        func visit(_ value: Value) {
            switch value {
            case .entity(let reference): keys.insert(EntityKey(type: reference.type, id: reference.id))
            case .person(let person): if let id = person.id { keys.insert(EntityKey(type: "person", id: id)) }
            case .list(let items): items.forEach(visit)
            default: break
            }
        }
        switch content {
        case .interaction(let interaction): interaction.values.values.forEach(visit)
        case .activity(let activity): activity.userInfo.values.forEach(visit)
        }
        return keys.sorted { ($0.type, $0.id) < ($1.type, $1.id) }
    }
}

/// One of an app's entities, by type and identifier (`Contact`/`amy-42`); contacts given as a
/// `person` value with an identifier are `person`/their id.
public struct EntityKey: Sendable, Hashable, Codable {
    public var type: String
    public var id: String

    public init(type: String, id: String) {
        self.type = type
        self.id = id
    }
}

extension Value {
    /// What follows a duration's seconds in its suggestion text: `900s`.
    static let secondsMark = "s"

    /// The seconds of a duration's suggestion text (`900s` is 900), or `nil` for other text.
    ///
    /// NB: the suggestion text is part of what a candidate is, so it stays `900s` whatever
    /// titles show; this reads it back for them.
    static func durationSeconds(inSalientText text: String) -> Double? {
        guard text.hasSuffix(secondsMark) else { return nil }
        return Double(text.dropLast(secondsMark.count))
    }

    /// A distance's or a temperature's suggestion text as a title writes it: "5.0 kilometers" is
    /// "5 km", "72.0 degree" is "72°"; `nil` for other text.
    ///
    /// NB: as a duration's, the suggestion text stays what it is; this reads it back for titles.
    static func measure(inSalientText text: String, of type: ValueType) -> String? {
        let parts = text.split(separator: " ")
        guard parts.count == 2, let number = Double(parts[0]) else { return nil }
        let written = ParameterValueProblem.written(number)
        switch type {
        case .distance: return Distance.Unit(rawValue: String(parts[1]))?.written(written)
        case .temperature: return Temperature.Unit(rawValue: String(parts[1]))?.written(written)
        default: return nil
        }
    }

    /// The value as suggestion text, or `nil` when it is not worth suggesting again.
    public var salientText: String? {
        switch self {
        case .dateTime, .date: return nil
        case .string(let text): return text.count > 40 ? nil : text
        case .integer(let value): return String(value)
        case .decimal(let value), .percentage(let value): return String(value)
        case .boolean(let value): return value ? "true" : "false"
        case .time(let time): return time.iso8601
        case .duration(let seconds): return (Int(fitting: seconds).map(String.init) ?? "\(seconds)") + Self.secondsMark
        case .currency(let amount): return String(format: "%.2f %@", amount.amount, amount.code)
        case .temperature(let temperature): return "\(temperature.value) \(temperature.unit.rawValue)"
        case .distance(let distance): return "\(distance.value) \(distance.unit.rawValue)"
        case .place(let place): return place.name
        case .person(let person): return person.name
        case .url(let url): return url.absoluteString
        case .file(let file): return file.path
        case .enumCase(let id): return id
        case .entity(let reference): return reference.title
        case .list(let items):
            let texts = items.compactMap(\.salientText)
            return texts.isEmpty ? nil : texts.joined(separator: ", ")
        }
    }
}

extension Predictor {
    /// Observes each donation that lets Errand suggest something, in the order given.
    mutating func learn(from donations: some Sequence<Donation>) {
        for donation in donations {
            guard let candidate = donation.candidate, let context = donation.context.predictionContext else { continue }
            observe(candidate, in: context)
        }
    }
}
