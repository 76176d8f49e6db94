/// A small, fast random number generator with a fixed seed (SplitMix64).
///
/// Training shuffles examples with it, so the same seed and data always give the same model.
struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var value = state
        value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
        value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
        return value ^ (value >> 31)
    }

    /// The numbers `0..<count` in an order fixed by the generator's state (Fisher–Yates).
    mutating func permutation(of count: Int) -> [Int] {
        var order = Array(0..<count)
        guard count > 1 else { return order }
        for index in stride(from: count - 1, to: 0, by: -1) {
            let other = Int(next() % UInt64(index + 1))
            order.swapAt(index, other)
        }
        return order
    }
}
