import ArgumentParser

/// Checks the numbers given to options against what their help promises, before anything
/// runs: "--interpolation must be from 0 to 1; got 2.0".
enum OptionRange {
    /// `value` (when given) must be finite and within `range`.
    static func check(_ value: Double?, _ option: String, in range: ClosedRange<Double>) throws {
        guard let value else { return }
        guard value.isFinite, range.contains(value) else {
            let upper = range.upperBound == .greatestFiniteMagnitude ? "" : " to \(format(range.upperBound))"
            let span =
                upper.isEmpty ? "at least \(format(range.lowerBound))" : "from \(format(range.lowerBound))\(upper)"
            throw ValidationError("\(option) must be a number \(span); got \(value)")
        }
    }

    /// `value` (when given) must be finite and above 0.
    static func checkPositive(_ value: Double?, _ option: String) throws {
        guard let value else { return }
        guard value.isFinite, value > 0 else {
            throw ValidationError("\(option) must be a number above 0; got \(value)")
        }
    }

    /// `value` (when given) must not be negative.
    static func checkCount(_ value: Int?, _ option: String) throws {
        guard let value, value < 0 else { return }
        throw ValidationError("\(option) must be 0 or more; got \(value)")
    }

    /// Every number at least 0.
    static let notNegative = 0...Double.greatestFiniteMagnitude
    /// A probability or a share.
    static let unit = 0.0...1.0

    private static func format(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : "\(number)"
    }
}
