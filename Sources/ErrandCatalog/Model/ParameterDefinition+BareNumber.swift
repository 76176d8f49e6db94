import Foundation

/// A length of time said as a number alone: "water the back lawn for 15", where the zone waters
/// for 10 minutes unless told otherwise, is 15 minutes.
extension ParameterDefinition {
    /// The length of time `count` means for this parameter: that many of the unit its default is
    /// a whole number of (hours for a default of two hours or more, else minutes, else seconds),
    /// or of the next smaller such unit when that length is past the parameter's bounds and this
    /// one's is not ("dry for 40", with a default of 2 hours and at most 3, is 40 minutes); `nil`
    /// when it has no default length of time to say the unit.
    public func lengthOfTime(count: Double) -> TimeInterval? {
        guard type == .duration, case .duration(let usual)? = defaultValue, usual > 0, count > 0, count < 1e9 else {
            return nil
        }
        // NB: a default written "60m" is an hour, and "dry for 40" still means minutes.
        let units: [TimeInterval] = [3600, 60, 1].filter {
            usual.truncatingRemainder(dividingBy: $0) == 0 && ($0 < 3600 || usual >= 7200)
        }
        let fitting = units.first { unit in
            (minimum.map { count * unit >= $0 } ?? true) && (maximum.map { count * unit <= $0 } ?? true)
        }
        return count * (fitting ?? units.first ?? 1)
    }
}
