import ErrandShortcuts
import ErrandStore
import ErrandSuggestions
import Foundation

/// The actions a person performed since their automations last ticked, read from their
/// donations: the events an "after an action" automation (`--after-action`) fires on. One
/// donation is one performed action, whether the person asked in a conversation, ran a
/// shortcut or the app donated it (`errand donate`); its identifier names the occurrence, so a
/// tick that reads it again does not fire twice.
enum PerformedActions {
    /// How far before the moment a person's first tick looks: the scheduler's grace.
    static let firstLookback = SchedulerConfiguration().grace
    /// How far back a tick looks at most, as the scheduler does for times of day.
    static let catchUpLimit = SchedulerConfiguration().catchUpLimit

    /// The donation events of `person` dated after their last tick (on a first tick, after
    /// the first of their "after an action" automations was made, else `firstLookback` before
    /// `now`), up to `now`, in time order; none when no automation of theirs waits for one.
    static func events(of person: String, in store: SQLiteStore, now: Date) throws -> [AutomationEvent] {
        let waiting = try store.automations(of: person).filter {
            if case .donation = $0.trigger { return $0.enabled }
            return false
        }
        guard !waiting.isEmpty else { return [] }
        let made = waiting.compactMap(\.createdAt).min()
        let since = try store.schedulerState(of: person).lastTick ?? made ?? now.addingTimeInterval(-firstLookback)
        let start = max(since, now.addingTimeInterval(-catchUpLimit))
        guard start < now else { return [] }
        return try store.recentDonations(of: person, within: catchUpLimit).filter {
            $0.context.date > start && $0.context.date <= now
        }.map { AutomationEvent(id: "donation:\($0.id)", kind: .donation(app: $0.app, action: $0.action)) }
    }
}
