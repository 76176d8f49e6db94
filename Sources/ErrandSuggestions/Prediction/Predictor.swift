import Foundation

/// Ranks the shortcuts one person might want now, learning online from what they do.
///
/// The model is a weighted naive Bayes over the moment's context — hour, part of the week,
/// weekday, place, motion, device and the previous action — whose counts decay exponentially
/// with age, so recent behaviour outweighs old habits, mixed with the same model over actions
/// (whatever their values), with the sequence and the setting alone, with what the person
/// does at any time and with rates of use (a routine's in its setting and time of day, and
/// each candidate's at any time), then lifted by how much the moment's device and motion go
/// with each candidate, by its rates of use now against its share of uses, and by the time since
/// it was last used.
/// Feature weights and the views' shares adapt to each person online. It keeps only sufficient
/// statistics (decayed counts per candidate, per action, per feature value, per time since last
/// use and per setting and quarter of an hour), never the history itself:
///
/// ```swift
/// var predictor = Predictor()
/// predictor.observe(candidate, in: context)
/// let ranked = predictor.rank(in: nextContext, limit: 5)
/// ```
///
/// - Complexity: `rank` is O(C·F) for C distinct candidates the person has used and F ≈ 11
///   features, plus the U cells of rates of use, independent of how many donations they made;
///   `observe` is O(C·F + U) too (it scores the moment once to adapt the weights), plus an EM
///   over the cells of the candidate used (see `RateTable`).
public struct Predictor: Sendable {
    public let configuration: PredictorConfiguration
    /// Candidates in the order first seen; their index is their identity in the tables.
    public internal(set) var candidates: [Candidate] = []
    var index: [String: Int] = [:]
    var actionIndex: [String: Int] = [:]
    var candidateAction: [Int] = []
    /// Decayed count of each candidate, scaled by `exp((t - reference) / tau)`.
    var counts: [Double] = []
    var total: Double = 0
    /// Decayed count of each candidate done at moments its context did not explain: each use
    /// weighted by the frequency view's responsibility for it (a first use by that view's
    /// share). What the person does at any time, not what their routines bring at their hour.
    public internal(set) var background: [Double] = []
    /// Decayed count of each app and action, whatever the values, and per feature value: lets
    /// a rarely used variant borrow the context its action is usually used in.
    var actionCounts: [Double] = []
    var actionTable: [Int: [Double]] = [:]
    /// Decayed count of (feature value, candidate).
    var table = CountTable()
    /// Decayed count of each feature value over all candidates.
    var marginal: [Int: Double] = [:]
    var interned: [String: Int] = [:]
    public internal(set) var places = KnownPlaces()
    var reference: Double?
    let tau: Double
    var last: LastObservation?
    /// Per feature, how likely each candidate is to be used whatever that feature's value
    /// (see `Predictor+Anchoring.swift`).
    var unanchored: [Int: [Double]] = [:]
    /// Lift of each candidate by the time since its last use.
    var recency = RecencyTable()
    /// Rates of use: a routine's in its setting and time of day, and each candidate's at any time.
    var rates: RateTable
    /// The weight of each feature by raw value, then the prior's; adapted online.
    public internal(set) var weights: [Double]
    /// The share of each view in the ranking (full, sequence, setting, frequency, by action, rates),
    /// summing to 1; adapted online toward the views that foresaw what the person did.
    public internal(set) var shares: [Double]
    /// The exponent of each feature's lift of the mixed score, by raw value (0: none).
    let contextLift: [Double]
    /// Which views have a share to start with; the others are never computed.
    let usesView: [Bool]
    /// How many observations were made, undecayed.
    public internal(set) var observationCount = 0

    public init(configuration: PredictorConfiguration = PredictorConfiguration()) {
        self.configuration = configuration
        self.tau = max(configuration.halfLife, 1) / log(2)
        self.weights =
            ContextFeature.allCases.map { configuration.weights[$0] ?? 1 } + [configuration.priorWeight]
        self.shares = configuration.mixture.normalized
        self.usesView = shares.map { $0 > 0 }
        self.contextLift = ContextFeature.allCases.map { max(configuration.contextLift[$0] ?? 0, 0) }
        self.rates = RateTable(bandwidth: configuration.rateBandwidth, mismatch: configuration.rateMismatch)
    }

