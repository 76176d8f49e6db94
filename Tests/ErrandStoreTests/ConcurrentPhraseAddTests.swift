import ErrandCatalog
import ErrandShortcuts
import ErrandStore
import Foundation
import Synchronization
import Testing

/// Two processes adding the same phrase at once: one adds it, the other is refused as a
/// second `phrases add` run after it would be (they used to both say "added" in about one pair
/// in ten, the second silently replacing the first and leaving its one-step shortcut behind).
struct ConcurrentPhraseAddTests {
    static let mocha = Value.entity(EntityReference(type: "Drink", id: "mocha", title: "Mocha"))

    static func order(_ coffee: Value) -> PhraseTarget {
        .action(app: "com.example.coffee", action: "OrderCoffee", values: ["coffee": coffee])
    }

    @Test(.timeLimit(.minutes(1)))
    func twoAddsOfTheSameWordsAtOnceKeepOneAndRefuseTheOther() throws {
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("errand.sqlite").path
        // Two stores on one file, as two processes have.
        let services = try (0..<2).map { _ in
            let store = try SQLiteStore(path: path)
            return try PersonPhrases(store: store, library: store, catalog: Fixtures.catalog)
        }
        let targets = [Self.order(Fixtures.latte), Self.order(Self.mocha)]
        for round in 0..<30 {
            let person = "amy-\(round)"
            let outcomes = Mutex<[Int: Result<PhraseOutcome, any Error>]>([:])
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                let outcome = Result { try services[index].add("brew now", for: targets[index], of: person) }
                outcomes.withLock { $0[index] = outcome }
            }
            let results = outcomes.withLock { $0 }
            let added = results.values.compactMap { try? $0.get() }
            let refusals = results.values.compactMap { result -> PhraseError? in
                guard case .failure(let error) = result else { return nil }
                return error as? PhraseError
            }
            #expect(added.count == 1, "round \(round): \(results)")
            #expect(refusals.count == 1, "round \(round): \(results)")
            // Refused as taken: by the other's phrase, or, while it was being added, by the
            // one-step shortcut made for it.
            switch refusals.first {
            case .takenByOwnPhrase?, .takenByShortcut?: break
            default: Issue.record("round \(round): the second add should be refused as taken: \(results)")
            }
            let kept = try services[0].phrases(of: person)
            #expect(kept.map(\.phrase) == ["brew now"])
            // No one-step shortcut is left that no phrase runs.
            #expect(try services[0].library.shortcuts(of: person).map(\.id) == kept.map(\.shortcutID))
            #expect(try services[0].changes(of: person, app: nil, after: 0).changes.map(\.kind) == [.added])
        }
    }
}
