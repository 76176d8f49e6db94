import ErrandSuggestions
import Foundation
import Testing

/// A person's week-by-week actions, built by hand: 2026-03-02 is a Monday; times are local at
/// UTC+1.
struct RoutineDiary {
    static let offset = 3_600
    static let monday = 1_772_409_600.0  // 2026-03-02T00:00:00Z
    var observations: [RoutineObservation] = []
    var random = SeededRandom(seed: 11)

    /// Adds an action on `day` (0 is the first Monday) at `hour` local time.
    mutating func add(
        _ action: String, _ values: [String: String] = [:], day: Int, hour: Double, place: String? = nil,
        app: String = "com.example.app"
    ) {
        let instant = Self.monday + Double(day) * 86_400 + hour * 3_600 - Double(Self.offset)
        observations.append(
            RoutineObservation(
                instant: instant, utcOffset: Self.offset, app: app, action: action, values: values,
                place: place.map { PlaceObservation(latitude: nil, longitude: nil, name: $0) }))
    }

    /// Everyday noise: a few random actions a day at random times at home.
    mutating func addNoise(days: Int, perDay: Int = 3) {
        let actions = ["ShowForecast", "SendMessage", "CheckBalance", "ReadHeadlines", "StartTimer", "Translate"]
        for day in 0..<days {
            for _ in 0..<perDay {
                let action = actions[Int(random.unit() * Double(actions.count)) % actions.count]
                add(action, day: day, hour: random.uniform(7...23), place: "Home")
            }
        }
    }
}

struct RoutineMinerTests {
    /// Runs on Monday, Wednesday and Friday around 18:00 for eight weeks, skipping a few, from
    /// wherever the person is (no place reported).
    private func runner() -> RoutineDiary {
        var diary = RoutineDiary()
        diary.addNoise(days: 56)
        for week in 0..<8 {
            for weekday in [0, 2, 4] where !(week == 3 && weekday == 2) && !(week == 6 && weekday == 0) {
                let hour = 18 + diary.random.normal(mean: 0, deviation: 0.15)
                diary.add("StartWorkout", ["workout": "run"], day: week * 7 + weekday, hour: hour)
            }
        }
        return diary
    }

