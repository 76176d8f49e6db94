extension ValueParser {
    /// How far back the last time a point said after "since" may be: a week for a weekday, a
    /// year for a date or a month.
    private static let sinceLookbacks = [7 * 86_400, 365 * 86_400]

    /// `target`, the time point read from `index` to `end`, as it was last: "since monday" said
    /// on a Friday is the Monday just gone, not the next one, for "since" looks back. A point
    /// already past is kept, and so is a time of day: "since 2pm" said in the morning is this
    /// afternoon in Duckling's corpus, which Errand's values agree with.
    func mostRecent(_ target: TimeSpan, at index: Int, end: Int) -> TimeSpan {
        guard let start = target.start, start > clock.now, target.grain >= .day else { return target }
        for lookback in Self.sinceLookbacks {
            let earlier = ValueParser(tokens: tokens, clock: clock.movedBack(by: lookback))
            let past = earlier.timePoints(at: index).first { point in
                point.end == end && point.span.grain == target.grain && (point.span.start ?? .max) <= clock.now
            }
            if let past { return past.span }
        }
        return target
    }
}
