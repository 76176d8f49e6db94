import Foundation

/// Replays usage logs person by person, in time order, and measures how often each ranker had
/// the next action in its list before seeing it.
///
/// Before each event the ranker is asked for five candidates given that moment's context
/// (time, place, motion, device, and the previous action the person performed); only then does
/// it observe the event. Every event counts, first occurrences included.
public struct SuggestionEvaluation: Sendable {
    public var configuration: PredictorConfiguration
    /// How many of Errand's misses on repeated actions to keep in the report, for study.
    public var keptMisses = 0

    public init(configuration: PredictorConfiguration = PredictorConfiguration()) {
        self.configuration = configuration
    }

    /// Scores Errand's predictor, the three baselines and a plain naive Bayes on `events`.
    ///
    /// - Complexity: O(E · C · F) for E events, C distinct candidates per person, F features.
    public func evaluate(_ events: [UsageEvent]) -> SuggestionReport {
        var report = SuggestionReport()
        for (_, personEvents) in Self.byPerson(events) {
            var errand = Predictor(configuration: configuration)
            var frequent = MostFrequentlyUsed()
            var recent = MostRecentlyUsed()
            var markov = MarkovChain()
            var naive = Predictor(configuration: .naiveBayes)
            var seen: [String: Int] = [:]
            for (event, time) in personEvents {
                let context = Self.context(of: event, at: time)
                let truth = event.candidate
                let suggestions = errand.ranked(in: context, limit: 5)
                report.errand.record(suggestions, truth: truth)
                if let times = seen[truth.key] {
                    report.errandOnRepeats.record(suggestions, truth: truth)
                    if report.misses.count < keptMisses, !suggestions.contains(truth) {
                        report.misses.append(
                            SuggestionReport.Miss(
                                user: event.user, at: event.at, truth: truth.label, timesBefore: times,
                                context: "\(event.context?.place?.name ?? "-") \(event.context?.motion ?? "-")",
                                suggested: suggestions.map(\.label)))
                    }
                }
                report.mostFrequentlyUsed.record(frequent.ranked(in: context, limit: 5), truth: truth)
                report.mostRecentlyUsed.record(recent.ranked(in: context, limit: 5), truth: truth)
                report.markov.record(markov.ranked(in: context, limit: 5), truth: truth)
                report.naiveBayes.record(naive.ranked(in: context, limit: 5), truth: truth)
                if seen[truth.key] == nil { report.firstOccurrences += 1 }
                seen[truth.key, default: 0] += 1
                errand.observe(truth, in: context)
                frequent.observe(truth, in: context)
                recent.observe(truth, in: context)
                markov.observe(truth, in: context)
                naive.observe(truth, in: context)
            }
            report.people += 1
        }
        return report
    }

    /// The prediction context of a logged event: its local time, place, motion and device. The
    /// previous action is left to each ranker's own memory of the replay.
    public static func context(of event: UsageEvent, at time: LocalTime) -> PredictionContext {
        PredictionContext(
            time: time, place: event.context?.place?.observation, motion: event.context?.motion,
            device: event.context?.device)
    }

    /// Events grouped by person in order of first appearance, each group sorted by instant
    /// (stable, so simultaneous events keep their log order). Events with unreadable times are
    /// dropped.
    public static func byPerson(_ events: [UsageEvent]) -> [(String, [(UsageEvent, LocalTime)])] {
        var order: [String] = []
        var groups: [String: [(UsageEvent, LocalTime)]] = [:]
        for event in events {
            guard let time = LocalTime(iso8601: event.at) else { continue }
            if groups[event.user] == nil { order.append(event.user) }
            groups[event.user, default: []].append((event, time))
        }
        return order.map { user in
            let group = groups[user] ?? []
            let sorted = group.enumerated().sorted {
                $0.element.1.instant != $1.element.1.instant
                    ? $0.element.1.instant < $1.element.1.instant : $0.offset < $1.offset
            }
            return (user, sorted.map(\.element))
        }
    }
}
