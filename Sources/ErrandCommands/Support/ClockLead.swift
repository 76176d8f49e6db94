import ArgumentParser
import ErrandCatalog
import Foundation

/// How far ahead of this machine's clock a moment written on the command line or in a log may
/// lie: a day, for a clock set wrong or a time zone mistaken. Further ahead is a mistake that
/// would last (a donation dated in 2126, a tick in 9999), refused with what it would do.
enum ClockLead {
    /// How far after this machine's clock a moment may be dated.
    static let allowed: TimeInterval = 86_400

    /// Throws when `date`, written `written` in `what` (`--at`, `'at'`, `--now`), is more than
    /// `allowed` after `now`; `reason` says why it may not be ("a donation records what a person
    /// has done, so it may be dated at most a day ahead").
    static func check(_ date: Date, written: String, in what: String, reason: String, now: Date) throws {
        let lead = date.timeIntervalSince(now)
        guard lead > allowed else { return }
        let ahead =
            lead >= 2 * 86_400 ? "\(Int(fitting: (lead / 86_400).rounded(.down)) ?? Int.max) days" : "more than a day"
        throw ValidationError(
            "\(what) \(QuotedText.quoted(written)) is \(ahead) after this machine's clock "
                + "(\(now.formatted(.iso8601))); \(reason)")
    }
}