    /// Learns that `candidate` was performed in `context`.
    public mutating func observe(_ candidate: Candidate, in context: PredictionContext) {
        let now = context.time.instant
        if reference == nil { reference = now }
        rescaleIfNeeded(at: now)
        let weight = exp((now - (reference ?? now)) / tau)
        var unexplained = shares[PredictorConfiguration.Mixture.frequencyIndex]
        if let existing = index[candidate.key] { unexplained = adapt(toward: existing, in: context) ?? unexplained }
        let id = intern(candidate)
        background[id] += weight * unexplained
        recency.observe(id, at: now, weight: weight, candidateCount: candidates.count)
        if let motion = context.motion { _ = internValue("m:" + motion) }
        if let device = context.device { _ = internValue("d:" + device) }
        let placeID = places.learn(context.place)
        let features = featureKeys(of: context, placeID: placeID, learning: true)
        if usesView[PredictorConfiguration.Mixture.ratesIndex] {
            rates.observe(
                id, setting: rateSetting(of: context, placeID: placeID), quarter: RateTable.quarter(of: context.time),
                day: context.time.localDay, weight: weight)
        }
        counts[id] += weight
        total += weight
        let action = candidateAction[id]
        actionCounts[action] += weight
        for (key, share) in features {
            let amount = weight * share
            marginal[key, default: 0] += amount
            table.add(amount, key: key, column: id, width: candidates.count)
            actionTable[key, default: []].grow(to: actionCounts.count)
            actionTable[key]?[action] += amount
        }
        if (last?.instant ?? -.infinity) <= now { last = LastObservation(candidate: id, instant: now) }
        updateAnchoring(of: CollectionOfOne(id), at: now)
        observationCount += 1
        if observationCount % Self.forgettingInterval == 0 {
            forgetFadedValues()
            forgetCandidates(keeping: configuration.candidateLimit)
            updateAnchoring(of: candidates.indices, at: now)
        } else if candidates.count > configuration.candidateLimit + configuration.candidateLimit / 4 {
            forgetCandidates(keeping: configuration.candidateLimit)
        }
    }

    /// The `limit` best candidates for `context`, best first, each with its score.
    ///
    /// The score mixes views of the moment, each a posterior over the person's candidates: the
    /// full weighted naive Bayes, the same over actions shared among their variants, the
    /// sequence alone (what follows the previous action), the place and part of the week alone,
    /// background frequency (what the person does at any time) and rates of use normalised, by
    /// shares that adapt to the person; then each candidate's score is lifted by how much the
    /// moment's device and motion go with it and by its rates of use (`ContextLift`), and by the
    /// time since it was last used. A mixture keeps a candidate strongly
    /// supported by one view in the list even when another disagrees (a routine a little late,
    /// a place not seen before).
    public func rank(in context: PredictionContext, limit: Int = 5) -> [RankedCandidate] {
        guard !candidates.isEmpty, limit > 0, let views = views(of: context) else { return [] }
        let cap = configuration.variantsPerAction
        if limit > 32 || (cap > 0 && limit > cap) {
            // NB: a long list is cheaper sorted than kept by insertion.
            let order = (0..<candidates.count).sorted { views.mixed[$0] > views.mixed[$1] }
            let chosen = cap > 0 ? Self.diversified(order, limit: limit, cap: cap, action: candidateAction) : order
            return chosen.prefix(limit).map {
                RankedCandidate(candidate: candidates[$0], score: log(views.mixed[$0] + 1e-300))
            }
        }
        var best: [RankedCandidate] = []
        best.reserveCapacity(limit + 1)
        for id in 0..<candidates.count {
            let score = log(views.mixed[id] + 1e-300)
            if best.count < limit || score > (best.last?.score ?? -.infinity) {
                let position = best.firstIndex { $0.score < score } ?? best.count
                best.insert(RankedCandidate(candidate: candidates[id], score: score), at: position)
                if best.count > limit { best.removeLast() }
            }
        }
        return best
    }

    /// The first `limit` of `order` keeping at most `cap` variants of each action, then the
    /// variants set aside (in order) when too few others remain.
    static func diversified(_ order: [Int], limit: Int, cap: Int, action: [Int]) -> [Int] {
        var chosen: [Int] = []
        var skipped: [Int] = []
        var perAction: [Int: Int] = [:]
        for id in order where chosen.count < limit {
            let used = perAction[action[id], default: 0]
            if used < cap {
                chosen.append(id)
                perAction[action[id]] = used + 1
            } else if skipped.count < limit {
                skipped.append(id)
            }
        }
        return chosen + skipped.prefix(limit - chosen.count)
    }

