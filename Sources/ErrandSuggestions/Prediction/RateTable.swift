import Foundation

/// How often each candidate is done at a moment, as a rate — uses per hour — rather than a
/// share of the moment: a routine's rate in its setting around its time of day, plus a rate of
/// use at any time.
///
/// A posterior over candidates hands the whole moment to whatever fits it least badly, so at
/// 15:00, when no routine is due, the 07:00 coffee still leads. Rates tell the two kinds of use
/// apart: at 15:00 the coffee's routine rate is near nothing, and what the person does at any
/// time leads. Each use is shared between the two accounts by how well each explains it (an EM
/// over the candidate's uses, redone when it is used; for one used often, at every eighth use,
/// with only the cell just used shared between): a use near others of the same setting and
/// time of day is a routine's; a use alone is background.
///
/// Sufficient statistics only: per candidate, decayed uses per setting and quarter of an hour.
struct RateTable: Sendable, Codable, Hashable {
    /// Where, how and on what a candidate was used, and the part of the week: a routine keeps
    /// one (the coffee ordered on the phone, standing still at Home, on weekdays).
    struct Setting: Sendable, Hashable, Codable {
        var place: Int
        var motion: Int
        var device: Int
        var isWeekend: Bool

        /// How many of the four differ.
        func mismatches(_ other: Setting) -> Int {
            (place == other.place ? 0 : 1) + (motion == other.motion ? 0 : 1) + (device == other.device ? 0 : 1)
                + (isWeekend == other.isWeekend ? 0 : 1)
        }
    }

    /// The uses of one candidate in one setting and quarter of an hour.
    struct Cell: Sendable, Hashable, Codable {
        var setting: Setting
        var quarter: Int
        /// Decayed uses.
        var uses: Double
        /// How many uses, not decayed: their mean weight is `uses / count`.
        var count: Double
        /// The share of them the routine account explains (0...1).
        var routineShare: Double
    }

    /// Quarters of an hour in a day.
    static let quarters = 96
    /// Hours of the day a person is awake and may use anything: background use is spread over them.
    static let wakingHours = 16.0
    /// Uses, in units of a fresh one, that the background account of a candidate starts with.
    static let backgroundPrior = 0.5
    /// Rounds of EM per update.
    static let rounds = 5
    /// A shortcut used at most this many times has all its cells shared again at every use;
    /// one used more, at every `sharingInterval`-th use, and only the cell just used between
    /// (on seven logs the same hit rates to the third decimal; learning 51 µs a donation
    /// against 72).
    static let alwaysShared = 32
    static let sharingInterval = 8

    /// The spread of a routine around its time of day, in hours.
    var bandwidth: Double
    /// How much a use in a setting that differs in one respect (place, motion, device or part
    /// of the week) counts toward a routine; in two, its square; and so on.
    var mismatch: Double

    private(set) var cells: [[Cell]] = []
    /// Decayed count of the days the person did anything, and of those on a weekend.
    private(set) var days = 0.0
    private(set) var weekendDays = 0.0
    private(set) var lastDay: Int?

    init(bandwidth: Double, mismatch: Double) {
        self.bandwidth = bandwidth.isFinite ? min(max(bandwidth, 0.05), 12) : 0.6
        self.mismatch = mismatch.isFinite ? min(max(mismatch, 0), 1) : 0.01
    }

    /// The kernel over quarter-hour distances, density per hour, up to where it vanishes.
    private var kernel: [Double] {
        let sigma = bandwidth * 4
        let reach = min(Int((sigma * 4).rounded(.up)), Self.quarters / 2)
        return (0...reach).map { exp(-0.5 * Double($0 * $0) / (sigma * sigma)) / (2.5066283 * bandwidth) }
    }

    /// The quarter of an hour of a local time.
    static func quarter(of time: LocalTime) -> Int {
        min(max(time.hour * 4 + time.minute / 15, 0), quarters - 1)
    }

