import Foundation

/// A small, fast, seedable random number generator (SplitMix64), so a simulation is the same
/// for the same seed on every machine.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed &+ 0x9E37_79B9_7F4A_7C15
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform number in `0..<1`.
    public mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool { unit() < probability }

    /// A normally distributed number (Box–Muller).
    public mutating func normal(mean: Double, deviation: Double) -> Double {
        let u = max(unit(), 1e-12)
        let v = unit()
        return mean + deviation * (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }

    /// A uniform number in `range`.
    public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    /// An index in `0..<count` drawn with Zipf-like weights 1/(i+1)^exponent.
    public mutating func zipfIndex(count: Int, exponent: Double = 1.1) -> Int {
        guard count > 1 else { return 0 }
        let weights = (0..<count).map { 1 / pow(Double($0 + 1), exponent) }
        var target = unit() * weights.reduce(0, +)
        for (index, weight) in weights.enumerated() {
            target -= weight
            if target <= 0 { return index }
        }
        return count - 1
    }

    /// A Poisson-distributed count with the given mean (Knuth's method; small means only).
    public mutating func poisson(mean: Double) -> Int {
        let limit = exp(-mean)
        var product = unit()
        var count = 0
        while product > limit, count < 100 {
            product *= unit()
            count += 1
        }
        return count
    }
}