    /// Per-candidate log-likelihood terms of each feature, and the mixed posterior.
    struct Views {
        var features: [(feature: ContextFeature, terms: [Double])]
        var prior: [Double]
        /// The full naive Bayes posterior (before mixing).
        var full: [Double]
        /// Each view's posterior over candidates, in the order of `shares`.
        var perView: [[Double]]
        /// The views mixed by their shares and lifted; empty when not `ranking`.
        var mixed: [Double]
    }

    /// The views of `context`; mixed and lifted too when `ranking` (learning needs each view
    /// alone, so it skips the lifts).
    func views(of context: PredictionContext, ranking: Bool = true) -> Views? {
        guard let reference, !candidates.isEmpty else { return nil }
        // NB: clamped so a query centuries after the last observation stays finite.
        let scale = exp(min((context.time.instant - reference) / tau, 600))
        let beta = configuration.smoothing * scale
        let placeID = places.identify(context.place)
        let count = candidates.count
        let floor = configuration.smoothing * scale * 0.01
        let prior = counts.map { log($0 + floor) }
        var full = prior.map { $0 * weights[weights.count - 1] }
        var sequence = prior
        var setting = prior
        var frequency = background.map { log($0 + floor) }
        var features: [(feature: ContextFeature, terms: [Double])] = []
        var lift = ranking ? ContextLift(count: count, weights: contextLift, rateWeight: configuration.rateLift) : nil
        let actionTotal = actionCounts.count
        var byAction = actionCounts.map { log($0 + floor) * weights[weights.count - 1] }
        let lambda = configuration.interpolation
        let keep = 1 - lambda
        for (key, _) in featureKeys(of: context, placeID: placeID, learning: false) {
            let feature = ContextFeature(rawValue: key >> 40) ?? .hour
            let weight = weights[feature.rawValue]
            let share = max((marginal[key] ?? 0) / max(total, .leastNormalMagnitude), 0.001)
            let values = table.row(key, width: count)
            let loose = unanchored[feature.rawValue] ?? []
            var terms = [Double](repeating: 0, count: count)
            for id in 0..<count {
                let observed = id < values.count ? values[id] : 0
                let own = (observed + beta * share) / (counts[id] + beta)
                // NB: a candidate used whatever this feature's value follows the person's moments.
                let overall = id < loose.count ? loose[id] : 0
                terms[id] = log(keep * ((1 - overall) * own + overall * share) + lambda * share)
                full[id] += weight * terms[id]
            }
            if usesView[PredictorConfiguration.Mixture.byActionIndex] {
                let actionValues = actionTable[key] ?? []
                for action in 0..<actionTotal {
                    let observed = action < actionValues.count ? actionValues[action] : 0
                    let term = log(
                        keep * (observed + beta * share) / (actionCounts[action] + beta) + lambda * share)
                    byAction[action] += weight * term
                }
            }
            if feature == .previous { for id in 0..<count { sequence[id] += terms[id] } }
            if feature == .placeDayPart { for id in 0..<count { setting[id] += terms[id] } }
            features.append((feature, terms))
            lift?.add(feature, terms: terms, share: share)
        }
        Self.softmax(&full)
        Self.softmax(&sequence)
        Self.softmax(&setting)
        Self.softmax(&frequency)
        Self.softmax(&byAction)
        var shared = [Double](repeating: 0, count: count)
        for id in 0..<count {
            let action = candidateAction[id]
            // NB: the action's posterior shared among its variants by how often each was used.
            shared[id] = byAction[action] * (counts[id] + floor) / (actionCounts[action] + floor)
        }
        var perView = [full, sequence, setting, frequency, shared]
        if usesView[PredictorConfiguration.Mixture.ratesIndex] {
            var rated = rates.rates(
                in: rateSetting(of: context, placeID: placeID), at: RateTable.quarter(of: context.time),
                candidateCount: count)
            Self.normalize(&rated)
            lift?.add(rates: rated, counts: counts)
            perView.append(rated)
        }
        guard let lift else { return Views(features: features, prior: prior, full: full, perView: perView, mixed: []) }
        var mixed = [Double](repeating: 0, count: count)
        for (view, share) in zip(perView, shares) where share > 0 {
            for id in 0..<count { mixed[id] += share * view[id] }
        }
        lift.apply(to: &mixed)
        if configuration.recencyWeight > 0 {
            let lifts = recency.lifts(
                at: context.time.instant, counts: counts, total: total, smoothing: configuration.recencySmoothing)
            for id in 0..<count { mixed[id] *= pow(lifts[id], configuration.recencyWeight) }
        }
        return Views(features: features, prior: prior, full: full, perView: perView, mixed: mixed)
    }

