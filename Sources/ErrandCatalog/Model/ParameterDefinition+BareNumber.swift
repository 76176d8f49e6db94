import Foundation

/// A length of time said as a number alone: "water the back lawn for 15", where the zone waters
/// for 10 minutes unless told otherwise, is 15 minutes.
extension ParameterDefinition {
    /// The length of time `count` means for this parameter: that many of the unit its default is
    /// a whole number of (hours, else minutes, else seconds), or `nil` when it has no default
    /// length of time to say the unit.
    public func lengthOfTime(count: Double) -> TimeInterval? {
        guard type == .duration, case .duration(let usual)? = defaultValue, usual > 0, count > 0, count < 1e9 else {
            return nil
        }
        let unit: TimeInterval =
            usual.truncatingRemainder(dividingBy: 3600) == 0
            ? 3600 : usual.truncatingRemainder(dividingBy: 60) == 0 ? 60 : 1
        return count * unit
    }
}
