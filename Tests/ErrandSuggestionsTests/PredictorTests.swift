import ErrandSuggestions
import Testing

struct PredictorTests {
    static let coffee = Candidate(app: "com.example.coffee", action: "OrderCoffee", values: ["coffee": "latte"])
    static let podcast = Candidate(app: "com.example.podcasts", action: "PlayEpisode", values: ["show": "Daily"])
    static let alarm = Candidate(app: "com.example.clock", action: "SetAlarm", values: ["time": "06:30"])
    static let home = PlaceObservation(latitude: 40.71, longitude: -74.0, name: "Home")
    static let work = PlaceObservation(latitude: 40.75, longitude: -73.98, name: "Work")

    static func context(day: Int, hour: Int, place: PlaceObservation?) -> PredictionContext {
        // Day 0 is Monday 2026-03-02, in New York winter time.
        let instant = 1_772_427_600.0 + Double(day * 86_400 + hour * 3_600)
        return PredictionContext(time: LocalTime(instant: instant, utcOffset: -5 * 3_600), place: place)
    }

    /// Three weeks of a person who orders coffee at home on weekday mornings, plays a podcast
    /// at work after lunch and sets an alarm at night.
    static func trained() -> Predictor {
        var predictor = Predictor()
        for day in 0..<21 {
            if day % 7 < 5 {
                predictor.observe(coffee, in: context(day: day, hour: 7, place: home))
                predictor.observe(podcast, in: context(day: day, hour: 13, place: work))
            }
            predictor.observe(alarm, in: context(day: day, hour: 22, place: home))
        }
        return predictor
    }

    // Memory grows with what the person uses and where, never with how often: the same habits
    // for ten more weeks keep the same numbers; one new shortcut adds its own.
    @Test func memoryGrowsWithWhatIsUsedNotWithHowOften() {
        var predictor = Self.trained()
        let threeWeeks = predictor.storedNumberCount
        for day in 21..<91 {
            if day % 7 < 5 { predictor.observe(Self.coffee, in: Self.context(day: day, hour: 7, place: Self.home)) }
            predictor.observe(Self.alarm, in: Self.context(day: day, hour: 22, place: Self.home))
        }
        #expect(predictor.storedNumberCount == threeWeeks)
        let tea = Candidate(app: "com.example.coffee", action: "OrderTea", values: [:])
        predictor.observe(tea, in: Self.context(day: 91, hour: 7, place: Self.home))
        #expect(predictor.storedNumberCount > threeWeeks)
    }

    // A place visited years ago is forgotten with its counts: after three years of the same
    // habits, a person who once went to Paris keeps as many numbers as one who never did.
    @Test func aPlaceLongUnvisitedIsForgotten() {
        let paris = PlaceObservation(latitude: 48.86, longitude: 2.35, name: "Paris")
        func years(visitingParis: Bool) -> Predictor {
            var predictor = Predictor()
            if visitingParis {
                for day in 0..<3 { predictor.observe(Self.podcast, in: Self.context(day: day, hour: 9, place: paris)) }
            }
            for day in 3..<(3 + 3 * 365) {
                predictor.observe(Self.coffee, in: Self.context(day: day, hour: 7, place: Self.home))
                predictor.observe(Self.podcast, in: Self.context(day: day, hour: 13, place: Self.work))
            }
            return predictor
        }
        #expect(years(visitingParis: true).storedNumberCount == years(visitingParis: false).storedNumberCount)
    }

    @Test func offersWhatFitsTheMoment() {
        let predictor = Self.trained()
        #expect(predictor.rank(in: Self.context(day: 22, hour: 7, place: Self.home)).first?.candidate == Self.coffee)
        #expect(predictor.rank(in: Self.context(day: 22, hour: 13, place: Self.work)).first?.candidate == Self.podcast)
        #expect(predictor.rank(in: Self.context(day: 22, hour: 22, place: Self.home)).first?.candidate == Self.alarm)
    }

    @Test func recognisesANamedPlaceFromItsCoordinatesAlone() {
        let predictor = Self.trained()
        let unnamed = PlaceObservation(latitude: 40.7502, longitude: -73.9801)
        #expect(predictor.rank(in: Self.context(day: 22, hour: 13, place: unnamed)).first?.candidate == Self.podcast)
    }

    @Test func explainsASuggestionInOneShortLine() {
        let predictor = Self.trained()
        let line = predictor.explanation(for: Self.coffee, in: Self.context(day: 22, hour: 7, place: Self.home))
        #expect(line == "usually on weekday mornings near Home")
    }

    @Test func recentHabitsOutweighOldOnes() {
        var predictor = Self.trained()
        let tea = Candidate(app: "com.example.coffee", action: "OrderCoffee", values: ["coffee": "chai"])
        // Months later the person switched to chai two weeks ago.
        for day in 90..<104 where day % 7 < 5 {
            predictor.observe(tea, in: Self.context(day: day, hour: 7, place: Self.home))
        }
        let ranked = predictor.rank(in: Self.context(day: 105, hour: 7, place: Self.home))
        #expect(ranked.first?.candidate == tea)
    }

    @Test func aNewPersonHasNoPredictions() {
        #expect(Predictor().rank(in: Self.context(day: 0, hour: 7, place: nil)).isEmpty)
    }

    @Test func aQueryNeverRemembersTheContextItWasAskedIn() {
        let predictor = Self.trained()
        let before = predictor.rank(in: Self.context(day: 22, hour: 13, place: Self.work))
        _ = predictor.rank(in: Self.context(day: 22, hour: 7, place: Self.home))
        #expect(predictor.rank(in: Self.context(day: 22, hour: 13, place: Self.work)) == before)
    }
}
