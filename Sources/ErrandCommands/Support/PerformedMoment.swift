import ArgumentParser
import ErrandCatalog
import Foundation

/// The moment of a donation read from the command line or a log. A donation records what a
/// person has done, so it cannot lie far ahead: one dated in 2126 would make every real action
/// look a century old to the predictor and bury the person's habits. A day ahead of this
/// machine's clock is allowed, for a clock set wrong or a time zone mistaken.
enum PerformedMoment {
    /// Throws when `date`, written `written` in `what` (`--at`, `'at'`), is more than a day
    /// after `now` (`ClockLead`).
    static func check(_ date: Date, written: String, in what: String, now: Date = Date()) throws {
        try ClockLead.check(
            date, written: written, in: what,
            reason: "a donation records what a person has done, so it may be dated at most a day ahead", now: now)
    }
}
