import ErrandCatalog
import Foundation

/// Reads a dot-separated property path off a value: an entity's properties (`notes`,
/// `attendees`), a dictionary's key, or a built-in property — a person's `name`, `handle` and
/// `id`; a place's `name`, `latitude` and `longitude`; an entity's `title` and `id`; an
/// amount's `amount` and `code`; a date's `year`, `month` and `day`; a list's `count`. On a
/// list, a path reads each item (`tasks.notes` is the list of the tasks' notes).
///
/// - Complexity: O(n·d) for a list of n items and a path of d names.
public enum PropertyPath {
    /// Why a path could not be read: the name that is unknown and what is known instead.
    public struct Failure: Error, Sendable, Hashable {
        public var name: String
        public var known: [String]

        public init(name: String, known: [String]) {
            self.name = name
            self.known = known
        }
    }

    /// The value at `path` in `value`.
    public static func read(_ path: String, in value: ShortcutValue) throws(Failure) -> ShortcutValue {
        var current = value
        for name in path.split(separator: ".", omittingEmptySubsequences: true) {
            current = try read(name: String(name), in: current)
        }
        return current
    }

    static func read(name: String, in value: ShortcutValue) throws(Failure) -> ShortcutValue {
        switch value {
        case .nothing:
            return .nothing
        case .dictionary(let entries):
            guard let found = entries[name] else { throw Failure(name: name, known: entries.keys.sorted()) }
            return found
        case .list(let items):
            if name == "count" { return .value(.integer(items.count)) }
            var mapped: [ShortcutValue] = []
            mapped.reserveCapacity(items.count)
            for item in items {
                // A property that is itself a list flattens in: the attendees of several events.
                switch try read(name: name, in: item) {
                case .list(let inner): mapped += inner
                case let one: mapped.append(one)
                }
            }
            return .list(mapped)
        case .value(let single):
            return try read(name: name, in: single)
        }
    }

    static func read(name: String, in value: Value) throws(Failure) -> ShortcutValue {
        switch value {
        case .entity(let entity):
            if let property = entity.properties[name] { return ShortcutValue(property) }
            switch name {
            case "title", "name": return .value(.string(entity.title))
            case "id": return .value(.string(entity.id))
            case "type": return .value(.string(entity.type))
            default: throw Failure(name: name, known: ["title", "id"] + entity.properties.keys.sorted())
            }
        case .person(let person):
            switch name {
            case "name": return .value(.string(person.name))
            case "handle": return person.handle.map { .value(.string($0)) } ?? .nothing
            case "id": return person.id.map { .value(.string($0)) } ?? .nothing
            default: throw Failure(name: name, known: ["name", "handle", "id"])
            }
        case .place(let place):
            switch name {
            case "name": return .value(.string(place.name))
            case "latitude": return place.latitude.map { .value(.decimal($0)) } ?? .nothing
            case "longitude": return place.longitude.map { .value(.decimal($0)) } ?? .nothing
            default: throw Failure(name: name, known: ["name", "latitude", "longitude"])
            }
        case .currency(let amount):
            switch name {
            case "amount": return .value(.decimal(amount.amount))
            case "code", "currency": return .value(.string(amount.code))
            default: throw Failure(name: name, known: ["amount", "code"])
            }
        case .date(let date):
            switch name {
            case "year": return .value(.integer(date.year))
            case "month": return .value(.integer(date.month))
            case "day": return .value(.integer(date.day))
            default: throw Failure(name: name, known: ["year", "month", "day"])
            }
        case .duration(let seconds):
            switch name {
            case "seconds": return .value(.decimal(seconds))
            case "minutes": return .value(.decimal(seconds / 60))
            case "hours": return .value(.decimal(seconds / 3600))
            default: throw Failure(name: name, known: ["seconds", "minutes", "hours"])
            }
        case .list(let items):
            return try read(name: name, in: .list(items.map(ShortcutValue.init)))
        case .string(let text):
            if name == "count" || name == "length" { return .value(.integer(text.count)) }
            throw Failure(name: name, known: ["count"])
        default:
            throw Failure(name: name, known: [])
        }
    }
}
