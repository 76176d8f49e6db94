import ArgumentParser
import ErrandCatalog
import Foundation

/// The moment of a tick, checked against the last one the scheduler kept. The scheduler looks
/// at no time of day up to its last tick again, so one tick dated in 9999 would silence every
/// time automation of the person until then: a `--now` may be at most a day ahead of this
/// machine's clock, and a last tick ahead of the moment is said, with how to forget it.
enum TickMoment {
    /// How far after this machine's clock a tick may be dated.
    static let allowedLead: TimeInterval = 86_400

    /// Throws when `date`, written `written` after `--now`, is more than `allowedLead` after `now`.
    static func check(_ date: Date, written: String, now: Date = Date()) throws {
        let lead = date.timeIntervalSince(now)
        guard lead > allowedLead else { return }
        let ahead =
            lead >= 2 * 86_400 ? "\(Int(fitting: (lead / 86_400).rounded(.down)) ?? Int.max) days" : "more than a day"
        throw ValidationError(
            "--now \(QuotedText.quoted(written)) is \(ahead) after this machine's clock "
                + "(\(now.formatted(.iso8601))); the scheduler looks at no time of day up to its last tick again, "
                + "so --now may be at most a day ahead")
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
