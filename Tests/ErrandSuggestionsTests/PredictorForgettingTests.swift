import Foundation
import Testing

@testable import ErrandSuggestions

/// A predictor keeps what the person does now: a music app that donates every track played
/// would otherwise make every query and every donation cost grow with thousands of tracks
/// played once, and a shortcut last used years ago would keep its counts for good.
struct PredictorForgettingTests {
    static let coffee = PredictorTests.coffee
    static let radio = Candidate(app: "com.example.radio", action: "PlayStation", values: ["station": "WNYC"])
    static let wake = Candidate(app: "com.example.home", action: "SetScene", values: ["scene": "morning"])
    static let news = Candidate(app: "com.example.news", action: "ReadHeadlines", values: [:])

    static func track(_ number: Int) -> Candidate {
        Candidate(app: "com.example.music", action: "PlayMedia", values: ["track": "Track \(number)"])
    }

    static func context(day: Int, minute: Int, previous: PreviousAction? = nil) -> PredictionContext {
        var context = PredictorTests.context(day: day, hour: 0, place: PredictorTests.home)
        context.time = LocalTime(instant: context.time.instant + Double(minute * 60), utcOffset: context.time.utcOffset)
        context.previous = previous
        return context
    }

    /// The radio once, thirty tracks played once each on the first day, then three weeks of a
    /// morning scene at 07:00 followed by the headlines at 07:05.
    static func person(limit: Int = 1_000) -> Predictor {
        var configuration = PredictorConfiguration()
        configuration.candidateLimit = limit
        var predictor = Predictor(configuration: configuration)
        predictor.observe(radio, in: context(day: 0, minute: 8 * 60))
        for number in 0..<30 { predictor.observe(track(number), in: context(day: 0, minute: 9 * 60 + number * 10)) }
        for day in 1..<22 {
            predictor.observe(wake, in: context(day: day, minute: 7 * 60))
            predictor.observe(news, in: context(day: day, minute: 7 * 60 + 5))
        }
        return predictor
    }

    /// Moments to compare predictors at: mornings right after the scene, evenings, and one with
    /// no previous action in reach.
    static let moments: [PredictionContext] = [
        context(day: 22, minute: 7 * 60 + 4, previous: PreviousAction(candidate: wake, instant: 0)),
        context(day: 22, minute: 7 * 60 + 4),
        context(day: 22, minute: 20 * 60),
        context(day: 23, minute: 9 * 60 + 30),
    ].map { moment in
        var moment = moment
        if moment.previous != nil { moment.previous?.instant = moment.time.instant - 240 }
        return moment
    }

    @Test func aPersonKeepsAtMostTheLimitOfShortcutsTheMostUsed() {
        var configuration = PredictorConfiguration()
        configuration.candidateLimit = 40
        var predictor = Predictor(configuration: configuration)
        for day in 0..<30 {
            predictor.observe(Self.coffee, in: Self.context(day: day, minute: 7 * 60))
            for number in 0..<20 {
                predictor.observe(
                    Self.track(day * 20 + number), in: Self.context(day: day, minute: 9 * 60 + number * 30))
            }
        }
        #expect(predictor.candidates.count <= 40 + 40 / 4)
        #expect(predictor.candidates.contains(Self.coffee))
        #expect(predictor.candidates.contains(Self.track(599)), "the last one played is kept")
        #expect(!predictor.candidates.contains(Self.track(0)))
        #expect(predictor.rank(in: Self.context(day: 30, minute: 7 * 60)).first?.candidate == Self.coffee)
    }

