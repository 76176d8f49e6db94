import ErrandShortcuts
import Foundation

/// Instants and automations shared by the automation tests.
enum AutomationFixtures {
    static let newYork = TimeZone(identifier: "America/New_York") ?? TimeZone(secondsFromGMT: -5 * 3600) ?? .current
    static let home = GeoFence(name: "Home", latitude: 40.7128, longitude: -74.0060, radius: 150)
    static let atHome = Coordinate(latitude: 40.7129, longitude: -74.0061)
    static let atWork = Coordinate(latitude: 40.7580, longitude: -73.9855)

    /// An instant written in ISO 8601 with its offset; a test that mistypes one fails, not crashes.
    static func instant(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text) ?? .distantPast
    }

    /// "Morning coffee" at 07:30 on weekdays (Monday 2026-11-23 is one), made at 06:00 that day.
    static func coffee(
        policy: MissedRunPolicy = .skip, ask: Bool = false, conditions: [TriggerCondition] = [],
        createdAt: Date? = instant("2026-11-23T06:00:00-05:00")
    ) -> Automation {
        Automation(
            id: "coffee", shortcutID: "usual", trigger: .timeOfDay(minute: 7 * 60 + 30, weekdays: [0, 1, 2, 3, 4]),
            conditions: conditions, askBeforeRunning: ask, missedRunPolicy: policy, name: "Morning coffee",
            createdAt: createdAt)
    }

    static func observation(_ text: String, at location: Coordinate? = nil, events: [AutomationEvent] = [])
        -> AutomationObservation
    {
        AutomationObservation(now: instant(text), timeZone: newYork, location: location, events: events)
    }
}

extension AutomationOutcome {
    /// A short form for comparing outcomes in tests: "ran coffee 2026-11-23T07:30".
    var brief: String {
        let verb: String
        switch kind {
        case .ran(let result): verb = result.status == .completed ? "ran" : "failed"
        case .skipped(let reason):
            switch reason {
            case .missed: verb = "skipped(missed)"
            case .tooLate: verb = "skipped(tooLate)"
            case .superseded: verb = "skipped(superseded)"
            case .conditionNotMet: verb = "skipped(condition)"
            case .beforeCreation: verb = "skipped(beforeCreation)"
            case .runByAnother: verb = "skipped(runByAnother)"
            }
        case .waitingForAnswer: verb = "asked"
        case .dismissed: verb = "dismissed"
        case .expired: verb = "expired"
        }
        return "\(verb) \(automationID) \(occurrence.key)"
    }
}
