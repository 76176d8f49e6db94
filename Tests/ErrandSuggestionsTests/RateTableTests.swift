import Foundation
import Testing

@testable import ErrandSuggestions

/// Suggestions offer a shortcut at "the best time and place" (shortcuts-and-suggestions.md),
/// and some of what a person does has no time or place of its own. Counted as rates, a
/// routine's uses belong to its setting and time of day, and uses with no such pattern to the
/// person's any-time habits, so a routine that is not due gives way to what is done at any time.
struct RateTableTests {
    static let home = RateTable.Setting(place: 1, motion: 1, device: 1, isWeekend: false)
    static let work = RateTable.Setting(place: 2, motion: 1, device: 1, isWeekend: false)
    static let coffee = 0
    static let timer = 1

    /// Twenty weekdays of coffee at home around 07:00 (quarters 27 to 29) and a timer started
    /// at home six times at scattered hours.
    static func table() -> RateTable {
        var table = RateTable(bandwidth: 0.6, mismatch: 0.01)
        let timerQuarters = [36, 80, 44, 60, 88, 52]
        for day in 0..<20 {
            table.observe(coffee, setting: home, quarter: 27 + day % 3, day: day, weight: 1)
            if day % 3 == 0, day / 3 < timerQuarters.count {
                table.observe(timer, setting: home, quarter: timerQuarters[day / 3], day: day, weight: 1)
            }
        }
        return table
    }

    static func uses(_ table: RateTable, _ id: Int) -> Double { table.cells[id].reduce(0) { $0 + $1.uses } }

    @Test func aRoutinesUsesAreItsOwnAndScatteredUsesAreAnyTime() {
        let table = Self.table()
        #expect(table.anyTime[Self.coffee] < 0.05 * Self.uses(table, Self.coffee))
        #expect(table.anyTime[Self.timer] > 0.95 * Self.uses(table, Self.timer))
    }

    // At 07:00 at home the coffee leads; at 15:00 it is not due and the timer leads by far;
    // at 07:00 at work the coffee's routine counts a hundredth.
    @Test func aRoutineLeadsOnlyInItsSettingAndTimeOfDay() {
        let table = Self.table()
        let morning = table.rates(in: Self.home, at: 28, candidateCount: 2)
        #expect(morning[Self.coffee] > 10 * morning[Self.timer])
        let afternoon = table.rates(in: Self.home, at: 60, candidateCount: 2)
        #expect(afternoon[Self.timer] > 10 * afternoon[Self.coffee])
        let atWork = table.rates(in: Self.work, at: 28, candidateCount: 2)
        #expect(atWork[Self.coffee] < 0.02 * morning[Self.coffee])
        #expect(abs(atWork[Self.timer] - morning[Self.timer]) < 1e-12)
    }

    // A use alone does not explain itself: the first use of anything is background until
    // others join it.
    @Test func aSingleUseIsBackground() {
        var table = RateTable(bandwidth: 0.6, mismatch: 0.01)
        table.observe(0, setting: Self.home, quarter: 30, day: 0, weight: 1)
        #expect(abs(table.anyTime[0] - 1) < 1e-9)
        table.observe(0, setting: Self.home, quarter: 30, day: 1, weight: 1)
        table.observe(0, setting: Self.home, quarter: 31, day: 2, weight: 1)
        #expect(table.anyTime[0] < 1.5)
    }

    // A shortcut used often has all its cells shared again only at every eighth use; between,
    // the cell just used is shared against the others' last shares, and lands where a full EM
    // would put it.
    @Test func betweenFullSharingsTheCellJustUsedLandsWhereAFullEMPutsIt() {
        var table = RateTable(bandwidth: 0.6, mismatch: 0.01)
        for day in 0..<(RateTable.alwaysShared + 5) {
            table.observe(0, setting: Self.home, quarter: 26 + day % 5, day: day, weight: 1)
        }
        let uses = table.cells[0].reduce(0) { $0 + $1.count }
        #expect(Int(uses) % RateTable.sharingInterval != 0 && Int(uses) > RateTable.alwaysShared)
        var full = table
        full.share(0, prior: RateTable.backgroundPrior)
        for (cell, reference) in zip(table.cells[0], full.cells[0]) {
            #expect(abs(cell.routineShare - reference.routineShare) < 0.02)
        }
        // A use at 15:00, far from the others, is background either way.
        table.observe(0, setting: Self.home, quarter: 60, day: 41, weight: 1)
        let lone = table.cells[0].first { $0.quarter == 60 }
        #expect((lone?.routineShare ?? 1) < 0.01)
    }

    // Rates are uses per day: moving the reference time scales uses and days alike.
    @Test func rescalingLeavesTheRatesAlone() {
        var table = Self.table()
        let before = table.rates(in: Self.home, at: 60, candidateCount: 2)
        table.rescale(by: 1e-40)
        let after = table.rates(in: Self.home, at: 60, candidateCount: 2)
        for (old, new) in zip(before, after) { #expect(abs(old - new) <= 1e-9 * old) }
    }

    @Test func keptCandidatesAreRenumberedAndFadedCellsForgotten() {
        var table = Self.table()
        let timerRates = table.rates(in: Self.home, at: 60, candidateCount: 2)[Self.timer]
        table.keep([Self.timer, 5])
        #expect(table.cells.count == 1 && table.anyTime.count == 1)
        #expect(abs(table.rates(in: Self.home, at: 60, candidateCount: 1)[0] - timerRates) < 1e-12)
        table.forgetCells(under: 2)
        #expect(table.cells[0].isEmpty && table.anyTime[0] == 0)
        #expect(table.isConsistent(candidateCount: 1))
        #expect(!table.isConsistent(candidateCount: 0))
    }

    // The predictor with nothing but this view: the timer leads at 16:00 (no routine is due),
    // the coffee at 07:00 and the scene at 18:00 (the person of `PredictorAnchoringTests`).
    @Test func aPredictorOfRatesAloneOffersWhatIsDoneAtAnyTimeWhenNoRoutineIsDue() {
        var configuration = PredictorConfiguration()
        configuration.mixture.full = 0
        configuration.mixture.sequence = 0
        configuration.mixture.setting = 0
        configuration.mixture.frequency = 0
        configuration.mixture.byAction = 0
        configuration.mixture.rates = 1
        configuration.recencyWeight = 0
        let predictor = PredictorAnchoringTests.person(configuration)
        let afternoon = predictor.rank(in: PredictorTests.context(day: 29, hour: 16, place: PredictorTests.home))
        #expect(afternoon.first?.candidate == PredictorAnchoringTests.timer)
        let morning = predictor.rank(in: PredictorTests.context(day: 29, hour: 7, place: PredictorTests.home))
        #expect(morning.first?.candidate == PredictorTests.coffee)
        let evening = predictor.rank(in: PredictorTests.context(day: 29, hour: 18, place: PredictorTests.home))
        #expect(evening.first?.candidate == PredictorAnchoringTests.scene)
    }
}
