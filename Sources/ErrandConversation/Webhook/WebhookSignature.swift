import Crypto
import Foundation

/// The HMAC-SHA256 signature of a webhook request, so the app can check the call comes from
/// the assistant and is fresh.
///
/// The signed text is the timestamp (Unix seconds), a full stop, then the exact body bytes:
/// `Errand-Signature: v1=<hex of HMAC-SHA256(secret, "1795510800." + body)>`, with the timestamp
/// in `Errand-Timestamp`. Apps reject signatures that do not match and timestamps more than five
/// minutes away from their clock.
public enum WebhookSignature {
    public static let signatureHeader = "Errand-Signature"
    public static let timestampHeader = "Errand-Timestamp"

    /// The header value `v1=<hex>` for `body` sent at `timestamp`.
    public static func sign(body: [UInt8], timestamp: Int, secret: String) -> String {
        let key = SymmetricKey(data: Array(secret.utf8))
        var message = Array("\(timestamp).".utf8)
        message += body
        let code = HMAC<SHA256>.authenticationCode(for: message, using: key)
        return "v1=" + code.map { String(format: "%02x", $0) }.joined()
    }

    /// Whether `signature` is right for `body` and `timestamp`, and the timestamp is within
    /// `tolerance` seconds of `now`. Compares in constant time.
    public static func isValid(
        signature: String, body: [UInt8], timestamp: Int, secret: String, now: Date, tolerance: Int = 300
    ) -> Bool {
        guard abs(Int(now.timeIntervalSince1970) - timestamp) <= tolerance else { return false }
        let expected = Array(sign(body: body, timestamp: timestamp, secret: secret).utf8)
        let given = Array(signature.utf8)
        guard expected.count == given.count else { return false }
        return zip(expected, given).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
