import Foundation
import Testing

@testable import ErrandSuggestions

/// Suggestions are for what people do (shortcuts-and-suggestions.md: the system predicts "the
/// best time and place to offer the shortcut"); some things a person does at any time. A
/// shortcut used at scattered hours has no hour of its own, and must not be ranked as though
/// the hours it was not yet used at were hours it is never used at.
struct PredictorAnchoringTests {
    static let timer = Candidate(app: "com.example.clock", action: "StartTimer", values: ["minutes": "15"])
    static let lunch = Candidate(app: "com.example.food", action: "OrderFood", values: ["restaurant": "Sushi"])
    static let scene = Candidate(app: "com.example.home", action: "SetScene", values: ["scene": "evening"])

    // Eight uses spread over eight hours read as drawn from the person's moments; eight uses
    // at one hour read as a habit; with no use at all, the prior stands.
    @Test func scatteredUsesAreUnanchoredAndRepeatedOnesAnchored() {
        let scattered = (0..<8).map { _ in (count: 1.0, share: 1.0 / 16) }
        let repeated = [(count: 8.0, share: 1.0 / 16)]
        let loose = Predictor.unanchoredProbability(uses: scattered, anchoring: 0.8, concentration: 1)
        let habit = Predictor.unanchoredProbability(uses: repeated, anchoring: 0.8, concentration: 1)
        #expect(loose > 0.99)
        #expect(habit < 0.001)
        #expect(abs(Predictor.unanchoredProbability(uses: [], anchoring: 0.8, concentration: 1) - 0.2) < 1e-12)
        #expect(Predictor.unanchoredProbability(uses: scattered, anchoring: 1, concentration: 1) == 0)
        let degenerate = Predictor.unanchoredProbability(uses: scattered, anchoring: 0.8, concentration: 0)
        #expect((0...1).contains(degenerate))
    }

    /// Four weeks of weekday coffee at 07:00 at home, lunch at 12:00 at work and an evening
    /// scene at 18:00 at home every day, and a timer started ten times at home at scattered
    /// hours, never between 15:00 and 17:00.
    static func person(_ configuration: PredictorConfiguration = PredictorConfiguration()) -> Predictor {
        var predictor = Predictor(configuration: configuration)
        let timerHours = [9, 19, 11, 21, 14, 8, 20, 10, 18, 13]
        for day in 0..<28 {
            if day % 7 < 5 {
                predictor.observe(PredictorTests.coffee, in: PredictorTests.context(day: day, hour: 7, place: .home))
                predictor.observe(Self.lunch, in: PredictorTests.context(day: day, hour: 12, place: .work))
            }
            predictor.observe(Self.scene, in: PredictorTests.context(day: day, hour: 18, place: .home))
            if day / 2 < timerHours.count, day % 2 == 0 {
                let hour = timerHours[day / 2]
                predictor.observe(Self.timer, in: PredictorTests.context(day: day, hour: hour, place: .home))
            }
        }
        return predictor
    }

    // At 16:00 at home nothing routine is due: the timer, used at any time, leads (a naive
    // Bayes ranks it last, below the scene, lunch and coffee); at 07:00 the coffee still
    // does, and at 18:00 the scene.
    @Test func whatIsDoneAtAnyTimeLeadsWhenNoRoutineIsDue() {
        let predictor = Self.person()
        let afternoon = predictor.rank(in: PredictorTests.context(day: 29, hour: 16, place: .home))
        #expect(afternoon.first?.candidate == Self.timer)
        let morning = predictor.rank(in: PredictorTests.context(day: 29, hour: 7, place: .home))
        #expect(morning.first?.candidate == PredictorTests.coffee)
        let evening = predictor.rank(in: PredictorTests.context(day: 29, hour: 18, place: .home))
        #expect(evening.first?.candidate == Self.scene)
        #expect(predictor.unanchoredProbability(of: predictor.index[Self.timer.key] ?? -1, on: .hour) > 0.5)
        #expect(predictor.unanchoredProbability(of: predictor.index[PredictorTests.coffee.key] ?? -1, on: .hour) < 0.5)
    }

    // A shortcut not used for weeks is weighed again as the person's moments change, at each
    // forgetting interval, rather than keeping the probability of the day it was last used:
    // the timer, always started at home when the person was often elsewhere, looked anchored
    // at home; once the person is always at home, its uses tell nothing about the place.
    @Test func aShortcutNotUsedLatelyIsWeighedAgain() throws {
        var predictor = Self.person()
        let timer = try #require(predictor.index[Self.timer.key])
        let before = predictor.unanchoredProbability(of: timer, on: .place)
        var day = 30
        var last = PredictorTests.context(day: day, hour: 6, place: .home)
        while predictor.observationCount < Predictor.forgettingInterval {
            let turn = predictor.observationCount % 16
            last = PredictorTests.context(day: day, hour: turn < 8 ? 7 : 18, place: .home)
            predictor.observe(turn < 8 ? PredictorTests.coffee : Self.scene, in: last)
            if turn == 15 { day += 1 }
        }
        #expect(predictor.index[Self.timer.key] == timer)
        #expect(abs(predictor.unanchoredProbability(of: timer, on: .place) - before) > 0.1)
        var fresh = predictor
        fresh.updateAnchoring(of: [timer], at: last.time.instant)
        #expect(fresh.unanchored == predictor.unanchored)
    }

    @Test func aSnapshotKeepsWhatIsUnanchored() throws {
        let predictor = Self.person()
        let data = try JSONEncoder().encode(predictor.snapshot)
        let restored = try #require(
            Predictor(snapshot: try JSONDecoder().decode(PredictorSnapshot.self, from: data)))
        #expect(restored.unanchored == predictor.unanchored)
        #expect(!predictor.unanchored.isEmpty)
    }

    // A damaged snapshot whose probabilities are not probabilities is refused (the predictor
    // is then rebuilt from the donations), never read into rankings of NaN.
    @Test func aSnapshotWithAProbabilityOutOfRangeIsRefused() throws {
        var snapshot = Self.person().snapshot
        var rows = try #require(snapshot.unanchored.rows)
        rows[ContextFeature.hour.rawValue]?[0] = .nan
        snapshot.unanchored = PackedRows(rows)
        #expect(Predictor(snapshot: snapshot) == nil)
    }
}

extension PlaceObservation {
    fileprivate static let home = PredictorTests.home
    fileprivate static let work = PredictorTests.work
}

extension Predictor {
    /// How likely `id` is to be used whatever the value of `feature` (0 when not yet known).
    fileprivate func unanchoredProbability(of id: Int, on feature: ContextFeature) -> Double {
        guard let row = unanchored[feature.rawValue], id < row.count else { return 0 }
        return row[id]
    }
}
