import ErrandCatalog
import Foundation

/// The places one person has been, learned from what their devices report, so a bare
/// latitude/longitude can be recognised as "Home" once Home has been seen with a name.
///
/// Named places keep the first coordinates seen with them; an unnamed observation within
/// `radius` metres of a named place is that place, otherwise it falls in a grid cell of about
/// `radius` metres, so repeated visits to an unnamed café still count as one place.
public struct KnownPlaces: Sendable, Hashable, Codable {
    /// How close (metres) an unnamed observation must be to a named place to be it.
    public var radius: Double = 250

    private var ids: [String: Int] = [:]
    private var names: [String] = []
    private var named: [NamedPlace] = []

    private struct NamedPlace: Sendable, Hashable, Codable {
        var id: Int
        var latitude: Double
        var longitude: Double
    }

    public init() {}

    public static func == (lhs: KnownPlaces, rhs: KnownPlaces) -> Bool { lhs.names == rhs.names }
    public func hash(into hasher: inout Hasher) { hasher.combine(names) }

    /// The place identifier of an observation, learning names and coordinates as it goes.
    /// Returns 0 for "no place known".
    public mutating func learn(_ place: PlaceObservation?) -> Int {
        guard let place else { return 0 }
        if let name = place.name?.trimmingCharacters(in: .whitespaces), !name.isEmpty {
            let id = intern("n:" + name.lowercased(), display: name)
            if let coordinate = place.coordinate, !named.contains(where: { $0.id == id }) {
                named.append(NamedPlace(id: id, latitude: coordinate.latitude, longitude: coordinate.longitude))
            }
            return id
        }
        return resolveCoordinates(place, learning: true)
    }

    /// The place identifier of an observation without learning from it; 0 when unknown.
    public func identify(_ place: PlaceObservation?) -> Int {
        guard let place else { return 0 }
        if let name = place.name?.trimmingCharacters(in: .whitespaces), !name.isEmpty {
            return ids["n:" + name.lowercased()] ?? -1
        }
        var copy = self
        return copy.resolveCoordinates(place, learning: false)
    }

    /// Whether every identifier names a known place and every coordinate is on the globe (a
    /// snapshot read back is checked).
    var isConsistent: Bool {
        let known = 1...max(names.count, 1)
        return ids.count == names.count && ids.values.allSatisfy(known.contains)
            && named.allSatisfy {
                known.contains($0.id) && (-90...90).contains($0.latitude) && (-180...180).contains($0.longitude)
            }
    }

    /// The name to show for a place identifier, when the place has one.
    public func name(of id: Int) -> String? {
        guard id > 0, id <= names.count else { return nil }
        let name = names[id - 1]
        return name.hasPrefix("\u{1F}") ? nil : name
    }

    private mutating func resolveCoordinates(_ place: PlaceObservation, learning: Bool) -> Int {
        guard let coordinate = place.coordinate else { return 0 }
        var best: (id: Int, distance: Double)?
        for candidate in named {
            let distance = Self.distance(coordinate, (candidate.latitude, candidate.longitude))
            if distance <= radius, distance < (best?.distance ?? .infinity) { best = (candidate.id, distance) }
        }
        if let best { return best.id }
        // NB: a radius out of reason (0, NaN, from a damaged snapshot) would make a cell number
        // that no integer holds; cells stay between a metre and a thousand kilometres.
        let metres = radius.isFinite ? min(max(radius, 1), 1_000_000) : 250
        let cellDegrees = metres / 111_000
        let row = Int((coordinate.latitude / cellDegrees).rounded(.down))
        let column = Int((coordinate.longitude / cellDegrees).rounded(.down))
        let key = "c:\(row):\(column)"
        if let id = ids[key] { return id }
        return learning ? intern(key, display: "\u{1F}" + key) : -1
    }

    private mutating func intern(_ key: String, display: String) -> Int {
        if let id = ids[key] { return id }
        names.append(display)
        ids[key] = names.count
        return names.count
    }

    /// The distance in metres between two (latitude, longitude) pairs.
    static func distance(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
        GeoDistance.metres(fromLatitude: a.0, longitude: a.1, toLatitude: b.0, longitude: b.1)
    }
}
