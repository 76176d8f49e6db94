extension Double {
    /// The value as an `Int` for counting days, hours or positions, clamped to ±10⁹.
    ///
    /// NB: input can spell any number ("in 4222222222222222222222 days"); converting it with
    /// `Int(_:)` would trap, and calendar arithmetic on it would overflow. No date or count a
    /// person means is that large, so the clamped value simply fails later range checks.
    var clampedInt: Int {
        guard !isNaN else { return 0 }
        return Int(Swift.max(-1e9, Swift.min(1e9, rounded(.towardZero))))
    }
}
