import ErrandCatalog
import ErrandStore
import ErrandSuggestions
import Foundation
import Testing

struct PredictorSnapshotTests {
    static func fromScratch(_ store: SQLiteStore, person: String) throws -> Predictor {
        var predictor = Predictor()
        for donation in try store.donations(of: person, app: nil) {
            guard let candidate = donation.candidate, let context = donation.context.predictionContext else { continue }
            predictor.observe(candidate, in: context)
        }
        return predictor
    }

    @Test func aNewProcessRestoresThePredictorWithoutReplayingEverything() throws {
        let store = try SQLiteStore()
        let first = DonationCenter(catalog: Fixtures.catalog, store: store)
        for day in 0..<10 {
            try first.donate(Fixtures.coffee("amy", minutes: Double(day) * 1_440))
            try first.donate(Fixtures.message("amy", to: "Ben", minutes: Double(day) * 1_440 + 300))
        }
        let context = try #require(Fixtures.context(minutes: 15_000).predictionContext)
        let expected = try first.predictions(for: "amy", in: context)
        #expect(try store.predictorSnapshot(of: "amy")?.donationCount == 20)

        // Another process donates more, then a third one asks: snapshot plus the newer donations.
        try DonationCenter(catalog: Fixtures.catalog, store: store).donate(
            Fixtures.play("amy", "Focus", minutes: 14_990))
        let restored = try DonationCenter(catalog: Fixtures.catalog, store: store).predictions(for: "amy", in: context)
        let scratch = try Self.fromScratch(store, person: "amy").rank(in: context)
        #expect(restored.map(\.candidate) == scratch.map(\.candidate))
        #expect(restored.contains { $0.candidate.action == "PlayPlaylist" })
        #expect(!expected.contains { $0.candidate.action == "PlayPlaylist" })
        #expect(try store.predictorSnapshot(of: "amy")?.donationCount == 21)
    }

    @Test func deletingDonationsForgetsTheSnapshotThatLearnedFromThem() throws {
        let store = try SQLiteStore()
        let center = DonationCenter(catalog: Fixtures.catalog, store: store)
        for day in 0..<5 { try center.donate(Fixtures.message("amy", to: "Ben", minutes: Double(day) * 1_440)) }
        let context = try #require(Fixtures.context(minutes: 10_000).predictionContext)
        _ = try center.predictions(for: "amy", in: context)
        #expect(try store.predictorSnapshot(of: "amy") != nil)
        try center.deleteDonations(
            of: "amy", app: "com.example.messages", matching: .referringTo(EntityKey(type: "person", id: "ben")))
        #expect(try store.predictorSnapshot(of: "amy") == nil)
        let fresh = DonationCenter(catalog: Fixtures.catalog, store: store)
        #expect(try fresh.predictions(for: "amy", in: context).isEmpty)
    }
}
