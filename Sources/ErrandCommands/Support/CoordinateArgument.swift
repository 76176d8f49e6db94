import ArgumentParser
import ErrandShortcuts
import Foundation

/// A place typed after an option (`--place 40.71,-74.0`), for `suggest`, `donate` and
/// `automations tick`.
enum CoordinateArgument {
    /// `40.71,-74.0` → a coordinate; fails with the form when `text` is not two numbers, and with
    /// the ranges when they are off the globe.
    static func coordinate(_ text: String, option: String) throws -> Coordinate {
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let latitude = parts[0], let longitude = parts[1] else {
            throw ValidationError("\(option) '\(text)' must be LAT,LON in degrees, e.g. 40.71,-74.0")
        }
        let coordinate = Coordinate(latitude: latitude, longitude: longitude)
        guard coordinate.isValid else {
            throw ValidationError("\(option) '\(text)': latitude must be -90…90 and longitude -180…180")
        }
        return coordinate
    }
}
