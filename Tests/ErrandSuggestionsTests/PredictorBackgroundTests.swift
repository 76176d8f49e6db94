import ErrandSuggestions
import Testing

/// The frequency view counts what a person does at any time, not what their routines bring at
/// their hour: each use weighs by how far nothing but background use explains it.
struct PredictorBackgroundTests {
    static let routines = ["ShowAgenda", "StartCall", "PlayPlaylist", "SetAlarm"].map {
        Candidate(app: "com.example.\($0.lowercased())", action: $0, values: [:])
    }
    static let weather = Candidate(app: "com.example.weather", action: "ShowForecast", values: [:])
    static let places = [
        PlaceObservation(latitude: 40.71, longitude: -74.0, name: "Home"),
        PlaceObservation(latitude: 40.75, longitude: -73.98, name: "Work"),
        PlaceObservation(latitude: 40.73, longitude: -73.99, name: "Gym"),
    ]

    /// Six weeks of four routines a day, each at its hour and place (the agenda at 7 at Home,
    /// a call at 12 at Work, music at 18 at the Gym, the alarm at 22 at Home), and the forecast
    /// once a day at an hour and a place that change daily: used as often as each routine.
    static func trained() -> Predictor {
        var predictor = Predictor()
        for day in 0..<42 {
            let midnight = 1_772_427_600.0 + Double(day * 86_400)
            var moments = zip([7, 12, 18, 22], [0, 1, 2, 0]).enumerated().map { index, moment in
                (hour: moment.0, candidate: routines[index], place: places[moment.1])
            }
            moments.append((day * 7 % 15 + 8, weather, places[day * 5 % 3]))
            for moment in moments.sorted(by: { $0.hour < $1.hour }) {
                let time = LocalTime(instant: midnight + Double(moment.hour * 3_600 + 600), utcOffset: -5 * 3_600)
                predictor.observe(moment.candidate, in: PredictionContext(time: time, place: moment.place))
            }
        }
        return predictor
    }

    @Test func useAtAnyTimeOutweighsARoutineUsedAsOften() throws {
        let predictor = Self.trained()
        let weather = try #require(predictor.candidates.firstIndex(of: Self.weather))
        #expect(predictor.background.count == predictor.candidates.count)
        // Each routine is explained by its hour and place; the forecast by nothing.
        for routine in Self.routines {
            let id = try #require(predictor.candidates.firstIndex(of: routine))
            #expect(predictor.background[weather] > 3 * predictor.background[id], "\(predictor.background)")
        }
    }

    @Test func withoutTheViewNothingIsCounted() {
        var configuration = PredictorConfiguration()
        configuration.mixture.frequency = 0
        var predictor = Predictor(configuration: configuration)
        let time = LocalTime(instant: 1_772_427_600, utcOffset: 0)
        predictor.observe(Self.weather, in: PredictionContext(time: time))
        #expect(predictor.background == [0])
    }
}
