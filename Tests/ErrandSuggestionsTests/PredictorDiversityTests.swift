import ErrandSuggestions
import Testing

/// The limit on variants of one action in a ranked list.
struct PredictorDiversityTests {
    static func coffee(_ kind: String) -> Candidate {
        Candidate(app: "com.example.coffee", action: "OrderCoffee", values: ["coffee": kind])
    }
    static let podcast = Candidate(app: "com.example.podcasts", action: "PlayEpisode", values: ["show": "Daily"])
    static let home = PlaceObservation(latitude: 40.71, longitude: -74.0, name: "Home")

    static func context(day: Int, hour: Int) -> PredictionContext {
        PredictorTests.context(day: day, hour: hour, place: home)
    }

    /// Four coffee variants ordered every weekday morning, and a podcast now and then at the
    /// same hour.
    static func trained(_ configuration: PredictorConfiguration) -> Predictor {
        var predictor = Predictor(configuration: configuration)
        for day in 0..<21 where day % 7 < 5 {
            for kind in ["latte", "mocha", "chai", "cortado"] {
                predictor.observe(coffee(kind), in: context(day: day, hour: 7))
            }
            if day % 3 == 0 { predictor.observe(podcast, in: context(day: day, hour: 7)) }
        }
        return predictor
    }

    // The list offers distinct things to do: a few variants of one action, then the next most
    // likely other action rather than a fourth value of the same one.
    @Test func aListHoldsAtMostTheAllowedVariantsOfOneAction() {
        var configuration = PredictorConfiguration()
        let unlimited = Self.trained(configuration).ranked(in: Self.context(day: 22, hour: 7), limit: 4)
        #expect(unlimited.allSatisfy { $0.action == "OrderCoffee" })
        configuration.variantsPerAction = 3
        let ranked = Self.trained(configuration).ranked(in: Self.context(day: 22, hour: 7), limit: 4)
        #expect(ranked.filter { $0.action == "OrderCoffee" }.count == 3)
        #expect(ranked.contains(Self.podcast))
    }

    @Test func variantsSetAsideStillFillAListWhenNothingElseIsLeft() {
        var configuration = PredictorConfiguration()
        configuration.variantsPerAction = 1
        let ranked = Self.trained(configuration).ranked(in: Self.context(day: 22, hour: 7), limit: 5)
        #expect(ranked.count == 5)
        #expect(Set(ranked).count == 5)
        #expect(ranked.prefix(2).contains(Self.podcast))
    }
}
