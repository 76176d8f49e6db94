import ArgumentParser
import ErrandCatalog
import Foundation

/// The moment of a tick, checked against the last one the scheduler kept. The scheduler looks
/// at no time of day up to its last tick again, so one tick dated in 9999 would silence every
/// time automation of the person until then: a `--now` may be at most a day ahead of this
/// machine's clock, and a last tick ahead of the moment is said, with how to forget it.
enum TickMoment {
    /// Throws when `date`, written `written` after `--now`, is more than a day after `now`
    /// (`ClockLead`).
    static func check(_ date: Date, written: String, now: Date = Date()) throws {
        try ClockLead.check(
            date, written: written, in: "--now",
            reason:
                "the scheduler looks at no time of day up to its last tick again, so --now may be at most a day ahead",
            now: now)
    }

    /// Why a tick before the last one fires no time of day, or `nil` when it is not before it:
    /// each occurrence up to the last tick was dealt with then, so a clock set back repeats
    /// nothing. Names `--now` only when it was `given`, and says how to forget the last tick.
    static func behind(_ lastTick: Date?, _ reference: ReferenceTime, given: Bool, user: String) -> String? {
        guard let lastTick, lastTick > reference.now else { return nil }
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = reference.timeZone
        let when = formatter.string(from: lastTick)
        let moment = given ? "--now" : "this machine's clock"
        return "\(moment) is before the last tick, \(when): times of day up to then are not looked at again; "
            + "if that tick was dated ahead by mistake, forget it with "
            + "errand automations tick --user \(user) --rewind\(given ? " --now …" : "")"
    }
}
