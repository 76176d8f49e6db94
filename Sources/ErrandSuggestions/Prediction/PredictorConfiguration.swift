import Foundation

/// The knobs of the `Predictor`: how fast old habits fade and how much each context feature
/// counts.
public struct PredictorConfiguration: Sendable, Hashable {
    /// After this many seconds an observation counts half as much as a fresh one.
    public var halfLife: Double = 21 * 86_400
    /// How strongly each feature's estimate is pulled toward the person's overall habits, in
    /// observations.
    public var smoothing: Double = 0.5
    /// The prior probability that a shortcut keeps a habit of its own on a feature (an hour, a
    /// place, a device) rather than being used whatever its value; each shortcut's uses then
    /// tell which (1: every shortcut keeps one, as in a plain naive Bayes). See
    /// `Predictor+Anchoring.swift`.
    public var anchoring: Double = 0.8
    /// How far a shortcut's own habit on a feature may stray from the person's overall moments,
    /// in observations: the concentration of the Dirichlet it is drawn from.
    public var anchoringConcentration: Double = 1
    /// The share of each feature's estimate taken from the person's overall habits whatever
    /// the candidate (Jelinek–Mercer smoothing): keeps a habit in the list when one feature of
    /// the moment is unusual for it.
    public var interpolation: Double = 0.05
    /// The previous action only counts when it was this recent (seconds).
    public var sequenceWindow: Double = 2 * 3_600
    /// The starting weight of each context feature (a naive Bayes would use 1 for all).
    public var weights: [ContextFeature: Double] = ContextFeature.defaultWeights
    /// How much the candidate's own (decayed) frequency counts.
    public var priorWeight: Double = 1.0
    /// How fast feature weights adapt to the person (0 keeps them fixed).
    public var learningRate: Double = 0.05
    /// The exponent of each candidate's lift by the time since its last use, applied to the
    /// mixed score (0: not at all): a daily action just done waits for tomorrow, a call often
    /// repeated within minutes comes back.
    public var recencyWeight: Double = 0.3
    /// The exponent of each candidate's lift by one feature of the moment, applied to the mixed
    /// score (a feature left out: no lift): how much more often the moment's device or motion
    /// comes with the candidate than with the person's moments overall, as the full view
    /// estimates it. Only the full view weighs the device and the motion together with the rest;
    /// without the lift the other views keep a routine of the speaker or of the car in the list
    /// when the person is on their phone at a moment no routine fits. See `ContextLift.swift`.
    public var contextLift: [ContextFeature: Double] = [.device: 0.6, .motion: 0.3]
    /// The exponent of each candidate's lift by the rates of use (0: none): its share of the
    /// rates at this moment against its share of the person's uses. It carries the time of day
    /// — a routine's uses spread around its hour in its own setting — better than a lift by the
    /// hour would. See `ContextLift.swift`.
    public var rateLift: Double = 0.3
    /// How many (decayed) moments a bucket of time since last use must see before its own
    /// estimate outweighs the candidate's overall share.
    public var recencySmoothing: Double = 20
    /// How far a routine's uses spread around its time of day, in hours, in the rates view.
    public var rateBandwidth: Double = 0.6
    /// In the rates view, how much a use in a setting that differs from the moment's in one
    /// respect (place, motion, device, part of the week) counts toward its routine; in two, the
    /// square, and so on.
    public var rateMismatch: Double = 0.01
    /// How fast each view's share adapts to the person (0 keeps the shares fixed): the step of
    /// an online EM update after each action performed.
    public var mixtureRate: Double = 0.05
    /// How much each view of the moment counts in the final ranking at first; each person's
    /// shares then adapt online (see `mixtureRate`).
    public var mixture = Mixture()
    /// At most this many variants of one app's action in a ranked list (0: no limit), so the
    /// list is not five values of one action when other actions are nearly as likely; variants
    /// set aside fill the list only when nothing else is left. Off by default: on simulated
    /// logs a limit of 2 or 3 changed HR@5 by less than the noise between seeds.
    public var variantsPerAction = 0
    /// At most this many shortcuts are kept per person, those used most (by decayed count):
    /// a music app that donates every track played would otherwise make each query and each
    /// donation cost grow with thousands of tracks played once. The predictor forgets down to
    /// this many when a quarter more have gathered.
    public var candidateLimit = 1_000

