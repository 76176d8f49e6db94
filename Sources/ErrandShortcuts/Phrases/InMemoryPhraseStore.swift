import Foundation

/// Phrases in memory, for tests and one-off runs.
public final class InMemoryPhraseStore: PhraseStore, @unchecked Sendable {
    private let lock = NSLock()
    private var byPerson: [String: [String: StoredPhrase]] = [:]
    private var log: [(person: String, change: PhraseChange)] = []

    public init() {}

    public func savePhrase(
        _ phrase: StoredPhrase, of person: String, replacing previous: String?,
        checking check: ([StoredPhrase]) throws -> Void
    ) throws {
        try lock.withLock {
            try check(sorted(byPerson[person]))
            if let previous {
                guard let old = byPerson[person]?.removeValue(forKey: previous) else {
                    throw PhraseNotFound(phrase: previous, person: person)
                }
                for (kind, item, before) in PhraseChange.replacing(old, with: phrase) {
                    record(kind, item, previous: before, of: person)
                }
            } else {
                record(byPerson[person]?[phrase.phrase] == nil ? .added : .changed, phrase, previous: nil, of: person)
            }
            byPerson[person, default: [:]][phrase.phrase] = phrase
        }
    }

    @discardableResult
    public func removePhrase(_ words: String, of person: String) throws -> Bool {
        lock.withLock {
            guard let old = byPerson[person]?.removeValue(forKey: words) else { return false }
            record(.removed, old, previous: nil, of: person)
            return true
        }
    }

    public func phrases(of person: String) throws -> [StoredPhrase] {
        lock.withLock { sorted(byPerson[person]) }
    }

    public func phrases(of person: String, app: String) throws -> [StoredPhrase] {
        try phrases(of: person).filter { $0.app == app }
    }

    public func phraseChanges(of person: String, app: String?, after sequence: Int) throws -> PhraseChanges {
        lock.withLock {
            let changes = log.filter { entry in
                entry.person == person && entry.change.sequence > sequence && (app == nil || entry.change.app == app)
            }
            let latest = log.last { $0.person == person }?.change.sequence ?? 0
            return PhraseChanges(changes: changes.map(\.change), through: max(latest, sequence))
        }
    }

    private func sorted(_ phrases: [String: StoredPhrase]?) -> [StoredPhrase] {
        (phrases?.values).map { $0.sorted { $0.phrase < $1.phrase } } ?? []
    }

    // NB: called with the lock held.
    private func record(_ kind: PhraseChange.Kind, _ phrase: StoredPhrase, previous: String?, of person: String) {
        let change = PhraseChange(
            sequence: log.count + 1, kind: kind, phrase: phrase.phrase, previousPhrase: previous, app: phrase.app,
            action: phrase.action)
        log.append((person, change))
    }
}
