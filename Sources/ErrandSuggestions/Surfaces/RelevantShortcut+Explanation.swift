import Foundation

extension RelevantShortcut {
    /// One short line saying why the shortcut is on the watch face at `time`, at `place`: the
    /// first of its relevance providers that holds ("relevant this morning", "relevant near
    /// Home", "relevant until 6 pm"), or "relevant any time" for a shortcut with none.
    ///
    /// ```swift
    /// let line = relevant.explanation(at: context.time, place: context.place)  // "relevant this morning"
    /// ```
    public func explanation(at time: LocalTime, place: PlaceObservation?) -> String {
        guard let holding = relevance.first(where: { $0.holds(at: time, place: place) }) ?? relevance.first else {
            return "relevant any time"
        }
        return "relevant " + holding.reason(at: time, place: place)
    }
}

extension RelevanceProvider {
    /// What the provider says of the moment, after "relevant": "this evening"; "near Home" (the
    /// name the moment gives its place, else "here"); "until 6 pm" (the interval's end in the
    /// moment's local time), "until 9 am tomorrow", or "until Thursday 5 March" when later.
    func reason(at time: LocalTime, place: PlaceObservation?) -> String {
        switch self {
        case .dailyRoutine(let routine):
            return "this \(routine.rawValue)"
        case .place:
            return place?.name.map { "near \($0)" } ?? "here"
        case .dateInterval(let start, let end):
            let last = max(start, end)
            let local = LocalTime(instant: last.timeIntervalSince1970, utcOffset: time.utcOffset)
            let clock = RoutineReason.clock(local.hour * 60 + local.minute)
            switch local.localDay - time.localDay {
            case 0: return "until \(clock)"
            case 1: return "until \(clock) tomorrow"
            default: return "until \(ProactivePlanner.day(last, time.utcOffset))"
            }
        }
    }
}
