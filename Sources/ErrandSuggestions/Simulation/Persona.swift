import Foundation

/// A simulated person: where they live and work, their time zone, and the routines that make
/// up their weeks.
struct Persona: Sendable {
    /// A habit: on some days, around some hour, at some place, a short chain of actions.
    struct Routine: Sendable {
        var days: Set<Int>
        var hour: Double
        /// Standard deviation of the start time, in hours.
        var spread: Double
        var probability: Double
        var place: String
        var motion: String
        var device: String
        var steps: [Step]
    }

    /// One action of a routine, with the person's usual values and how often they vary.
    struct Step: Sendable {
        var action: String
        var values: [String: String]
        /// Probability of picking another value than the usual for each parameter.
        var variation: Double
        /// Minutes after the previous step.
        var gap: Double
    }

    var user: String
    var utcOffset: Int
    var places: [String: (latitude: Double, longitude: Double)]
    /// Probability that an event reports the place's name, not just coordinates.
    var namesPlaces: Double
    var routines: [Routine]
    /// The day the person changes some habits, and the routines as they are afterwards.
    var driftDay: Int?
    var driftedRoutines: [Routine]
    /// Things done at any time: action with usual values, picked with Zipf weights.
    var fillers: [Step]
    var fillerRate: Double
    var noveltyRate: Double
    /// Hours at work on workdays (nil when working from home or not working).
    var workHours: (start: Double, end: Double)?
    var workDays: Set<Int>
    var vacation: Range<Int>?
    var wakeHour: Double
    var bedHour: Double
}