    /// The starting shares of the views the predictor mixes. A view that starts at 0 stays
    /// out; the others never fall below 1 %.
    public struct Mixture: Sendable, Hashable {
        /// The full naive Bayes over every feature.
        public var full: Double = 0.4
        /// The previous action alone.
        public var sequence: Double = 0.1
        /// The place and part of the week alone.
        public var setting: Double = 0.1
        /// How often each was used lately at moments the other views did not explain (each use
        /// counted by this view's responsibility for it), whatever the moment: what the person
        /// does at any time rather than what a routine brings at its hour.
        public var frequency: Double = 0.02
        /// The naive Bayes over actions (whatever their values), shared among each action's
        /// variants by how often each was used.
        public var byAction: Double = 0.38
        /// Rates of use: a routine's rate in its setting around its time of day plus the rate
        /// of use at any time, so that when no routine is due what the person does at any time
        /// leads (see `RateTable`).
        public var rates: Double = 0.2

        /// The position of `frequency` in `normalized`.
        static let frequencyIndex = 3
        /// The positions of `byAction` and `rates` in `normalized`.
        static let byActionIndex = 4
        static let ratesIndex = 5

        /// The shares in the order the predictor keeps them, summing to 1; a share that is
        /// negative or not a number counts as 0, and the default shares stand in when none is left.
        public var normalized: [Double] {
            let shares = [full, sequence, setting, frequency, byAction, rates].map { $0.isFinite ? max($0, 0) : 0 }
            let sum = shares.reduce(0, +)
            guard sum > 0, sum.isFinite else { return Mixture().normalized }
            return shares.map { $0 / sum }
        }

        public init() {}
    }

    public init() {}

    /// A plain naive Bayes, the reference the predictor is measured against beside the simple
    /// baselines: hour, weekday, place, motion, device and previous shortcut, each counted
    /// once; no decay, no mixing of views, no adaptation, no lift by time since last use or by
    /// the moment's context.
    public static var naiveBayes: PredictorConfiguration {
        var plain = PredictorConfiguration()
        plain.halfLife = 100 * 365 * 86_400
        plain.smoothing = 1
        plain.anchoring = 1
        plain.interpolation = 0
        plain.learningRate = 0
        plain.mixtureRate = 0
        plain.recencyWeight = 0
        plain.contextLift = [:]
        plain.rateLift = 0
        plain.mixture.full = 1
        plain.mixture.sequence = 0
        plain.mixture.setting = 0
        plain.mixture.frequency = 0
        plain.mixture.byAction = 0
        plain.mixture.rates = 0
        for feature in ContextFeature.allCases {
            plain.weights[feature] = [.hour, .weekday, .place, .motion, .device, .previous].contains(feature) ? 1 : 0
        }
        return plain
    }
}

/// One piece of context the predictor conditions on.
public enum ContextFeature: Int, Sendable, Hashable, CaseIterable, Codable {
    /// The local hour, with neighbouring hours counted half.
    case hour
    /// Weekday or weekend, with a three-hour block of the day.
    case dayPart
    /// The day of the week.
    case weekday
    /// The place, named or learned from coordinates.
    case place
    /// The place with the weekday/weekend part of the day.
    case placeDayPart
    case motion
    case device
    /// The exact previous shortcut, when it was recent.
    case previous
    /// The previous app and action, when recent, ignoring values.
    case previousAction

    /// Starting weights: half a naive Bayes vote each, since the features overlap (hour and
    /// part of the day, place and place-by-time); each person's weights then adapt online.
    public static let defaultWeights: [ContextFeature: Double] = [
        .hour: 0.5, .dayPart: 0.5, .weekday: 0.5, .place: 0.5, .placeDayPart: 0.5, .motion: 0.5, .device: 0.5,
        .previous: 0.5, .previousAction: 0.5,
    ]
}
