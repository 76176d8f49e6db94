import ErrandSuggestions
import Foundation
import Testing

/// The lift of each candidate by the time since it was last used.
struct PredictorRecencyTests {
    static let daily = Candidate(app: "com.example.news", action: "ReadHeadlines", values: [:])
    static let others = ["StartCall", "SendMessage", "AddToList"].map {
        Candidate(app: "com.example.\($0.lowercased())", action: $0, values: [:])
    }
    static let home = PlaceObservation(latitude: 40.71, longitude: -74.0, name: "Home")

    static func moment(day: Int, minute: Int) -> PredictionContext {
        let instant = 1_772_427_600.0 + Double(day * 86_400 + minute * 60)
        return PredictionContext(time: LocalTime(instant: instant, utcOffset: -5 * 3_600), place: home)
    }

    /// Five weeks of a person who reads the headlines once a day around 07:00 and makes calls,
    /// messages and lists six times a day between 06:00 and 21:00, at times that vary from day
    /// to day, all at home.
    static func trained(_ configuration: PredictorConfiguration) -> Predictor {
        var predictor = Predictor(configuration: configuration)
        for day in 0..<35 {
            var events = [(minute: 6 * 60 + 45 + day * 7 % 30, candidate: daily)]
            for index in 0..<6 {
                events.append((6 * 60 + (day * 53 + index * 131) % 900, others[(day + index) % 3]))
            }
            for event in events.sorted(by: { $0.minute < $1.minute }) {
                predictor.observe(event.candidate, in: moment(day: day, minute: event.minute))
            }
        }
        return predictor
    }

    static func startTheDay(_ predictor: inout Predictor) {
        predictor.observe(daily, in: moment(day: 35, minute: 400))
        predictor.observe(others[0], in: moment(day: 35, minute: 415))
    }

    /// How far `candidate`'s score is above (or below) the best of the others.
    static func lead(of candidate: Candidate, in predictor: Predictor, at context: PredictionContext) throws -> Double {
        let ranked = predictor.rank(in: context, limit: 10)
        let own = try #require(ranked.first { $0.candidate == candidate }).score
        let best = try #require(ranked.filter { $0.candidate != candidate }.map(\.score).max())
        return own - best
    }

    @Test func aDailyActionJustDoneWaitsForTomorrow() throws {
        var lifted = Self.trained(PredictorConfiguration())
        var off = PredictorConfiguration()
        off.recencyWeight = 0
        var plain = Self.trained(off)
        // Today's headlines were read at 06:40, then a call made; at 07:05, their usual hour,
        // the lift makes them less likely than the model without it does.
        Self.startTheDay(&lifted)
        Self.startTheDay(&plain)
        let soon = Self.moment(day: 35, minute: 425)
        let liftedLead = try Self.lead(of: Self.daily, in: lifted, at: soon)
        #expect(liftedLead < (try Self.lead(of: Self.daily, in: plain, at: soon)) - 0.1)
        // The next day, a day after it was last done, the lift favours it.
        let tomorrow = Self.moment(day: 36, minute: 425)
        #expect(
            try Self.lead(of: Self.daily, in: lifted, at: tomorrow)
                > (try Self.lead(of: Self.daily, in: plain, at: tomorrow)))
    }
}

/// A snapshot keeps everything the predictor learned: restored, it scores as the original does.
struct PredictorSnapshotRoundTripTests {
    @Test func aRestoredPredictorScoresExactlyAsTheOriginal() throws {
        var predictor = PredictorRecencyTests.trained(PredictorConfiguration())
        PredictorRecencyTests.startTheDay(&predictor)
        let data = try JSONEncoder().encode(predictor.snapshot)
        let restored = try #require(
            Predictor(snapshot: try JSONDecoder().decode(PredictorSnapshot.self, from: data)))
        #expect(restored.shares == predictor.shares)
        #expect(restored.weights == predictor.weights)
        for minute in [425, 600, 1_300] {
            let context = PredictorRecencyTests.moment(day: 35, minute: minute)
            let original = predictor.rank(in: context, limit: 4)
            let again = restored.rank(in: context, limit: 4)
            #expect(again.map(\.candidate) == original.map(\.candidate))
            for (a, b) in zip(again, original) { #expect(abs(a.score - b.score) < 1e-9) }
        }
    }
}
