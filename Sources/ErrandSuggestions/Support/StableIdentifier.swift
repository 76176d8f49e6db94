/// Identifiers derived from text, the same on every run and every machine, so a decision
/// recorded against one (declined, dismissed, acted on) holds when it is computed again.
enum StableIdentifier {
    /// `prefix` and the 64-bit FNV-1a hash of the UTF-8 bytes of `text`, in hexadecimal:
    /// `auto-1f3a…`.
    static func make(_ prefix: String, from text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return prefix + String(hash, radix: 16)
    }
}
