import ArgumentParser
import ErrandSuggestions
import Foundation

/// `errand eval suggestions`: replays usage logs and scores the predictor against baselines and
/// a plain naive Bayes.
public struct EvalSuggestions: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "suggestions",
        abstract: "Replay a usage log and report hit rates of suggestions against simple baselines.",
        discussion: """
            Each person's events are replayed in time order; before each one, every ranker is asked \
            for five suggestions given that moment's context, then learns the event. The rankers are \
            Errand, most frequently used, most recently used, a first-order Markov chain and a plain \
            naive Bayes. The last line is \
            `suggestions: hr1=… hr3=… hr5=… mrr5=… mfu_hr1=… mru_hr1=… markov_hr1=…`.
            """)

    @Option(help: "The usage log (JSON Lines).") var log: String
    @Flag(help: "Print the full report as JSON before the summary line.") var json = false
    @Option(help: "Print up to this many missed repeated actions, to study them.") var misses: Int = 0
    @Option(help: "Override the predictor's half-life, in days.") var halfLife: Double?
    @Option(help: "Override the predictor's smoothing (in observations).") var smoothing: Double?
    @Option(help: "Override the rate at which the views' shares adapt.") var mixtureRate: Double?
    @Option(help: "Override the weight of the lift by time since last use.") var recencyWeight: Double?
    @Option(help: "Override the prior probability that a shortcut keeps a habit of its own on a feature (1: always).")
    var anchoring: Double?
    @Option(help: "Override how far a shortcut's own habit may stray from the person's moments (observations).")
    var anchoringConcentration: Double?
    @Option(help: "Override the smoothing of the lift by time since last use.") var recencySmoothing: Double?
    @Option(help: "Override the weight of the candidate's own frequency.") var priorWeight: Double?
    @Option(help: "Override the interpolation with overall habits (0...1).") var interpolation: Double?
    @Option(help: "Override the rate at which feature weights adapt.") var learningRate: Double?
    @Option(help: "Override the starting mixture shares, FULL,SEQUENCE,SETTING,FREQUENCY,BYACTION[,RATES].")
    var mixture: String?
    @Option(help: "Override how far a routine's uses spread around its time of day in the rates view (hours).")
    var rateBandwidth: Double?
    @Option(help: "Override how much a use in a setting that differs in one respect counts in the rates view.")
    var rateMismatch: Double?
    @Option(help: "Override how many variants of one action a list may hold (0: no limit).")
    var variantsPerAction: Int?
    @Option(help: "Override a feature's weight, FEATURE=WEIGHT (hour, dayPart, weekday, place, ...).")
    var weight: [String] = []
    @Option(help: "Override the exponent of the lift by one feature of the moment, FEATURE=WEIGHT (0: none).")
    var lift: [String] = []
    @Option(help: "Override the exponent of the lift by the rates of use (0: none).") var rateLift: Double?

    public init() {}

    public func validate() throws {
        try OptionRange.checkCount(misses, "--misses")
        try OptionRange.checkCount(variantsPerAction, "--variants-per-action")
        for (value, option) in [
            (halfLife, "--half-life"), (smoothing, "--smoothing"),
            (anchoringConcentration, "--anchoring-concentration"),
            (recencySmoothing, "--recency-smoothing"), (rateBandwidth, "--rate-bandwidth"),
        ] {
            try OptionRange.checkPositive(value, option)
        }
        for (value, option) in [
            (mixtureRate, "--mixture-rate"), (anchoring, "--anchoring"), (interpolation, "--interpolation"),
            (rateMismatch, "--rate-mismatch"),
        ] {
            try OptionRange.check(value, option, in: OptionRange.unit)
        }
        for (value, option) in [
            (recencyWeight, "--recency-weight"), (priorWeight, "--prior-weight"), (learningRate, "--learning-rate"),
            (rateLift, "--rate-lift"),
        ] {
            try OptionRange.check(value, option, in: OptionRange.notNegative)
        }
        _ = try mixtureShares()
        _ = try Self.featureValues(weight, option: "--weight")
        _ = try Self.featureValues(lift, option: "--lift")
    }

    public func run() throws {
        let events: [UsageEvent]
        do {
            events = try UsageLog.events(atPath: log)
        } catch {
            throw CommandFailure(error.description)
        }
        let start = DispatchTime.now().uptimeNanoseconds
        var evaluation = SuggestionEvaluation(configuration: try predictorConfiguration())
        evaluation.keptMisses = misses
        let report = evaluation.evaluate(events)
        for miss in report.misses {
            print("miss \(miss.user) \(miss.at) [\(miss.context)] \(miss.truth) (×\(miss.timesBefore) before)")
            print("     suggested: \(miss.suggested.joined(separator: " | "))")
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        if json {
            print(try CommandJSON.text(report))
        } else {
            print(
                "events: \(report.errand.events) people: \(report.people) first occurrences: \(report.firstOccurrences)"
            )
            print(String(format: "ceiling (performed before): %.3f", report.ceiling))
            print(String(format: "replay: %.2f s", seconds))
            print("ranker       hr1    hr3    hr5    mrr5")
            for (name, score) in [
                ("errand", report.errand), ("(repeats)", report.errandOnRepeats), ("mfu", report.mostFrequentlyUsed),
                ("mru", report.mostRecentlyUsed), ("markov", report.markov), ("naive bayes", report.naiveBayes),
            ] {
                print(
                    name.padding(toLength: 11, withPad: " ", startingAt: 0)
                        + String(format: "  %.3f  %.3f  %.3f  %.3f", score.hr1, score.hr3, score.hr5, score.mrr5))
            }
        }
        print(report.summaryLine)
    }

    private func predictorConfiguration() throws -> PredictorConfiguration {
        var configuration = PredictorConfiguration()
        if let halfLife { configuration.halfLife = halfLife * 86_400 }
        if let smoothing { configuration.smoothing = smoothing }
        if let mixtureRate { configuration.mixtureRate = mixtureRate }
        if let recencyWeight { configuration.recencyWeight = recencyWeight }
        if let anchoring { configuration.anchoring = min(max(anchoring, 0), 1) }
        if let anchoringConcentration { configuration.anchoringConcentration = max(anchoringConcentration, 1e-3) }
        if let recencySmoothing { configuration.recencySmoothing = recencySmoothing }
        if let interpolation { configuration.interpolation = interpolation }
        if let rateBandwidth { configuration.rateBandwidth = rateBandwidth }
        if let rateMismatch { configuration.rateMismatch = rateMismatch }
        if let rateLift { configuration.rateLift = max(rateLift, 0) }
        if let learningRate { configuration.learningRate = learningRate }
        if let priorWeight { configuration.priorWeight = priorWeight }
        if let variantsPerAction { configuration.variantsPerAction = max(variantsPerAction, 0) }
        if let shares = try mixtureShares() {
            configuration.mixture.rates = shares.count == 6 ? shares[5] : 0
            configuration.mixture.byAction = shares[4]
            configuration.mixture.frequency = shares[3]
            configuration.mixture.full = shares[0]
            configuration.mixture.sequence = shares[1]
            configuration.mixture.setting = shares[2]
        }
        for (feature, value) in try Self.featureValues(weight, option: "--weight") {
            configuration.weights[feature] = value
        }
        for (feature, value) in try Self.featureValues(lift, option: "--lift") {
            configuration.contextLift[feature] = max(value, 0)
        }
        return configuration
    }

    /// The shares `--mixture` gives, when it is given: five or six numbers, none negative, not all 0.
    private func mixtureShares() throws -> [Double]? {
        guard let mixture else { return nil }
        let shares = mixture.split(separator: ",", omittingEmptySubsequences: false).map {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard shares.count == 5 || shares.count == 6, shares.allSatisfy({ $0.map { $0.isFinite && $0 >= 0 } ?? false }),
            shares.contains(where: { ($0 ?? 0) > 0 })
        else {
            throw ValidationError(
                "--mixture must be six numbers of at least 0, not all 0 (full, sequence, setting, frequency, "
                    + "byAction, rates), or five without rates; got '\(mixture)'")
        }
        return shares.compactMap { $0 }
    }

    /// `hour=0.3` items → (feature, number), failing with the option and the features accepted.
    private static func featureValues(_ items: [String], option: String) throws -> [(ContextFeature, Double)] {
        let names = Dictionary(uniqueKeysWithValues: ContextFeature.allCases.map { ("\($0)", $0) })
        return try items.map { item in
            let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let feature = names[parts[0]], let value = Double(parts[1]), value.isFinite,
                value >= 0
            else {
                let accepted = ContextFeature.allCases.map { "\($0)" }.joined(separator: ", ")
                throw ValidationError(
                    "\(option) '\(item)' must be FEATURE=NUMBER with a NUMBER of at least 0 and FEATURE one of \(accepted)"
                )
            }
            return (feature, value)
        }
    }
}
