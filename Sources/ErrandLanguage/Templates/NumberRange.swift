/// A list of numbers a slot accepts: `from`...`to` by `step`, optionally with fractions.
///
/// Written in a lists file as `range: {from: 0, to: 100}` or inline in a template as
/// `{0..100:brightness}` or `{10..100,10:seconds}`. A number is read from digits ("50") or
/// from words ("fifty", "twenty-five"), and multiplied by `multiplier` for the slot value.
public struct NumberRange: Sendable, Hashable {
    /// Which fractions of each whole number are accepted besides the whole number.
    public enum Fractions: String, Sendable, Hashable {
        case none, halves, tenths
    }

    public var lowerBound: Int
    public var upperBound: Int
    public var step: Int
    public var fractions: Fractions
    public var multiplier: Double?
    /// Whether digits ("50") are accepted.
    public var acceptsDigits: Bool
    /// Whether number words ("fifty") are accepted.
    public var acceptsWords: Bool

    public init(
        from lowerBound: Int, to upperBound: Int, step: Int = 1, fractions: Fractions = .none,
        multiplier: Double? = nil, acceptsDigits: Bool = true, acceptsWords: Bool = true
    ) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.step = max(1, step)
        self.fractions = fractions
        self.multiplier = multiplier
        self.acceptsDigits = acceptsDigits
        self.acceptsWords = acceptsWords
    }

    /// Whether `number` is one of the range's numbers.
    ///
    /// - Complexity: O(1).
    public func contains(_ number: Double) -> Bool {
        guard number.isFinite else { return false }
        let whole = number.rounded(.down)
        guard whole >= Double(lowerBound), whole <= Double(upperBound) else { return false }
        let offset = whole - Double(lowerBound)
        guard offset.truncatingRemainder(dividingBy: Double(step)) == 0 else { return false }
        let fraction = number - whole
        switch fractions {
        case .none: return fraction == 0 && number <= Double(upperBound)
        case .halves: return fraction == 0 || abs(fraction - 0.5) < 1e-9
        case .tenths:
            let tenths = fraction * 10
            return abs(tenths - tenths.rounded()) < 1e-6
        }
    }

    /// The slot value for `number`: the number times the multiplier.
    public func value(for number: Double) -> Double {
        guard let multiplier else { return number }
        return number * multiplier
    }
}
