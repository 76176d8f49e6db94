import ErrandSuggestions
import Foundation
import GRDB
import Testing

@testable import ErrandStore

/// A predictor snapshot damaged on disk (a bad sector, a hand edit, another program) is never
/// trusted: the person's predictor is rebuilt from their donations, as if there were no
/// snapshot. Each damage below once stopped every later `errand suggest` for that person.
struct DamagedSnapshotTests {
    typealias Damage = @Sendable (inout [String: Any]) -> Void

    static let damages: [(String, Damage)] = [
        ("a last shortcut before the first", { $0["last"] = ["candidate": -1, "instant": 0] }),
        ("a feature value of no feature", { $0["marginal"] = ["-1": 1] }),
        ("a count past any run", { $0["observationCount"] = Int.max }),
        (
            "a place number past any place",
            { $0["places"] = ["names": ["Home"], "ids": ["n:home": Int.max], "radius": 250, "named": []] }
        ),
        (
            "a count of rates past any number",
            {
                guard var rates = $0["rates"] as? [String: Any], var cells = rates["cells"] as? [[[String: Any]]] else {
                    return
                }
                cells[0][0]["count"] = 1e300
                rates["cells"] = cells
                $0["rates"] = rates
            }
        ),
        ("a negative count", { $0["counts"] = [-5] }),
    ]

    static func storeWithASnapshot() throws -> (SQLiteStore, StoredPredictorSnapshot, PredictionContext) {
        let store = try SQLiteStore()
        let center = DonationCenter(catalog: Fixtures.catalog, store: store)
        for day in 0..<6 { try center.donate(Fixtures.coffee("amy", minutes: Double(day) * 1_440)) }
        let context = try #require(Fixtures.context(minutes: 9_000).predictionContext)
        _ = try center.predictions(for: "amy", in: context)
        return (store, try #require(try store.predictorSnapshot(of: "amy")), context)
    }

    @Test(arguments: damages.indices)
    func aDamagedSnapshotIsRebuiltFromTheDonations(damage index: Int) throws {
        let (store, stored, context) = try Self.storeWithASnapshot()
        var object = try #require(try JSONSerialization.jsonObject(with: stored.data) as? [String: Any])
        Self.damages[index].1(&object)
        var damaged = stored
        damaged.data = try JSONSerialization.data(withJSONObject: object)
        try store.savePredictorSnapshot(damaged, of: "amy")
        let center = DonationCenter(catalog: Fixtures.catalog, store: store)
        let predictor = try center.predictor(for: "amy")
        #expect(predictor.observationCount == 6, "\(Self.damages[index].0)")
        #expect(try center.predictions(for: "amy", in: context).first?.candidate.action == "OrderCoffee")
    }

    @Test func aSnapshotRowOfTheWrongKindsReadsAsNone() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("errand-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("errand.sqlite").path
        do {
            let store = try SQLiteStore(path: path)
            let center = DonationCenter(catalog: Fixtures.catalog, store: store)
            for day in 0..<3 { try center.donate(Fixtures.coffee("amy", minutes: Double(day) * 1_440)) }
            _ = try center.predictor(for: "amy")
            #expect(try store.predictorSnapshot(of: "amy") != nil)
        }
        let queue = try DatabaseQueue(path: path)
        try queue.write { try $0.execute(sql: "UPDATE predictorSnapshot SET sequence = 'abc'") }
        try queue.close()
        let store = try SQLiteStore(path: path)
        #expect(try store.predictorSnapshot(of: "amy") == nil)
        #expect(try DonationCenter(catalog: Fixtures.catalog, store: store).predictor(for: "amy").observationCount == 3)
    }

    @Test func aSnapshotCountingPastAnyNumberIsRebuilt() throws {
        let (store, stored, _) = try Self.storeWithASnapshot()
        var damaged = stored
        damaged.donationCount = Int.max
        try store.savePredictorSnapshot(damaged, of: "amy")
        try store.save([Fixtures.coffee("amy", minutes: 8_000)])
        #expect(try DonationCenter(catalog: Fixtures.catalog, store: store).predictor(for: "amy").observationCount == 7)
    }
}
