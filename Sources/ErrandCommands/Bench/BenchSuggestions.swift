import ArgumentParser
import ErrandCatalog
import ErrandStore
import ErrandSuggestions
import Foundation

/// `errand bench suggestions`: suggestion query latency for a person with many donations, and
/// sustained donation writes into SQLite. Run it on a release build.
public struct BenchSuggestions: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "suggestions",
        abstract: "Measure suggestion query latency and donation write throughput (use a release build).")

    @Option(help: "Donations of the measured person.") var donations: Int = 100_000
    @Option(help: "Suggestion queries to time.") var queries: Int = 10_000
    @Option(help: "Donations per write transaction.") var batch: Int = 500
    @Option(help: "Donations written one transaction each (every one acknowledged separately).")
    var singles: Int = 2_000
    @Option(help: "The simulation seed.") var seed: UInt64 = 1
    @Option(help: "Write durability: full (synced at every commit) or normal.") var durability: String = "full"
    @Option(
        help: """
            Distinct tracks a music app donates as they are played: each simulated action is followed \
            by four plays of one of this many tracks, a few played often and most rarely (0: none).
            """)
    var tracks: Int = 0

    public init() {}

    public func validate() throws {
        guard donations >= 1_000, queries >= 100, batch >= 1, singles >= 0, tracks >= 0 else {
            throw ValidationError("need --donations ≥ 1000, --queries ≥ 100, --batch ≥ 1, --singles ≥ 0, --tracks ≥ 0")
        }
        guard StoreConfiguration.Durability(rawValue: durability) != nil else {
            throw ValidationError("--durability must be full or normal")
        }
    }

    public func run() throws {
        let person = Self.withTracks(tracks, in: Self.oneBusyPerson(donations: donations, seed: seed), seed: seed)
        print("person: \(person.count) donations")

        var predictor = Predictor()
        var start = DispatchTime.now().uptimeNanoseconds
        for (event, time) in person {
            predictor.observe(event.candidate, in: SuggestionEvaluation.context(of: event, at: time))
        }
        let learning = Self.seconds(since: start)
        print(
            String(
                format: "learn: %.2f s (%.1f µs a donation), %d distinct candidates, %d numbers kept (%.2f MB)",
                learning, learning / Double(person.count) * 1e6, predictor.candidates.count,
                predictor.storedNumberCount, Double(predictor.storedNumberCount * 8) / 1e6))

        var generator = SeededRandom(seed: seed)
        var latencies: [Double] = []
        latencies.reserveCapacity(queries)
        var checksum = 0
        for _ in 0..<queries {
            let (event, time) = person[Int(generator.unit() * Double(person.count))]
            let context = SuggestionEvaluation.context(of: event, at: time)
            start = DispatchTime.now().uptimeNanoseconds
            checksum &+= predictor.rank(in: context, limit: 5).count
            latencies.append(Self.seconds(since: start) * 1_000)
        }
        latencies.sort()
        print(
            String(
                format: "query: p50 %.3f ms  p99 %.3f ms  max %.3f ms  (%d queries, top 5)",
                LatencySamples.percentile(latencies, 0.5),
                LatencySamples.percentile(latencies, 0.99), latencies.last ?? 0, queries))
        if checksum == 0 { print("no suggestions were made") }
        try benchWrites(person)
    }

    private func benchWrites(_ person: [(UsageEvent, LocalTime)]) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("errand-bench-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        var configuration = StoreConfiguration()
        configuration.durability = StoreConfiguration.Durability(rawValue: durability) ?? .full
        let store = try SQLiteStore(directory: StateDirectory(url: directory), configuration: configuration)
        let all = person.map { Self.donation(of: $0.0, at: $0.1) }
        var start = DispatchTime.now().uptimeNanoseconds
        var index = 0
        while index < all.count {
            try store.save(Array(all[index..<min(index + batch, all.count)]))
            index += batch
        }
        let batched = Self.seconds(since: start)
        print(
            String(
                format: "writes: %.0f donations/s in transactions of %d (%d donations, %.2f s, durability %@)",
                Double(all.count) / batched, batch, all.count, batched, durability))
        try benchSurface(store: store, person: person)
        guard singles > 0 else { return }
        let extra = (0..<singles).map { number in
            var donation = all[number % all.count]
            donation.id = "single-\(number)"
            return donation
        }
        start = DispatchTime.now().uptimeNanoseconds
        for donation in extra { try store.save([donation]) }
        let single = Self.seconds(since: start)
        print(
            String(
                format: "writes: %.0f donations/s one transaction each (%d donations, durability %@)",
                Double(singles) / single, singles, durability))
    }

    /// The lock screen through the donation center: the predictor rebuilt from SQLite once,
    /// then each query reads the person's reservations and suggested shortcuts from the store.
    private func benchSurface(store: SQLiteStore, person: [(UsageEvent, LocalTime)]) throws {
        guard let user = person.first?.0.user else { return }
        let center = DonationCenter(catalog: Catalog(), store: store)
        var start = DispatchTime.now().uptimeNanoseconds
        let predictor = try center.predictor(for: user)
        print(
            String(
                format: "rebuild: %.2f s to read %d donations from SQLite, learn them and save a snapshot",
                Self.seconds(since: start),
                predictor.observationCount))
        start = DispatchTime.now().uptimeNanoseconds
        _ = try DonationCenter(catalog: Catalog(), store: store).predictor(for: user)
        print(String(format: "restore: %.3f s from the stored snapshot (a new process)", Self.seconds(since: start)))
        var generator = SeededRandom(seed: seed &+ 1)
        var latencies: [Double] = []
        let last = person[person.count - 1]
        for _ in 0..<min(queries, 2_000) {
            let (event, time) = person[Int(generator.unit() * Double(person.count))]
            // NB: asked in the week after the person's latest action, at the event's weekday and
            // hour: a past moment would be answered by a predictor learned for that moment.
            let weeks = ((last.1.instant - time.instant) / Self.week).rounded(.down) + 1
            let context = SuggestionEvaluation.context(
                of: event, at: LocalTime(instant: time.instant + weeks * Self.week, utcOffset: time.utcOffset))
            start = DispatchTime.now().uptimeNanoseconds
            _ = try center.suggestions(for: user, on: .lockScreen, in: context)
            latencies.append(Self.seconds(since: start) * 1_000)
        }
        latencies.sort()
        print(
            String(
                format:
                    "lock screen: p50 %.3f ms  p99 %.3f ms  (%d queries, with explanations; offers read from the store once)",
                LatencySamples.percentile(latencies, 0.5), LatencySamples.percentile(latencies, 0.99), latencies.count))
        let history = AutomationSuggestions().history
        let mined = try store.recentDonations(of: user, within: history).count
        start = DispatchTime.now().uptimeNanoseconds
        let gallery = try center.suggestions(
            for: user, on: .gallery, in: SuggestionEvaluation.context(of: last.0, at: last.1))
        print(
            String(
                format:
                    "gallery: %.3f s (reading and mining the %d donations of the last %d days; %d automation suggestions)",
                Self.seconds(since: start), mined, Int(history / 86_400),
                gallery.filter { $0.source == .automation }.count))
    }

    static let week = 7 * 86_400.0

    /// One simulated person's log, long enough for `donations` events, in time order.
    static func oneBusyPerson(donations: Int, seed: UInt64) -> [(UsageEvent, LocalTime)] {
        var days = 400
        while true {
            let events = UsageSimulator(seed: seed).events(people: 1, days: days)
            if events.count >= donations || days > 200_000 {
                let person = SuggestionEvaluation.byPerson(events).first?.1 ?? []
                return Array(person.prefix(donations))
            }
            days = Int(Double(days) * Double(donations) / Double(max(events.count, 1)) * 1.1) + 1
        }
    }

    /// `person` with each action followed by four tracks played three minutes apart, each one
    /// of `count` drawn log-uniformly (track 1 as often as tracks 2 to 3, as 4 to 9…), as long
    /// as before: a music app that donates every track gives a person thousands of distinct
    /// shortcuts within a few weeks.
    static func withTracks(_ count: Int, in person: [(UsageEvent, LocalTime)], seed: UInt64) -> [(
        UsageEvent, LocalTime
    )] {
        guard count > 0 else { return person }
        var generator = SeededRandom(seed: seed &+ 2)
        var result: [(UsageEvent, LocalTime)] = []
        result.reserveCapacity(person.count)
        for (event, time) in person where result.count < person.count {
            result.append((event, time))
            for play in 1...4 {
                let track = Int(pow(Double(count), generator.unit()))
                var played = event
                played.app = "com.example.music"
                played.action = "PlayMedia"
                played.parameters = ["track": LogValue("Track \(track)")]
                result.append(
                    (played, LocalTime(instant: time.instant + Double(play) * 180, utcOffset: time.utcOffset)))
            }
        }
        return Array(result.prefix(person.count))
    }

    static func donation(of event: UsageEvent, at time: LocalTime) -> Donation {
        Donation(
            person: event.user, app: event.app,
            content: .interaction(
                InteractionDonation(action: event.action, values: event.parameters.mapValues { .string($0.text) })),
            context: event.donationContext(at: time, motion: event.context?.motion.flatMap(Motion.init(rawValue:))))
    }

    static func seconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

}
