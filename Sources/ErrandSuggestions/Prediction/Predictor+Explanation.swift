import Foundation

extension Predictor {
    /// One short line saying why `candidate` fits `context` ("usually on weekday mornings near
    /// Home"), from the parts of the context where most of its uses happened.
    public func explanation(for candidate: Candidate, in context: PredictionContext) -> String {
        guard let id = index[candidate.key], counts[id] > 0 else { return "suggested by the app" }
        let placeID = places.identify(context.place)
        // The (decayed) share of this candidate's uses that had `value` for `feature`.
        func share(_ feature: ContextFeature, _ value: Int) -> Double {
            let key = feature.rawValue << 40 | value
            return table.value(key, column: id) / counts[id]
        }
        let time = context.time
        let block = time.hour / 3
        let dayKind = time.isWeekend ? 1 : 0
        var parts: [String] = []
        if share(.dayPart, dayKind * 8 + block) >= 0.5 {
            let days = time.isWeekend ? "weekend" : "weekday"
            parts.append("on \(days) \(Self.partOfDay(time.hour))")
        }
        if placeID > 0, share(.place, placeID + 1) >= 0.5, let name = places.name(of: placeID) {
            parts.append("near \(name)")
        }
        if let motion = context.motion, let value = interned["m:" + motion], share(.motion, value) >= 0.6,
            motion != "still"
        {
            parts.append("while \(motion)")
        }
        if let previous = context.previous?.candidate ?? last.map({ candidates[$0.candidate] }),
            let previousID = index[previous.key], share(.previous, previousID + 1) >= 0.4
        {
            parts.append("after \(previous.label)")
        }
        if parts.isEmpty {
            return observationCount > 0 && counts[id] / total > 0.2 ? "one you use often" : "used recently"
        }
        return "usually " + parts.prefix(2).joined(separator: " ")
    }

    static func partOfDay(_ hour: Int) -> String {
        switch hour {
        case 5..<12: return "mornings"
        case 12..<17: return "afternoons"
        case 17..<22: return "evenings"
        default: return "nights"
        }
    }
}

extension Predictor {
    /// The candidates used most, by decayed count, most first.
    public func mostFrequent(limit: Int) -> [Candidate] {
        topIndices(count: candidates.count, limit: limit) { counts[$0] > counts[$1] }.map { candidates[$0] }
    }

    /// The share of a candidate's (decayed) uses that fell between 18:00 and midnight.
    public func eveningShare(of candidate: Candidate) -> Double {
        guard let id = index[candidate.key], counts[id] > 0 else { return 0 }
        var evening = 0.0
        for hour in 18..<24 {
            let key = ContextFeature.hour.rawValue << 40 | hour
            evening += table.value(key, column: id)
        }
        // Each use counts 2 in the hour table (its hour plus half of each neighbour).
        return min(evening / (2 * counts[id]), 1)
    }
}
