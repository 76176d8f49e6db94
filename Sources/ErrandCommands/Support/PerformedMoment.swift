import ArgumentParser
import ErrandCatalog
import Foundation

/// The moment of a donation read from the command line or a log. A donation records what a
/// person has done, so it cannot lie far ahead: one dated in 2126 would make every real action
/// look a century old to the predictor and bury the person's habits. A day ahead of this
/// machine's clock is allowed, for a clock set wrong or a time zone mistaken.
enum PerformedMoment {
    /// How far after this machine's clock a donation may be dated.
    static let allowedLead: TimeInterval = 86_400

    /// Throws when `date`, written `written` in `what` (`--at`, `'at'`), is more than
    /// `allowedLead` after `now`.
    static func check(_ date: Date, written: String, in what: String, now: Date = Date()) throws {
        let lead = date.timeIntervalSince(now)
        guard lead > allowedLead else { return }
        let ahead =
            lead >= 2 * 86_400 ? "\(Int(fitting: (lead / 86_400).rounded(.down)) ?? Int.max) days" : "more than a day"
        throw ValidationError(
            "\(what) \(QuotedText.quoted(written)) is \(ahead) after this machine's clock "
                + "(\(now.formatted(.iso8601))); a donation records what a person has done, "
                + "so it may be dated at most a day ahead")
    }
}
