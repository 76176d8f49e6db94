import Foundation
import Testing

@testable import ErrandSuggestions

/// Suggestions are offered "at the right moment" on the device the person holds
/// (shortcuts-and-suggestions.md): a routine of the car or of the speaker is not what to offer
/// on the phone, and every view of the predictor but the full one ignores the device.
struct ContextLiftTests {
    static let phoneShortcuts = (1...6).map { Candidate(app: "com.example.app\($0)", action: "Do\($0)", values: [:]) }
    static let scene = Candidate(app: "com.example.home", action: "SetScene", values: ["scene": "evening"])
    static let drive = Candidate(app: "com.example.maps", action: "Navigate", values: ["destination": "Work"])

    static func context(day: Int, hour: Double, device: String, motion: String) -> PredictionContext {
        let instant = 1_772_427_600.0 + Double(day * 86_400) + hour * 3_600
        return PredictionContext(
            time: LocalTime(instant: instant, utcOffset: -5 * 3_600), place: PredictorTests.home, motion: motion,
            device: device)
    }

    /// Four weeks of a drive to work at 08:00 in the car, an evening scene at 18:00 on the
    /// speaker, and six shortcuts done on the phone at home at scattered hours, two a day.
    static func person(_ configuration: PredictorConfiguration = PredictorConfiguration()) -> Predictor {
        var predictor = Predictor(configuration: configuration)
        var turn = 0
        for day in 0..<28 {
            predictor.observe(drive, in: context(day: day, hour: 8, device: "car", motion: "driving"))
            predictor.observe(scene, in: context(day: day, hour: 18, device: "speaker", motion: "still"))
            for _ in 0..<2 {
                let hour = 9.5 + Double((turn * 7) % 12)
                let moment = context(day: day, hour: hour, device: "phone", motion: "still")
                predictor.observe(phoneShortcuts[turn % 6], in: moment)
                turn += 1
            }
        }
        return predictor
    }

    static func first(_ predictor: Predictor, hour: Double, device: String, motion: String) -> Candidate? {
        predictor.rank(in: context(day: 29, hour: hour, device: device, motion: motion)).first?.candidate
    }

    // On the phone, a phone shortcut leads at the drive's hour and at the scene's; in the car
    // and on the speaker their routines still do.
    @Test func theMomentsDeviceLiftsWhatIsDoneOnIt() throws {
        let predictor = Self.person()
        let phone = Set(Self.phoneShortcuts)
        #expect(Self.first(predictor, hour: 8.5, device: "phone", motion: "still").map(phone.contains) == true)
        #expect(Self.first(predictor, hour: 18.5, device: "phone", motion: "still").map(phone.contains) == true)
        let afternoon = predictor.rank(in: Self.context(day: 29, hour: 15, device: "phone", motion: "still"))
        #expect(afternoon.allSatisfy { phone.contains($0.candidate) })
        #expect(Self.first(predictor, hour: 8, device: "car", motion: "driving") == Self.drive)
        #expect(Self.first(predictor, hour: 18, device: "speaker", motion: "still") == Self.scene)
    }

    // Without the lifts the mixed views hand the moment to the routine of the hour, whatever
    // the device: the drive leads on the phone at 08:30 and the scene at 18:30.
    @Test func withoutTheLiftRoutinesOfOtherDevicesLead() {
        var configuration = PredictorConfiguration()
        configuration.contextLift = [:]
        configuration.rateLift = 0
        let predictor = Self.person(configuration)
        #expect(Self.first(predictor, hour: 8.5, device: "phone", motion: "still") == Self.drive)
        #expect(Self.first(predictor, hour: 18.5, device: "phone", motion: "still") == Self.scene)
    }

    // The lift multiplies each score by (P(value | candidate) / P(value))^weight; features
    // left out, or a weight of 0, change nothing.
    @Test func theLiftIsTheLikelihoodRatioRaisedToItsWeight() {
        var weights = [Double](repeating: 0, count: ContextFeature.allCases.count)
        weights[ContextFeature.device.rawValue] = 0.5
        var lift = ContextLift(count: 2, weights: weights)
        lift.add(.device, terms: [log(0.4), log(0.025)], share: 0.1)
        lift.add(.hour, terms: [log(0.9), log(0.9)], share: 0.1)
        var scores = [1.0, 1.0]
        lift.apply(to: &scores)
        #expect(abs(scores[0] - 2) < 1e-12)
        #expect(abs(scores[1] - 0.5) < 1e-12)
        var unlifted = [0.3, 0.7]
        ContextLift(count: 2, weights: [Double](repeating: 0, count: weights.count)).apply(to: &unlifted)
        #expect(unlifted == [0.3, 0.7])
    }

    // The lift by rates multiplies each score by (share of the rates now / share of uses)^weight;
    // a candidate with no rate now keeps a hundredth of its share; one never used is left alone.
    @Test func theLiftByRatesIsTheRatesShareAgainstTheShareOfUses() {
        let none = [Double](repeating: 0, count: ContextFeature.allCases.count)
        var lift = ContextLift(count: 3, weights: none, rateWeight: 0.5)
        lift.add(rates: [0.8, 0, 0.2], counts: [2, 2, 0])
        var scores = [1.0, 1.0, 1.0]
        lift.apply(to: &scores)
        #expect(abs(scores[0] - (0.805 / 0.5).squareRoot()) < 1e-12)
        #expect(abs(scores[1] - 0.1) < 1e-12)
        #expect(scores[2] == 1)
    }
}
