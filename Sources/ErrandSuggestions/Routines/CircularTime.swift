import Foundation

/// Arithmetic on minutes of the day as a circle, so 23:50 and 00:10 are 20 minutes apart.
enum CircularTime {
    static let day = 1_440

    /// The signed difference `a − b` folded into −720…719.
    static func difference(_ a: Int, _ b: Int) -> Int {
        var value = (a - b) % day
        if value < -720 { value += day }
        if value >= 720 { value -= day }
        return value
    }

    /// The start of the `width`-minute window (wrapping midnight) holding the most of
    /// `counts` (1440 bins).
    ///
    /// - Complexity: O(1440).
    static func densestWindow(_ counts: [Int], width: Int) -> (start: Int, count: Int) {
        var sum = 0
        for minute in 0..<width { sum += counts[minute % day] }
        var best = (start: 0, count: sum)
        for start in 1..<day {
            sum += counts[(start + width - 1) % day] - counts[start - 1]
            if sum > best.count { best = (start, sum) }
        }
        return best
    }

    /// The median of `minutes` around `center` (all assumed within half a day of it),
    /// folded back into 0..<1440.
    static func median(_ minutes: [Int], around center: Int) -> Int {
        guard !minutes.isEmpty else { return center }
        let offsets = minutes.map { difference($0, center) }.sorted()
        let middle = offsets[offsets.count / 2]
        return ((center + middle) % day + day) % day
    }
}
