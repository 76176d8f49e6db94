import ErrandSuggestions
import Testing

/// Each person's shares of the predictor's views (full, sequence, setting, frequency, by
/// action) adapt to what foresees that person's actions.
struct PredictorMixtureTests {
    static let actions = ["OpenMail", "ShowAgenda", "StartCall"].map {
        Candidate(app: "com.example.\($0.lowercased())", action: $0, values: [:])
    }
    static let places = [
        PlaceObservation(latitude: 40.71, longitude: -74.0, name: "Home"),
        PlaceObservation(latitude: 40.75, longitude: -73.98, name: "Work"),
        PlaceObservation(latitude: 40.73, longitude: -73.99, name: "Gym"),
    ]

    /// Six weeks of three actions a day, minutes apart from an hour that changes daily.
    /// `chained`: always in the same order, at a place that changes daily (only the sequence
    /// tells what comes next). Otherwise each action at its own place, in an order that changes
    /// daily (only the place tells).
    static func trained(chained: Bool, _ configuration: PredictorConfiguration = PredictorConfiguration())
        -> Predictor
    {
        var predictor = Predictor(configuration: configuration)
        for day in 0..<42 {
            let start = 1_772_427_600.0 + Double(day * 86_400 + (day * 7 % 14 + 6) * 3_600)
            for step in 0..<3 {
                let time = LocalTime(instant: start + Double(step * 300), utcOffset: -5 * 3_600)
                let action = chained ? step : (step + day * 5) % 3 * (day % 2 == 0 ? 1 : 2) % 3
                let place = places[chained ? day * 5 % 3 : action]
                predictor.observe(actions[action], in: PredictionContext(time: time, place: place))
            }
        }
        return predictor
    }

    @Test func sharesFollowWhatForeseesEachPerson() {
        let start = PredictorConfiguration().mixture.normalized
        let chained = Self.trained(chained: true).shares
        let placed = Self.trained(chained: false).shares
        #expect(chained.count == start.count && placed.count == start.count)
        // The sequence keeps its share for the person who chains actions, not for the other;
        // the setting (place and time) keeps more of its share for the person whose place
        // tells. (The full view foresees that person too, once their hour, which changes
        // daily, is known to tell nothing: the setting no longer needs to gain on its start.)
        #expect(chained[1] > 2 * placed[1], "\(chained) \(placed)")
        #expect(placed[2] > 2 * chained[2], "\(chained) \(placed)")
        for shares in [chained, placed] {
            #expect(abs(shares.reduce(0, +) - 1) < 1e-9)
            #expect(shares.allSatisfy { $0 >= 0.01 - 1e-12 })
        }
    }

    @Test func sharesStayPutWhenAdaptationIsOff() {
        var configuration = PredictorConfiguration()
        configuration.mixtureRate = 0
        #expect(Self.trained(chained: true, configuration).shares == configuration.mixture.normalized)
    }

    @Test func aViewStartedAtZeroStaysOut() {
        var configuration = PredictorConfiguration()
        configuration.mixture.setting = 0
        #expect(Self.trained(chained: false, configuration).shares[2] == 0)
    }

    /// Shares that are all 0, negative or not numbers leave no view to mix: the default shares
    /// stand in, and the predictor learns and ranks with them (it once indexed past its views).
    @Test(arguments: [[0.0, 0, 0, 0, 0, 0], [.nan, -1, 0, 0, 0, 0], [.infinity, .nan, -2, 0, 0, 0]])
    func sharesThatMixNothingFallBackToTheDefault(shares: [Double]) {
        var configuration = PredictorConfiguration()
        configuration.mixture.full = shares[0]
        configuration.mixture.sequence = shares[1]
        configuration.mixture.setting = shares[2]
        configuration.mixture.frequency = shares[3]
        configuration.mixture.byAction = shares[4]
        configuration.mixture.rates = shares[5]
        #expect(configuration.mixture.normalized == PredictorConfiguration.Mixture().normalized)
        let predictor = Self.trained(chained: true, configuration)
        #expect(predictor.shares.allSatisfy { $0.isFinite && $0 > 0 })
        #expect(abs(predictor.shares.reduce(0, +) - 1) < 1e-9)
    }
}
