import Foundation

extension Predictor {
    /// How many (decayed) uses make a habit worth calling "usual": about three recent ones.
    static let habitUses = 2.5

    /// One short line saying why `candidate` fits `context` ("usually on weekday mornings near
    /// Home"), from the parts of the context where most of its uses happened.
    ///
    /// Only what the person's uses show is said: a habit ("usually …", "one you use often")
    /// needs about three recent uses, and fewer say what was done before ("done before on a
    /// weekday afternoon"); "after" names an action done within the sequence window before the
    /// moment, by `title` (the shortcut's title, as a surface shows it).
    public func explanation(
        for candidate: Candidate, in context: PredictionContext, title: (Candidate) -> String = { $0.label }
    ) -> String {
        guard let id = index[candidate.key], counts[id] > 0 else { return "suggested by the app" }
        let placeID = places.identify(context.place)
        // The (decayed) share of this candidate's uses that had `value` for `feature`.
        func share(_ feature: ContextFeature, _ value: Int) -> Double {
            let key = feature.rawValue << 40 | value
            return table.value(key, column: id) / counts[id]
        }
        let isHabit = uses(of: id) >= Self.habitUses
        let time = context.time
        let block = time.hour / 3
        let dayKind = time.isWeekend ? 1 : 0
        var parts: [String] = []
        if share(.dayPart, dayKind * 8 + block) >= 0.5 {
            let days = time.isWeekend ? "weekend" : "weekday"
            parts.append(
                isHabit
                    ? "on \(days) \(Self.partOfDay(time.hour))s" : "on a \(days) \(Self.partOfDay(time.hour))")
        }
        if placeID > 0, share(.place, placeID + 1) >= 0.5, let name = places.name(of: placeID) {
            parts.append("near \(name)")
        }
        if let motion = context.motion, let value = interned["m:" + motion], share(.motion, value) >= 0.6,
            motion != "still"
        {
            parts.append("while \(motion)")
        }
        if let previous = recentPrevious(at: context), let previousID = index[previous.key],
            share(.previous, previousID + 1) >= 0.4
        {
            parts.append("after \(title(previous))")
        }
        if parts.isEmpty { return frequencyExplanation(for: candidate, at: context.time.instant) }
        return (isHabit ? "usually " : "done before ") + parts.prefix(2).joined(separator: " ")
    }

    /// Why a candidate is offered when nothing of the moment explains it: "one you use often"
    /// for a habit that takes a good share of the person's uses, else "used recently" (within a
    /// week of `instant`) or "used before".
    public func frequencyExplanation(for candidate: Candidate, at instant: Double) -> String {
        guard let id = index[candidate.key], counts[id] > 0 else { return "suggested by the app" }
        if uses(of: id) >= Self.habitUses, counts[id] / total > 0.2 { return "one you use often" }
        let lastUse = id < recency.lastUse.count ? recency.lastUse[id] : -Double.greatestFiniteMagnitude
        return instant - lastUse <= 7 * 86_400 ? "used recently" : "used before"
    }

    /// The candidate's uses, decayed to the person's latest action: 1 for one use just made.
    func uses(of id: Int) -> Double {
        guard let reference, let latest = last?.instant else { return counts[id] }
        return counts[id] * exp(-(latest - reference) / tau)
    }

    /// The shortcut done just before `context` (within the sequence window), as the predictor
    /// reads it: the context's own previous action, else the person's latest.
    private func recentPrevious(at context: PredictionContext) -> Candidate? {
        let now = context.time.instant
        if let previous = context.previous {
            return now - previous.instant <= configuration.sequenceWindow ? previous.candidate : nil
        }
        guard let last, now - last.instant <= configuration.sequenceWindow, now >= last.instant else { return nil }
        return candidates[last.candidate]
    }

    static func partOfDay(_ hour: Int) -> String {
        switch hour {
        case 5..<12: return "morning"
        case 12..<17: return "afternoon"
        case 17..<22: return "evening"
        default: return "night"
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
