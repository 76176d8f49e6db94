/// Stable 64-bit hashing for model features.
///
/// Swift's `Hasher` is seeded per process, so a model trained in one run could not be read in
/// another; these hashes are the same on every run and machine, which keeps training
/// deterministic and saved models portable.
enum FeatureHash {
    /// The FNV-1a offset basis: the hash of nothing.
    static let empty: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The FNV-1a hash of the UTF-8 bytes of `text`.
    ///
    /// - Complexity: O(n) in the number of bytes.
    static func of(_ text: String) -> UInt64 {
        var hash = empty
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// Extends an FNV-1a hash by one Unicode scalar, so prefixes and n-grams hash incrementally.
    @inline(__always)
    static func adding(_ scalar: Unicode.Scalar, to hash: UInt64) -> UInt64 {
        (hash ^ UInt64(scalar.value)) &* 0x100_0000_01b3
    }

    /// Combines two hashes into one that depends on both and on their order (SplitMix64 finaliser).
    @inline(__always)
    static func combine(_ first: UInt64, _ second: UInt64) -> UInt64 {
        var value = first &+ 0x9e37_79b9_7f4a_7c15 &+ (second &* 0xbf58_476d_1ce4_e5b9)
        value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
        value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
        return value ^ (value >> 31)
    }

    /// Combines three hashes, in order.
    @inline(__always)
    static func combine(_ first: UInt64, _ second: UInt64, _ third: UInt64) -> UInt64 {
        combine(combine(first, second), third)
    }
}
