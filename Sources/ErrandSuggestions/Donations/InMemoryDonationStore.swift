import Foundation

/// A `DonationStore` in memory: for tests of the modules that donate (the conversation engine)
/// and for tools that need no persistence. Same scoping rules as the SQLite store.
public final class InMemoryDonationStore: DonationStore, @unchecked Sendable {
    // NB: every member below is read and written under `lock`.
    private let lock = NSLock()
    private var saved: [Donation] = []
    private var sequences: [Int] = []
    private var nextSequence = 1
    private var snapshots: [String: StoredPredictorSnapshot] = [:]
    private var suggested: [String: [(app: String, shortcut: SuggestedShortcut)]] = [:]
    private var relevant: [String: [(app: String, shortcut: RelevantShortcut)]] = [:]
    private var booked: [String: [(app: String, reservation: Reservation)]] = [:]

    public init() {}

    @discardableResult
    public func save(_ donations: [Donation]) throws -> Set<String> {
        lock.withLock {
            var kept = Set(saved.map(\.id))
            var added: Set<String> = []
            for donation in donations where !kept.contains(donation.id) {
                saved.append(donation)
                sequences.append(nextSequence)
                nextSequence += 1
                kept.insert(donation.id)
                added.insert(donation.id)
            }
            return added
        }
    }

    public func donations(of person: String, app: String?) throws -> [Donation] {
        lock.withLock {
            saved.enumerated().filter { $0.element.person == person && (app == nil || $0.element.app == app) }
                .sorted { ($0.element.context.date, $0.offset) < ($1.element.context.date, $1.offset) }.map(\.element)
        }
    }

    public func recentDonations(of person: String, within window: TimeInterval) throws -> [Donation] {
        Self.recent(try donations(of: person, app: nil), within: window) { $0.context.date }
    }

    public func donations(of person: String, from start: Date, through end: Date) throws -> [Donation] {
        try donations(of: person, app: nil).filter { (start...end).contains($0.context.date) }
    }

    public func latestInteraction(of person: String, app: String?, action: String?, through end: Date) throws
        -> Donation?
    {
        try donations(of: person, app: app).last { donation in
            guard case .interaction(let interaction) = donation.content else { return false }
            return donation.context.date <= end && (action == nil || interaction.action == action)
        }
    }

    /// The items of `ordered` (in time order) made at most `window` seconds before its last.
    private static func recent<Item>(_ ordered: [Item], within window: TimeInterval, date: (Item) -> Date)
        -> [Item]
    {
        guard let latest = ordered.last.map(date) else { return [] }
        return ordered.filter { date($0) >= latest.addingTimeInterval(-window) }
    }

    public func deleteDonations(of person: String, app: String, matching selector: DonationSelector) throws -> Int {
        lock.withLock {
            let before = saved.count
            snapshots[person] = nil
            let kept = zip(saved, sequences).filter { donation, _ in
                guard donation.person == person, donation.app == app else { return true }
                switch selector {
                case .persistentIdentifiers(let identifiers):
                    return !(donation.persistentIdentifier.map(identifiers.contains) ?? false)
                case .groupIdentifier(let group): return donation.groupIdentifier != group
                case .all: return false
                case .referringTo(let entity): return !donation.referencedEntities.contains(entity)
                }
            }
            saved = kept.map(\.0)
            sequences = kept.map(\.1)
            return before - saved.count
        }
    }

    public func donationCount(of person: String) throws -> Int {
        lock.withLock { saved.filter { $0.person == person }.count }
    }

    public func donations(of person: String, after sequence: Int) throws -> (donations: [Donation], through: Int) {
        lock.withLock {
            let newer = zip(saved, sequences).filter { $0.0.person == person && $0.1 > sequence }
            let ordered = newer.sorted { ($0.0.context.date, $0.1) < ($1.0.context.date, $1.1) }
            return (ordered.map(\.0), newer.map(\.1).max() ?? sequence)
        }
    }

    public func donationsToRelearn(of person: String, within window: TimeInterval) throws
        -> (donations: [Donation], through: Int)
    {
        lock.withLock {
            let theirs = zip(saved, sequences).filter { $0.0.person == person }
            let ordered = theirs.sorted { ($0.0.context.date, $0.1) < ($1.0.context.date, $1.1) }
            let recent = Self.recent(ordered, within: window) { $0.0.context.date }
            return (recent.map(\.0), theirs.map(\.1).max() ?? 0)
        }
    }

    public func predictorSnapshot(of person: String) throws -> StoredPredictorSnapshot? {
        lock.withLock { snapshots[person] }
    }

    public func savePredictorSnapshot(_ snapshot: StoredPredictorSnapshot, of person: String) throws {
        lock.withLock { snapshots[person] = snapshot }
    }

    public func replaceSuggestedShortcuts(_ shortcuts: [SuggestedShortcut], of person: String, app: String) throws {
        lock.withLock {
            suggested[person, default: []].removeAll { $0.app == app }
            suggested[person, default: []] += shortcuts.map { (app, $0) }
        }
    }

    public func suggestedShortcuts(of person: String, app: String?) throws -> [(
        app: String, shortcut: SuggestedShortcut
    )] {
        lock.withLock { (suggested[person] ?? []).filter { app == nil || $0.app == app } }
    }

    public func replaceRelevantShortcuts(_ shortcuts: [RelevantShortcut], of person: String, app: String) throws {
        lock.withLock {
            relevant[person, default: []].removeAll { $0.app == app }
            relevant[person, default: []] += shortcuts.map { (app, $0) }
        }
    }

    public func relevantShortcuts(of person: String, app: String?) throws -> [(
        app: String, shortcut: RelevantShortcut
    )] {
        lock.withLock { (relevant[person] ?? []).filter { app == nil || $0.app == app } }
    }

    public func save(_ reservation: Reservation, of person: String, app: String) throws {
        lock.withLock {
            booked[person, default: []].removeAll { $0.app == app && $0.reservation.id == reservation.id }
            booked[person, default: []].append((app, reservation))
        }
    }

    public func reservations(of person: String, app: String?) throws -> [(app: String, reservation: Reservation)] {
        lock.withLock {
            (booked[person] ?? []).filter { app == nil || $0.app == app }.sorted {
                $0.reservation.startsAt < $1.reservation.startsAt
            }
        }
    }

    public func deleteReservations(of person: String, app: String, identifiers: [String]) throws -> Int {
        lock.withLock {
            let before = booked[person]?.count ?? 0
            booked[person]?.removeAll { $0.app == app && identifiers.contains($0.reservation.id) }
            return before - (booked[person]?.count ?? 0)
        }
    }
}
