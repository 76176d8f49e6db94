import Foundation

/// An automation: when its trigger fires and its conditions hold, it runs a shortcut, either
/// directly or after asking the person ("Ask before running").
///
/// ```swift
/// let coffee = Automation(
///     id: "a1", shortcutID: "usual", trigger: .timeOfDay(minute: 7 * 60 + 30, weekdays: [0, 1, 2, 3, 4]),
///     askBeforeRunning: true, missedRunPolicy: .runLate(within: 30 * 60), name: "Morning coffee", createdAt: now)
/// try store.save(coffee, of: "amy")
/// ```
public struct Automation: Sendable, Hashable, Codable, Identifiable {
    public var id: String
    /// The shortcut it runs, by identifier.
    public var shortcutID: String
    public var trigger: AutomationTrigger
    /// Checked when the trigger fires; all must hold.
    public var conditions: [TriggerCondition]
    /// Ask the person first: they get a prompt and run it with one answer.
    public var askBeforeRunning: Bool
    /// What happens to an occurrence missed while Errand was not running.
    public var missedRunPolicy: MissedRunPolicy
    public var enabled: Bool
    /// What the person calls it ("Morning coffee"); shown in the prompt of Ask before running.
    /// `nil`: the shortcut's identifier is shown.
    public var name: String?
    /// When it was made. Occurrences before it never fire, so a new automation does not run
    /// for the whole past on its first tick. `nil`: see `SchedulerConfiguration.firstTickLookback`.
    public var createdAt: Date?

    public init(
        id: String, shortcutID: String, trigger: AutomationTrigger, conditions: [TriggerCondition] = [],
        askBeforeRunning: Bool = false, missedRunPolicy: MissedRunPolicy = .skip, enabled: Bool = true,
        name: String? = nil, createdAt: Date? = nil
    ) {
        self.id = id
        self.shortcutID = shortcutID
        self.trigger = trigger
        self.conditions = conditions
        self.askBeforeRunning = askBeforeRunning
        self.missedRunPolicy = missedRunPolicy
        self.enabled = enabled
        self.name = name
        self.createdAt = createdAt
    }

    /// The name to show the person: `name`, else the shortcut's identifier.
    public var displayName: String { name ?? shortcutID }
}

/// What starts an automation.
///
/// Weekdays count from 0 (Monday) to 6 (Sunday) in the person's local time; `minute` is the
/// minute of the local day (0–1439). An empty list of weekdays means every day.
public enum AutomationTrigger: Sendable, Hashable, Codable {
    /// A time of day on chosen weekdays.
    case timeOfDay(minute: Int, weekdays: [Int])
    /// Arriving at a place: entering its radius.
    case arrive(GeoFence)
    /// Leaving a place: going out of its radius.
    case leave(GeoFence)
    /// An app reports an event ("order ready").
    case appEvent(app: String, event: String)
    /// The device reports an event ("connected to the car", "headphones connected").
    case deviceEvent(String)
    /// The person performs a given action (a donation of it arrives).
    case donation(app: String, action: String)
}

/// A place with a radius, in metres.
public struct GeoFence: Sendable, Hashable, Codable {
    public var name: String?
    public var latitude: Double
    public var longitude: Double
    public var radius: Double

    /// The widest fence, in metres: arriving at a place is a matter of streets, not of
    /// countries, and the place checks are made for that.
    public static let largestRadius = 100_000.0

    public init(name: String? = nil, latitude: Double, longitude: Double, radius: Double = 150) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.radius = radius
    }
}

/// A condition an automation checks when its trigger fires.
public enum TriggerCondition: Sendable, Hashable, Codable {
    /// Only from `startMinute` (included) to `endMinute` (excluded) of the local day, wrapping
    /// past midnight when `endMinute < startMinute`; equal minutes hold all day.
    case timeWindow(startMinute: Int, endMinute: Int)
    /// Only while the person is within the place.
    case place(GeoFence)
    /// Only on these weekdays (0 Monday … 6 Sunday); an empty list holds every day.
    case weekdays([Int])
}

/// What happens to an occurrence missed while Errand was not running.
public enum MissedRunPolicy: Sendable, Hashable, Codable {
    /// Skip it; the next occurrence runs as usual.
    case skip
    /// Run it late, if no more than `within` seconds late.
    case runLate(within: TimeInterval)
}
