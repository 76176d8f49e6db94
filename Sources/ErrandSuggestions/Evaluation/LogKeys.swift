import Foundation

/// The keys each object of a usage log record may have: a key the log format does not know is
/// refused, not ignored — a misspelt `"paramters"` would drop every value of the action without
/// a word, and the values it holds would never be checked.
enum LogKeys {
    static let event = ["user", "at", "app", "action", "parameters", "context"]
    static let context = ["place", "motion", "device"]
    static let place = ["lat", "lon", "name", "latitude", "longitude", "lng"]

    /// Throws when the object `decoder` reads has a key not in `allowed`, naming the key, its
    /// place in the record and the keys that are allowed.
    static func check(_ decoder: any Decoder, allowed: [String]) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        for key in container.allKeys where !allowed.contains(key.stringValue) {
            throw UnknownLogKey(key: key.stringValue, path: container.codingPath, allowed: allowed)
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// A key of a usage log record that the format does not have.
struct UnknownLogKey: Error, CustomStringConvertible {
    var key: String
    var path: [any CodingKey]
    var allowed: [String]

    var description: String {
        let place = DecodingProblem.path(path)
        return "unknown key \"\(key)\"" + (place.isEmpty ? "" : " in '\(place)'") + "; the keys there are "
            + allowed.joined(separator: ", ")
    }
}
