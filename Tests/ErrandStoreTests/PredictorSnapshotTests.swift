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

    // A rebuild (first use, or after a deletion) replays the donations of the last 20
    // half-lives before the latest, not the person's whole history: older ones would weigh less
    // than a millionth. Incremental learning after it still counts every donation.
    @Test(arguments: [false, true]) func aRebuildReplaysOnlyTheDonationsThatStillWeigh(inMemory: Bool) throws {
        let store: any DonationStore = inMemory ? InMemoryDonationStore() : try SQLiteStore()
        let day = 1_440.0
        // A playlist every day two years ago, then coffee every day of the last two months.
        try store.save((0..<30).map { Fixtures.play("amy", "Old", minutes: Double($0) * day) })
        try store.save((700..<760).map { Fixtures.coffee("amy", minutes: Double($0) * day) })
        try store.save([Fixtures.coffee("bob", minutes: 800 * day)])
        let window = PredictorConfiguration().halfLife * DonationCenter.relearnedHalfLives
        #expect(window == 420 * 86_400)
        let relearned = try store.donationsToRelearn(of: "amy", within: window)
        #expect(relearned.donations.count == 60)
        #expect(relearned.donations.allSatisfy { $0.person == "amy" && $0.app == "com.example.coffee" })
        let center = DonationCenter(catalog: Fixtures.catalog, store: store)
        let predictor = try center.predictor(for: "amy")
        #expect(predictor.observationCount == 60)
        #expect(predictor.candidates.map(\.action) == ["OrderCoffee"])
        // The snapshot covers every donation, so the next process adds only what is newer.
        #expect(try store.predictorSnapshot(of: "amy")?.donationCount == 90)
        try store.save([Fixtures.coffee("amy", minutes: 761 * day)])
        #expect(
            try DonationCenter(catalog: Fixtures.catalog, store: store).predictor(for: "amy").observationCount == 61)
        #expect(try store.donationsToRelearn(of: "carol", within: window).donations.isEmpty)
    }

    // A process that saves its snapshot while another deletes the newest donation leaves a
    // snapshot that still counts it. The next donation must not take the deleted one's number,
    // or the snapshot would match the donations again: the deleted donation stays learned, the
    // new one is never learned.
    @Test func aDeletedDonationsNumberIsNeverHandedOutAgain() throws {
        let store = try SQLiteStore()
        let center = DonationCenter(catalog: Fixtures.catalog, store: store)
        for day in 0..<3 { try center.donate(Fixtures.coffee("amy", minutes: Double(day) * 1_440)) }
        try center.donate(Fixtures.play("amy", "Focus", minutes: 3 * 1_440))
        _ = try center.predictor(for: "amy")
        let stale = try #require(try store.predictorSnapshot(of: "amy"))
        #expect(try store.deleteDonations(of: "amy", app: "com.example.music", matching: .all) == 1)
        try store.savePredictorSnapshot(stale, of: "amy")
        try store.save([Fixtures.coffee("amy", minutes: 4 * 1_440)])
        let predictor = try DonationCenter(catalog: Fixtures.catalog, store: store).predictor(for: "amy")
        #expect(predictor.observationCount == 4)
        #expect(!predictor.candidates.contains { $0.action == "PlayPlaylist" })
    }
}
