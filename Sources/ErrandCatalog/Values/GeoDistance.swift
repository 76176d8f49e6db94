import Foundation

/// The distance between two points on the Earth, for everything that asks "is the person
/// there?": places in suggestions, geofences of automations.
public enum GeoDistance {
    /// The great-circle (haversine) distance in metres between two latitude/longitude pairs
    /// in degrees, on a sphere of the Earth's mean radius.
    public static func metres(
        fromLatitude latitude: Double, longitude: Double, toLatitude otherLatitude: Double,
        longitude otherLongitude: Double
    ) -> Double {
        let earthRadius = 6_371_008.8
        let radians = Double.pi / 180
        let deltaLatitude = (otherLatitude - latitude) * radians
        let deltaLongitude = (otherLongitude - longitude) * radians
        let a =
            sin(deltaLatitude / 2) * sin(deltaLatitude / 2)
            + cos(latitude * radians) * cos(otherLatitude * radians) * sin(deltaLongitude / 2)
            * sin(deltaLongitude / 2)
        return 2 * earthRadius * atan2(sqrt(a), sqrt(max(0, 1 - a)))
    }
}