    /// Learns that `id` was used in `setting` at `quarter` of local `day`, with the decayed
    /// `weight` of that moment, then shares its uses again between routine and background.
    ///
    /// - Complexity: O(S² + R · (96 · S + U · (W + S))) for the candidate's U cells in S
    ///   settings, R rounds and the kernel's W quarters (about 21) at a full EM; O(U) between.
    ///   Years of daily use in ten settings is a few hundred cells.
    mutating func observe(_ id: Int, setting: Setting, quarter: Int, day: Int, weight: Double) {
        if lastDay.map({ day > $0 }) ?? true {
            days += weight
            if setting.isWeekend { weekendDays += weight }
            lastDay = day
        }
        while cells.count <= id { cells.append([]) }
        let touched: Int
        if let index = cells[id].firstIndex(where: { $0.quarter == quarter && $0.setting == setting }) {
            cells[id][index].uses += weight
            cells[id][index].count += 1
            touched = index
        } else {
            cells[id].append(Cell(setting: setting, quarter: quarter, uses: weight, count: 1, routineShare: 0.5))
            touched = cells[id].count - 1
        }
        let uses = Int(cells[id].reduce(0) { $0 + $1.count })
        if uses <= Self.alwaysShared || uses % Self.sharingInterval == 0 {
            share(id, prior: Self.backgroundPrior * weight)
        } else {
            share(id, cell: touched, prior: Self.backgroundPrior * weight)
        }
    }

    /// The one cell `touched` shared again against the last shares of the candidate's other
    /// cells: between two full EMs of a shortcut used often, one more use moves the others'
    /// shares little.
    ///
    /// - Complexity: O(U) for the candidate's U cells.
    mutating func share(_ id: Int, cell touched: Int, prior: Double) {
        guard days > 0 else { return }
        let kernel = kernel
        let powers = (0...4).map { pow(mismatch, Double($0)) }
        let own = cells[id]
        let cell = own[touched]
        var share = cell.routineShare
        for _ in 0..<Self.rounds {
            let uses = Self.uses(
                of: own, in: cell.setting, at: cell.quarter, kernel: kernel, powers: powers,
                replacing: (touched, share))
            share = routineShare(
                of: cell, now: share, density: uses.routine, background: prior + uses.background, peak: kernel[0])
        }
        cells[id][touched].routineShare = share
    }

    /// The EM: each cell's share of routine use is how far the routine account, built from the
    /// candidate's other uses, explains it against the background account.
    mutating func share(_ id: Int, prior: Double) {
        var own = cells[id]
        guard !own.isEmpty, days > 0 else { return }
        let kernel = kernel
        var settings: [Setting] = []
        var numbers: [Setting: Int] = [:]
        let settingOf = own.map { cell in
            if let number = numbers[cell.setting] { return number }
            numbers[cell.setting] = settings.count
            settings.append(cell.setting)
            return settings.count - 1
        }
        let powers = (0...4).map { pow(mismatch, Double($0)) }
        let count = settings.count
        // NB: settings that weigh a millionth or less (three respects apart at 0.01) are left out.
        let neighbours = settings.map { setting in
            settings.enumerated().compactMap { other in
                let weight = powers[setting.mismatches(other.element)]
                return weight > 1e-6 ? (other.offset * Self.quarters, weight) : nil
            }
        }
        // NB: from even shares each time: started from the last ones, early uses, background
        // while they were alone, stay so (HR@5 0.1 point lower on the independent logs).
        var routineShare = [Double](repeating: 0.5, count: own.count)
        // Per setting, the routine uses spread over the day by the kernel, one row of quarters each.
        var smoothed = [Double](repeating: 0, count: count * Self.quarters)
        for _ in 0..<Self.rounds {
            for index in smoothed.indices { smoothed[index] = 0 }
            var background = prior
            for (index, cell) in own.enumerated() {
                let mass = cell.uses * routineShare[index]
                background += cell.uses - mass
                Self.spread(mass, at: cell.quarter, kernel: kernel, into: &smoothed, row: settingOf[index])
            }
            for (index, cell) in own.enumerated() {
                var density = 0.0
                for (start, weight) in neighbours[settingOf[index]] {
                    density += weight * smoothed[start + cell.quarter]
                }
                routineShare[index] = self.routineShare(
                    of: cell, now: routineShare[index], density: density, background: background, peak: kernel[0])
            }
        }
        for index in own.indices { own[index].routineShare = routineShare[index] }
        cells[id] = own
    }

    /// Per candidate, the decayed uses the background account explains.
    var anyTime: [Double] {
        cells.map { row in row.reduce(0) { $0 + $1.uses * (1 - $1.routineShare) } }
    }

    /// Adds `mass` spread by `kernel` around `quarter` (round the clock) to row `row` of `rows`.
    private static func spread(_ mass: Double, at quarter: Int, kernel: [Double], into rows: inout [Double], row: Int) {
        guard mass > 0 else { return }
        let start = row * quarters
        rows[start + quarter] += mass * kernel[0]
        for distance in 1..<kernel.count {
            rows[start + (quarter + distance) % quarters] += mass * kernel[distance]
            rows[start + (quarter - distance + quarters) % quarters] += mass * kernel[distance]
        }
    }

