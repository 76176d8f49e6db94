import Foundation

extension Value {
    /// The largest magnitude a number in a value may have. Past it a `Double` no longer holds
    /// every whole number, and no count, duration, amount or temperature a person means is
    /// that large; a value beyond it ("a timer of 1e300 seconds") is refused where it enters.
    public static let largestMagnitude = 1e15

    /// The first number in the value (a list's, item by item) that is not finite or lies
    /// beyond `largestMagnitude`, or `nil` when every number fits.
    public var numberBeyondMagnitude: Double? {
        if case .list(let items) = self { return items.lazy.compactMap(\.numberBeyondMagnitude).first }
        guard let number, !(abs(number) <= Self.largestMagnitude) else { return nil }
        return number
    }
}

extension Int {
    /// `value` rounded toward zero, or `nil` when it is not finite or beyond what an `Int`
    /// holds (where `Int(value)` would stop the program).
    public init?(fitting value: Double) {
        self.init(exactly: value.rounded(.towardZero))
    }

    /// `value` rounded toward zero, held to `Int.min...Int.max` (0 for NaN): for a bound or a
    /// figure that is only shown.
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else {
            self = Int(fitting: value) ?? (value < 0 ? .min : .max)
        }
    }
}
