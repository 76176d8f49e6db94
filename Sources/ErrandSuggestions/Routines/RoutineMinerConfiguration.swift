import Foundation

/// How much evidence routine mining asks for. The defaults favour precision: a wrong
/// automation suggestion costs more trust than a missing one.
public struct RoutineMinerConfiguration: Sendable, Hashable, Codable {
    /// Fewest occurrences behind a routine.
    public var minimumSupport = 4
    /// Fewest days between the first and the last occurrence.
    public var minimumSpanDays = 21
    /// Largest chance that a place routine is a coincidence: the probability of seeing it on
    /// that many visits if the action came as often as it does on visits elsewhere.
    public var placeSignificance = 0.0001
    /// Lowest share of eligible days on which a time routine happened.
    public var minimumTimeConfidence = 0.55
    /// Lowest share of visits to a place on which a place routine happened.
    public var minimumPlaceConfidence = 0.75
    /// A weekday belongs to a time routine when it happened on at least this share of them
    /// (and at least half as often as on its best weekday).
    public var minimumWeekdayRate = 0.35
    /// A routine on some weekdays only needs this many weeks since it began; a shorter one is
    /// only suggested when it happens every day.
    public var minimumWeeksForWeekdays = 5
    /// Occurrences within this many minutes of a routine's median time belong to it.
    public var timeWindowMinutes = 60
    /// Largest spread of a time routine (median absolute deviation, minutes).
    public var maximumSpreadMinutes = 25.0
    /// A routine whose last occurrence is older than this (days before the last action of the
    /// person) is a habit the person has dropped.
    public var maximumAgeDays = 21
    /// Actions this many minutes after arriving (or before leaving) belong to the visit.
    public var visitWindowMinutes = 30
    /// A gap this long (seconds) between two actions at the same place splits two visits.
    public var visitGapSeconds = 4.0 * 3_600
    /// A place routine needs a place the person visits on fewer than this share of days;
    /// daily places (home, work) are better served by times.
    public var maximumPlaceDayShare = 0.5
    /// Values are read from the occurrences of the last this many days of a routine.
    public var recentValueDays = 28
    /// An action belongs to a sequence when it follows the previous one within this many minutes.
    public var sequenceWindowMinutes = 15
    /// Most actions read after each one within that window. A person does a handful in 15
    /// minutes; an import of thousands at one instant would otherwise make mining quadratic.
    public var maximumActionsInWindow = 64
    /// Lowest share of a routine's occurrences an action (with the same values) must follow,
    /// within the window, to join the routine as a follow-up step.
    public var minimumFollowUpConfidence = 0.8
    /// Most actions a sequence runs after its first (a short sequence).
    public var maximumFollowUps = 2
    /// Fewest times an action must have followed another to be suggested after it.
    public var minimumEventSupport = 8
    /// Lowest share of the occurrences of an action (any values) that another action (same
    /// values) followed within the window, to suggest running it right after: high, as such an
    /// automation runs every time.
    public var minimumEventConfidence = 0.85

    public init() {}
}