    // Forgetting renumbers what is kept; every count of a kept shortcut must follow it, the
    // rows of "after this shortcut" included, or the sequence would point at another shortcut.
    @Test func whatIsKeptKeepsEveryCountUnderItsNewNumber() throws {
        let before = Self.person()
        var after = before
        after.forgetCandidates(keeping: 10)
        #expect(after.candidates.count == 10)
        #expect(!after.candidates.contains(Self.radio))
        #expect(after.candidates.suffix(2) == [Self.wake, Self.news])
        for moment in Self.moments {
            let old = try #require(before.views(of: moment))
            let new = try #require(after.views(of: moment))
            #expect(old.features.map { $0.feature } == new.features.map { $0.feature })
            for (newID, candidate) in after.candidates.enumerated() {
                let oldID = try #require(before.candidates.firstIndex(of: candidate))
                #expect(old.prior[oldID] == new.prior[newID])
                for (oldFeature, newFeature) in zip(old.features, new.features) {
                    #expect(oldFeature.terms[oldID] == newFeature.terms[newID], "\(newFeature.feature) of \(candidate)")
                }
            }
        }
        #expect(after.rank(in: Self.moments[0]).first?.candidate == Self.news)
        for (key, action) in after.actionIndex {
            let oldAction = try #require(before.actionIndex[key])
            #expect(after.actionCounts[action] == before.actionCounts[oldAction])
            for (row, counts) in after.actionTable {
                let oldRow = try #require(before.actionTable[Self.oldKey(row, before, after)])
                #expect(
                    (action < counts.count ? counts[action] : 0) == (oldAction < oldRow.count ? oldRow[oldAction] : 0))
            }
        }
    }

    /// The key a renumbered "after this shortcut" or "after this action" key had before
    /// forgetting.
    static func oldKey(_ key: Int, _ before: Predictor, _ after: Predictor) -> Int {
        let value = key & ((1 << 40) - 1)
        guard value > 0 else { return key }
        switch key >> 40 {
        case ContextFeature.previous.rawValue:
            let candidate = after.candidates[value - 1]
            return key - value + (before.candidates.firstIndex(of: candidate) ?? -2) + 1
        case ContextFeature.previousAction.rawValue:
            let action = after.actionIndex.first { $0.value == value - 1 }?.key ?? ""
            return key - value + (before.actionIndex[action] ?? -2) + 1
        default: return key
        }
    }

    // The radio's action has no shortcut left: a snapshot read back numbers the actions afresh
    // from the shortcuts it holds, so forgetting must number them the same way.
    @Test func aPredictorThatForgotRestoresFromItsSnapshot() throws {
        var predictor = Self.person(limit: 10)
        predictor.observe(Self.wake, in: Self.context(day: 22, minute: 7 * 60))
        predictor.forgetCandidates(keeping: 10)
        let data = try JSONEncoder().encode(predictor.snapshot)
        let restored = try #require(
            Predictor(
                configuration: predictor.configuration,
                snapshot: try JSONDecoder().decode(PredictorSnapshot.self, from: data)))
        for moment in Self.moments {
            #expect(restored.rank(in: moment, limit: 10) == predictor.rank(in: moment, limit: 10))
        }
    }

    @Test func aShortcutUnusedForYearsIsForgottenAndComesBackAsNew() {
        var predictor = Predictor()
        predictor.observe(Self.radio, in: Self.context(day: 0, minute: 8 * 60))
        for day in 1..<(2 * 365) {
            predictor.observe(Self.wake, in: Self.context(day: day, minute: 7 * 60))
            predictor.observe(Self.news, in: Self.context(day: day, minute: 7 * 60 + 5))
        }
        #expect(predictor.candidates == [Self.wake, Self.news])
        predictor.observe(Self.radio, in: Self.context(day: 2 * 365, minute: 8 * 60))
        #expect(predictor.candidates == [Self.wake, Self.news, Self.radio])
    }

    @Test func packedRowsReadBackExactlyAndRefuseDamage() throws {
        let rows: [Int: [Double]] = [3: [0, -0.0, 1e-310, .greatestFiniteMagnitude], 1 << 40 | 7: [], 9: [0.1 + 0.2]]
        let packed = PackedRows(rows)
        let decoded = try JSONDecoder().decode(PackedRows.self, from: JSONEncoder().encode(packed))
        #expect(decoded.rows == rows)
        let intact = Self.person().snapshot
        #expect(Predictor(snapshot: intact) != nil)
        var snapshot = intact
        snapshot.table.lengths[0] += 1
        #expect(Predictor(snapshot: snapshot) == nil)
        snapshot = intact
        snapshot.table.lengths[0] = .max
        #expect(Predictor(snapshot: snapshot) == nil, "a damaged length must not overflow")
        snapshot = intact
        let after = try #require(snapshot.sparseTable.first { !$0.value.isEmpty }?.key)
        snapshot.sparseTable[after]?[-1] = 1
        #expect(Predictor(snapshot: snapshot) == nil, "a column that names no shortcut")
    }

    @Test func aPlaceRadiusOutOfReasonStillPlacesCoordinates() throws {
        var moment = Self.context(day: 22, minute: 7 * 60)
        moment.place = PlaceObservation(latitude: 40.7, longitude: -74)
        for radius in [0, -5, .nan, .infinity, 1e-300] {
            var snapshot = Self.person().snapshot
            snapshot.places.radius = radius
            var predictor = try #require(Predictor(snapshot: snapshot))
            predictor.observe(Self.wake, in: moment)
            #expect(
                predictor.rank(in: moment).first?.candidate == Self.news,
                "radius \(radius): the headlines follow the scene")
        }
    }
}
