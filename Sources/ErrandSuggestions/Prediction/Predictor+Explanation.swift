import Foundation

extension Predictor {
    /// One short line saying why `candidate` fits `context` ("usually on weekday mornings near
    /// Home"), from the features that favour it most.
    public func explanation(for candidate: Candidate, in context: PredictionContext) -> String {
        guard let id = index[candidate.key], counts[id] > 0 else { return "suggested by the app" }
        let placeID = places.identify(context.place)
        func lift(_ feature: ContextFeature, _ value: Int) -> Double {
            let key = feature.rawValue << 40 | value
            let share = (table[key].map { id < $0.count ? $0[id] : 0 } ?? 0) / counts[id]
            let base = max((marginal[key] ?? 0) / max(total, .leastNormalMagnitude), 0.001)
            return share > 0.5 ? share / base : 0
        }
        let time = context.time
        let block = time.hour / 3
        let dayKind = time.isWeekend ? 1 : 0
        var parts: [String] = []
        let dayPartLift = lift(.dayPart, dayKind * 8 + block)
        let hourLift = lift(.hour, time.hour)
        if dayPartLift > 1 || hourLift > 1 {
            let days = time.isWeekend ? "weekend" : "weekday"
            parts.append("on \(days) \(Self.partOfDay(time.hour))")
        }
        if placeID > 0, lift(.place, placeID + 1) > 1, let name = places.name(of: placeID) {
            parts.append("near \(name)")
        }
        if let motion = context.motion, let value = interned["m:" + motion], lift(.motion, value) > 1.5,
            motion != "still"
        {
            parts.append("while \(motion)")
        }
        if let previous = context.previous?.candidate ?? last.map({ candidates[$0.candidate] }),
            let previousID = index[previous.key], lift(.previous, previousID + 1) > 1
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