    @Test func findsAWeeklyRunAtItsTimeAndWeekdays() throws {
        let routines = RoutineMiner().routines(in: runner().observations)
        let run = try #require(routines.first { $0.shortcut.action == "StartWorkout" })
        guard case .time(let weekdays, let minute) = run.trigger else {
            Issue.record("expected a time trigger, got \(run.trigger)")
            return
        }
        #expect(weekdays == [0, 2, 4])
        #expect(abs(minute - 18 * 60) <= 10)
        #expect(run.shortcut.values == ["workout": "run"])
        #expect(run.support == 22)
        #expect(run.confidence > 0.9)
        #expect(
            RoutineReason.sentence(for: run).hasPrefix(
                "You start workout (run) on Monday, Wednesday and Friday around 6"))
    }

    @Test func findsAPlaylistOnArrivingAtTheGym() throws {
        var diary = RoutineDiary()
        diary.addNoise(days: 56)
        var visits = 0
        for day in 0..<56 where diary.random.chance(0.35) {
            let hour = diary.random.uniform(7...20)
            diary.add("ShowForecast", day: day, hour: hour - 0.5, place: "Home")
            diary.add("PlayPlaylist", ["playlist": "Workout Mix"], day: day, hour: hour, place: "Gym")
            diary.add("SendMessage", day: day, hour: hour + 1.5, place: "Home")
            visits += 1
        }
        let routines = RoutineMiner().routines(in: diary.observations)
        let playlist = try #require(routines.first { $0.shortcut.action == "PlayPlaylist" })
        #expect(playlist.trigger == .arrive(place: "Gym"))
        #expect(playlist.support == visits)
        #expect(playlist.confidence == 1)
        #expect(RoutineReason.sentence(for: playlist).contains("when you arrive at Gym"))
        // Random times: nothing to suggest as a time routine.
        #expect(!routines.contains { $0.shortcut.action == "PlayPlaylist" && $0.trigger.kind == "time" })
    }

    @Test func unnamedCoordinatesNearANamedPlaceCountAsThatPlace() throws {
        var diary = RoutineDiary()
        diary.addNoise(days: 42)
        for week in 0..<6 {
            for weekday in [1, 3] {
                diary.add("SendMessage", day: week * 7 + weekday, hour: 7, place: "Home")
                let day = week * 7 + weekday
                let instant = RoutineDiary.monday + Double(day) * 86_400 + 9 * 3_600 - 3_600
                let named = week % 2 == 0
                diary.observations.append(
                    RoutineObservation(
                        instant: instant, utcOffset: 3_600, app: "com.example.fitness", action: "StartWorkout",
                        values: ["workout": "swim"],
                        place: PlaceObservation(latitude: 48.0001, longitude: 2.0001, name: named ? "Pool" : nil)))
            }
        }
        let routines = RoutineMiner().routines(in: diary.observations)
        let swim = try #require(routines.first { $0.shortcut.action == "StartWorkout" })
        #expect(swim.trigger == .arrive(place: "Pool"))
        #expect(swim.support == 12)
    }

    @Test func ignoresEverydayNoiseAndOneOffs() {
        var diary = RoutineDiary()
        diary.addNoise(days: 56, perDay: 4)
        diary.add("BookFlight", ["to": "Lisbon"], day: 10, hour: 20, place: "Home")
        diary.add("OrderFood", ["restaurant": "Pho 88"], day: 12, hour: 19, place: "Home")
        diary.add("OrderFood", ["restaurant": "Pho 88"], day: 40, hour: 19, place: "Home")
        #expect(RoutineMiner().routines(in: diary.observations).isEmpty)
        #expect(RoutineMiner().routines(in: []).isEmpty)
    }

    @Test func asksForEnoughEvidence() {
        var diary = RoutineDiary()
        for day in [0, 7, 14] { diary.add("StartWorkout", ["workout": "run"], day: day, hour: 18) }
        #expect(RoutineMiner().routines(in: diary.observations).isEmpty, "three occurrences are too few")
        var short = RoutineDiary()
        for day in 0..<10 { short.add("StartWorkout", ["workout": "run"], day: day, hour: 18) }
        #expect(RoutineMiner().routines(in: short.observations).isEmpty, "ten days in a row is not yet a habit")
    }

    @Test func aHabitDroppedWeeksAgoIsNotSuggested() {
        var diary = runner()
        diary.observations.removeAll { $0.action == "StartWorkout" && $0.instant > RoutineDiary.monday + 25 * 86_400 }
        #expect(!RoutineMiner().routines(in: diary.observations).contains { $0.shortcut.action == "StartWorkout" })
    }

    @Test func otherValuesOfTheSameActionDoNotMix() {
        var diary = runner()
        for week in 0..<8 {
            diary.add("StartWorkout", ["workout": "swim"], day: week * 7 + 6, hour: 18.1, place: "Pool")
        }
        let runs = RoutineMiner().routines(in: diary.observations).filter { $0.shortcut.values["workout"] == "run" }
        #expect(runs.count == 1)
        #expect(runs.first?.trigger.kind == "time")
        if case .time(let weekdays, _) = runs.first?.trigger { #expect(weekdays == [0, 2, 4]) }
    }

    @Test func suggestionsAskBeforeRunningExpireAndLeaveOutAutomatedOrDeclined() throws {
        let observations = runner().observations
        let now = Date(timeIntervalSince1970: RoutineDiary.monday + 56 * 86_400)
        let engine = AutomationSuggestions()
        let offered = engine.suggestions(for: "amy", observations: observations, now: now)
        let run = try #require(offered.first { $0.shortcut.action == "StartWorkout" })
        #expect(run.askBeforeRunning)
        #expect(run.person == "amy")
        #expect(run.isCurrent(at: now.addingTimeInterval(86_400)))
        #expect(!run.isCurrent(at: now.addingTimeInterval(15 * 86_400)))

        let automated = engine.suggestions(
            for: "amy", observations: observations, now: now, automated: [run.shortcut.key])
        #expect(!automated.contains { $0.shortcut.action == "StartWorkout" })

        let declined = AutomationSuggestions.declining(run.id, in: [])
        // The same habit, a quarter of an hour later, mined again: still declined.
        let later = observations.map { observation -> RoutineObservation in
            var moved = observation
            if moved.action == "StartWorkout" { moved.instant += 15 * 60 }
            return moved
        }
        let again = engine.suggestions(for: "amy", observations: later, now: now, declined: declined)
        #expect(!again.contains { $0.shortcut.action == "StartWorkout" })
    }

    @Test(arguments: [
        ([0, 1, 2, 3, 4, 5, 6], "every day"), ([0, 1, 2, 3, 4], "on weekdays"), ([5, 6], "at weekends"),
        ([3], "on Thursday"), ([0, 2, 4], "on Monday, Wednesday and Friday"),
    ])
    func weekdaysReadWell(weekdays: [Int], text: String) {
        let routine = MinedRoutine(
            shortcut: Candidate(app: "com.example.coffee", action: "OrderCoffee", values: ["coffee": "latte"]),
            trigger: .time(weekdays: weekdays, minute: 7 * 60 + 30), support: 20, confidence: 0.8)
        #expect(
            RoutineReason.sentence(for: routine)
                == "You order coffee (latte) \(text) around 7:30 am (20 times, 80% of those days)")
    }
}