    /// The share of `cell`'s uses its routine explains, from the routine `density` at the cell
    /// (every routine use of the candidate spread by the kernel, whose `peak` is its height at
    /// no distance; the cell's routine share is `now`) and the candidate's `background` uses.
    private func routineShare(of cell: Cell, now: Double, density: Double, background: Double, peak: Double)
        -> Double
    {
        // NB: each use leaves itself out: alone, a use would explain itself as a routine.
        let others = density - now * cell.uses / max(cell.count, 1) * peak
        let routineRate = max(others, 0) / dayCount(weekend: cell.setting.isWeekend)
        let backgroundRate = background / (days * Self.wakingHours)
        return routineRate / (routineRate + backgroundRate)
    }

    private func dayCount(weekend: Bool) -> Double {
        // NB: a late donation may bring a part of the week no day has been counted for yet.
        max(weekend ? weekendDays : days - weekendDays, days * 0.05, .leastNormalMagnitude)
    }

    /// Each of the first `candidateCount` candidates' rate of use in `setting` at `quarter`:
    /// its routine rate there plus its rate of use at any time.
    ///
    /// - Complexity: O(U) for the U cells of all candidates.
    func rates(in setting: Setting, at quarter: Int, candidateCount: Int) -> [Double] {
        var rates = [Double](repeating: 0, count: candidateCount)
        guard days > 0 else { return rates }
        let kernel = kernel
        let powers = (0...4).map { pow(mismatch, Double($0)) }
        let perDay = dayCount(weekend: setting.isWeekend)
        let backgroundScale = 1 / (days * Self.wakingHours)
        for id in 0..<min(candidateCount, cells.count) {
            let uses = Self.uses(of: cells[id], in: setting, at: quarter, kernel: kernel, powers: powers)
            rates[id] = uses.routine / perDay + uses.background * backgroundScale
        }
        return rates
    }

    /// The routine uses of `row` at `quarter` in `setting`, each weighed by how far its setting
    /// differs (`powers` of the mismatch) and spread by `kernel`, and the uses of `row` its
    /// background explains; the cell at `replaced.index` counts with `replaced.share` as its
    /// routine share instead of its own.
    private static func uses(
        of row: [Cell], in setting: Setting, at quarter: Int, kernel: [Double], powers: [Double],
        replacing replaced: (index: Int, share: Double)? = nil
    ) -> (routine: Double, background: Double) {
        var routine = 0.0
        var background = 0.0
        for (index, cell) in row.enumerated() {
            let share = index == replaced?.index ? replaced?.share ?? cell.routineShare : cell.routineShare
            background += cell.uses * (1 - share)
            var distance = abs(cell.quarter - quarter)
            distance = min(distance, quarters - distance)
            guard distance < kernel.count else { continue }
            routine += powers[cell.setting.mismatches(setting)] * cell.uses * share * kernel[distance]
        }
        return (routine, background)
    }

    /// How many numbers the table keeps (eight per cell).
    var numberCount: Int { cells.reduce(0) { $0 + $1.count * 8 } + 3 }

    /// Whether the table fits `candidateCount` candidates (a snapshot read back is checked).
    func isConsistent(candidateCount: Int) -> Bool {
        cells.count <= candidateCount && days >= 0 && weekendDays >= 0
            && cells.allSatisfy { row in
                row.allSatisfy {
                    (0..<Self.quarters).contains($0.quarter) && $0.uses.isFinite && $0.uses >= 0
                        && (0...Double(1 << 52)).contains($0.count) && (0...1).contains($0.routineShare)
                }
            }
    }

    /// Keeps only the candidates `kept` (ascending, known to the table or not), renumbered
    /// `0..<kept.count`.
    mutating func keep(_ kept: [Int]) {
        cells = kept.filter { $0 < cells.count }.map { cells[$0] }
    }

    /// Forgets the cells whose decayed uses are under `least`.
    mutating func forgetCells(under least: Double) {
        for id in cells.indices { cells[id].removeAll { $0.uses < least } }
    }

    /// Multiplies every count by `factor` (when the predictor moves its reference time).
    mutating func rescale(by factor: Double) {
        for id in cells.indices {
            for index in cells[id].indices { cells[id][index].uses *= factor }
        }
        days *= factor
        weekendDays *= factor
    }
}