    /// Turns log scores into probabilities summing to 1.
    private static func softmax(_ scores: inout [Double]) {
        guard let top = scores.max() else { return }
        var sum = 0.0
        for index in scores.indices {
            scores[index] = exp(scores[index] - top)
            sum += scores[index]
        }
        for index in scores.indices { scores[index] /= sum }
    }

    /// Turns rates into probabilities summing to 1 (equal ones when every rate is 0).
    private static func normalize(_ rates: inout [Double]) {
        let sum = rates.reduce(0, +)
        guard sum > 0 else {
            rates = rates.map { _ in 1 / Double(max(rates.count, 1)) }
            return
        }
        for index in rates.indices { rates[index] /= sum }
    }

    /// The setting of a moment for the rates of use: place, motion, device, part of the week.
    private func rateSetting(of context: PredictionContext, placeID: Int) -> RateTable.Setting {
        RateTable.Setting(
            place: placeID, motion: context.motion.flatMap { interned["m:" + $0] } ?? 0,
            device: context.device.flatMap { interned["d:" + $0] } ?? 0, isWeekend: context.time.isWeekend)
    }

    mutating func intern(_ candidate: Candidate) -> Int {
        let key = candidate.key
        if let id = index[key] { return id }
        let id = candidates.count
        candidates.append(candidate)
        index[key] = id
        let actionKey = candidate.actionKey
        let action = actionIndex[actionKey] ?? actionIndex.count
        if action == actionIndex.count { actionCounts.append(0) }
        actionIndex[actionKey] = action
        candidateAction.append(action)
        counts.append(0)
        background.append(0)
        return id
    }

    private mutating func internValue(_ text: String) -> Int {
        if let id = interned[text] { return id }
        let id = interned.count + 1
        interned[text] = id
        return id
    }

    /// The table keys of a context, with the share of an observation each receives.
    func featureKeys(of context: PredictionContext, placeID: Int, learning: Bool) -> [(Int, Double)] {
        let time = context.time
        let dayKind = time.isWeekend ? 1 : 0
        func key(_ feature: ContextFeature, _ value: Int) -> Int { feature.rawValue << 40 | value }
        // NB: 0 is "no place reported", -1 a place never seen; both must differ from real places.
        let place = placeID < 0 ? 1 << 30 : placeID + 1
        var keys: [(Int, Double)] = [
            (key(.hour, time.hour), 1), (key(.dayPart, dayKind * 8 + time.hour / 3), 1),
            (key(.weekday, time.weekday), 1), (key(.place, place), 1),
            (key(.placeDayPart, place << 5 | (dayKind * 8 + time.hour / 3)), 1),
        ]
        if learning {
            keys.append((key(.hour, (time.hour + 1) % 24), 0.5))
            keys.append((key(.hour, (time.hour + 23) % 24), 0.5))
        }
        if let motion = context.motion { keys.append((key(.motion, interned["m:" + motion] ?? -1), 1)) }
        if let device = context.device { keys.append((key(.device, interned["d:" + device] ?? -1), 1)) }
        var previousID = 0
        var previousAction = 0
        if let previous = context.previous {
            if time.instant - previous.instant <= configuration.sequenceWindow, let id = index[previous.candidate.key] {
                previousID = id + 1
                previousAction = candidateAction[id] + 1
            }
        } else if let last, time.instant - last.instant <= configuration.sequenceWindow {
            previousID = last.candidate + 1
            previousAction = candidateAction[last.candidate] + 1
        }
        keys.append((key(.previous, previousID), 1))
        keys.append((key(.previousAction, previousAction), 1))
        return keys
    }

    private mutating func rescaleIfNeeded(at now: Double) {
        guard let reference, (now - reference) / tau > 200 else { return }
        let factor = exp(-(now - reference) / tau)
        counts = counts.map { $0 * factor }
        background = background.map { $0 * factor }
        actionCounts = actionCounts.map { $0 * factor }
        for key in actionTable.keys { actionTable[key] = actionTable[key]?.map { $0 * factor } }
        total *= factor
        recency.rescale(by: factor)
        rates.rescale(by: factor)
        table.scale(by: factor)
        for key in marginal.keys { marginal[key] = (marginal[key] ?? 0) * factor }
        self.reference = now
    }
}
