import Testing

@testable import ErrandSuggestions

/// What follows one shortcut is a handful of others: the rows of counts per previous shortcut
/// keep only what was seen, so a person who plays hundreds of tracks in turn keeps numbers in
/// proportion to the tracks, not to their square.
struct CountTableTests {
    @Test func rowsAfterAShortcutKeepOnlyWhatFollowedIt() {
        var predictor = Predictor()
        for number in 0..<200 {
            let context = PredictorForgettingTests.context(day: number / 40, minute: 9 * 60 + (number % 40) * 10)
            predictor.observe(PredictorForgettingTests.track(number), in: context)
        }
        let previous = ContextFeature.previous.rawValue
        #expect(!predictor.table.dense.keys.contains { $0 >> 40 == previous })
        // Each track was followed by the next within ten minutes, except the last of each day.
        let afterATrack = predictor.table.sparse.filter { $0.key & ((1 << 40) - 1) > 0 }
        #expect(afterATrack.values.reduce(0) { $0 + $1.count } == 195)
        // With a dense row per previous track the same person keeps over 28,000 (a row of 200
        // per track); sparse, 9,449, one number per track and feature saying how far it keeps a
        // habit of its own there (1,800), and each track's one cell of rates of use (1,603).
        #expect(predictor.storedNumberCount < 14_000)
        let track = PredictorForgettingTests.track
        var moment = PredictorForgettingTests.context(day: 6, minute: 9 * 60 + 10)
        moment.previous = PreviousAction(candidate: track(41), instant: moment.time.instant - 600)
        #expect(predictor.rank(in: moment).first?.candidate == track(42))
    }

    @Test func aColumnListsEveryRowThatCountedIt() {
        var table = CountTable()
        let sequence = ContextFeature.previous.rawValue << 40 | 3
        let hour = ContextFeature.hour.rawValue << 40 | 7
        let place = ContextFeature.place.rawValue << 40 | 2
        table.add(2, key: sequence, column: 4, width: 6)
        table.add(1, key: hour, column: 4, width: 6)
        table.add(1, key: place, column: 1, width: 6)
        let column = table.column(4).sorted { $0.key < $1.key }
        #expect(column.map(\.key) == [hour, sequence].sorted())
        #expect(column.map(\.count) == (hour < sequence ? [1, 2] : [2, 1]))
        #expect(table.column(5).isEmpty)
    }

    @Test func aSparseRowReadsAsTheDenseRowItStandsFor() {
        var table = CountTable()
        let sequence = ContextFeature.previous.rawValue << 40 | 3
        let hour = ContextFeature.hour.rawValue << 40 | 7
        table.add(2, key: sequence, column: 4, width: 6)
        table.add(1, key: hour, column: 1, width: 6)
        table.add(0.5, key: sequence, column: 4, width: 6)
        #expect(table.row(sequence, width: 6) == [0, 0, 0, 0, 2.5, 0])
        #expect(table.row(hour, width: 6) == [0, 1, 0, 0, 0, 0])
        #expect(table.value(sequence, column: 4) == 2.5)
        #expect(table.value(sequence, column: 5) == 0)
        #expect(table.numberCount == 6 + 2)
        table.scale(by: 2)
        #expect(table.value(sequence, column: 4) == 5)
        let kept = table.renumbered(keys: { $0 }, keeping: [1, 4], newColumn: [-1, 0, -1, -1, 1, -1])
        #expect(kept.row(sequence, width: 2) == [0, 5])
        #expect(kept.row(hour, width: 2) == [2, 0])
    }
}
