import ErrandSuggestions
import Foundation
import Testing

/// Short sequences ("start a workout, then play a playlist") and routines started by another
/// action, the issue's "a short sequence of actions" and "after a device or app event".
struct RoutineSequenceTests {
    private let fitness = "com.example.fitness"
    private let music = "com.example.music"

    /// Eight weeks of gym visits on Monday, Wednesday and Friday evenings: a run, then the gym
    /// playlist a couple of minutes later on `playlistShare` of the visits; noise at home.
    private func gymGoer(playlistShare: Double) -> RoutineDiary {
        var diary = RoutineDiary()
        diary.addNoise(days: 56)
        for week in 0..<8 {
            for weekday in [0, 2, 4] {
                let day = week * 7 + weekday
                let hour = 18 + diary.random.normal(mean: 0, deviation: 0.3)
                diary.add("ShowForecast", day: day, hour: hour - 0.6, place: "Home")
                diary.add("StartWorkout", ["workout": "run"], day: day, hour: hour, place: "Gym", app: fitness)
                if diary.random.chance(playlistShare) {
                    let gap = diary.random.uniform(1...4) / 60
                    diary.add(
                        "PlayPlaylist", ["playlist": "Gym mix"], day: day, hour: hour + gap, place: "Gym", app: music)
                }
                diary.add("SendMessage", day: day, hour: hour + 1.5, place: "Home")
            }
        }
        return diary
    }

    // An automation can run a short sequence: the action a person always does right after the
    // first one joins it as a second step, and is not suggested again on its own.
    @Test func theGymSequenceBecomesOneTwoStepSuggestionWhoseReasonNamesBoth() throws {
        let diary = gymGoer(playlistShare: 1)
        let routines = RoutineMiner().routines(in: diary.observations)
        let workout = try #require(routines.first { $0.shortcut.action == "StartWorkout" })
        #expect(workout.followUps == [Candidate(app: music, action: "PlayPlaylist", values: ["playlist": "Gym mix"])])
        #expect(!routines.contains { $0.shortcut.action == "PlayPlaylist" })
        let suggestion = try #require(
            AutomationSuggestions().suggestions(
                for: "amy", observations: diary.observations, now: Date(timeIntervalSince1970: 1_776_000_000)
            ).first { $0.shortcut.action == "StartWorkout" })
        #expect(suggestion.steps.map(\.action) == ["StartWorkout", "PlayPlaylist"])
        #expect(suggestion.reason.hasPrefix("You start workout (run), then play playlist (Gym mix),"))
    }

    // Only the first `maximumActionsInWindow` actions after each run are read for follow-ups,
    // so a burst imported at one instant cannot make mining quadratic: the playlist, which comes
    // right after the run, is found when one action is read and still when a thousand others
    // share the run's instant; past the limit it is not.
    @Test func followUpsAreReadFromTheFirstActionsAfterEachOccurrence() throws {
        var diary = gymGoer(playlistShare: 1)
        var configuration = RoutineMinerConfiguration()
        configuration.maximumActionsInWindow = 1
        let workout = RoutineMiner(configuration: configuration).routines(in: diary.observations)
            .first { $0.shortcut.action == "StartWorkout" }
        #expect(workout?.followUps.map(\.action) == ["PlayPlaylist"])
        for index in 0..<1_000 {
            diary.add("LogWater", ["amount": "\(index)"], day: 60, hour: 9, place: "Home")
        }
        let routines = RoutineMiner().routines(in: diary.observations)
        #expect(routines.first { $0.shortcut.action == "StartWorkout" }?.followUps.map(\.action) == ["PlayPlaylist"])
        configuration.maximumActionsInWindow = 0
        let unread = RoutineMiner(configuration: configuration).routines(in: diary.observations)
            .first { $0.shortcut.action == "StartWorkout" }
        #expect(unread?.followUps.isEmpty ?? true)
    }

    // Precision over reach: a second action done after only some runs is not added to them.
    @Test func aFollowUpOnlySometimesDoneIsNotAddedToTheRoutine() throws {
        let diary = gymGoer(playlistShare: 0.5)
        let routines = RoutineMiner().routines(in: diary.observations)
        let workout = try #require(routines.first { $0.shortcut.action == "StartWorkout" })
        #expect(workout.followUps.isEmpty)
        #expect(RoutineReason.sentence(for: workout).contains("then") == false)
    }

    /// Coffee ordered at random times and places (so no time or place routine), each time
    /// followed by a breathing session a few minutes later with probability `share`.
    private func coffeeThenBreathing(share: Double, days: Int = 49) -> RoutineDiary {
        var diary = RoutineDiary()
        diary.addNoise(days: days)
        let coffees = ["latte", "mocha", "chai"]
        for day in 0..<days where diary.random.chance(0.6) {
            let hour = diary.random.uniform(8...20)
            let coffee = coffees[Int(diary.random.unit() * 3) % 3]
            diary.add("OrderCoffee", ["coffee": coffee], day: day, hour: hour, app: "com.example.coffee")
            if diary.random.chance(share) {
                diary.add(
                    "StartBreathing", ["minutes": "5"], day: day, hour: hour + diary.random.uniform(2...8) / 60,
                    app: "com.example.breathe")
            }
        }
        return diary
    }

    // "After an app event": an action that reliably follows another app's action is mined as a
    // routine started by that action, whatever values the first had.
    @Test func anActionThatAlwaysFollowsAnotherAppsActionIsStartedByIt() throws {
        let routines = RoutineMiner().routines(in: coffeeThenBreathing(share: 1).observations)
        let breathing = try #require(routines.first { $0.shortcut.action == "StartBreathing" })
        #expect(breathing.trigger == .after(app: "com.example.coffee", action: "OrderCoffee"))
        #expect(breathing.shortcut.values == ["minutes": "5"])
        #expect(breathing.confidence == 1)
        #expect(RoutineReason.sentence(for: breathing).contains("after you order coffee"))
    }

    // A wrong automation costs trust: a follower seen after two thirds of the coffees is not
    // suggested, and neither is anything with too little evidence.
    @Test func weakOrShortFollowingIsNotSuggested() {
        let weak = RoutineMiner().routines(in: coffeeThenBreathing(share: 0.65).observations)
        #expect(!weak.contains { $0.trigger.kind == "after" })
        let short = RoutineMiner().routines(in: coffeeThenBreathing(share: 1, days: 12).observations)
        #expect(!short.contains { $0.trigger.kind == "after" })
    }

    /// Phone use all day; on `carDays` of 49 days a drive, whose first action in the car is a
    /// podcast on `share` of them (otherwise a message), at a random hour.
    private func driver(share: Double) -> [RoutineObservation] {
        var diary = RoutineDiary()
        diary.addNoise(days: 49, perDay: 4)
        var observations = diary.observations.map { observation -> RoutineObservation in
            var phone = observation
            phone.device = "phone"
            return phone
        }
        for day in 0..<49 where diary.random.chance(0.5) {
            let hour = diary.random.uniform(7...20)
            let podcast = diary.random.chance(share)
            let start = RoutineDiary.monday + Double(day) * 86_400 + hour * 3_600
            observations.append(
                RoutineObservation(
                    instant: start, utcOffset: RoutineDiary.offset, app: podcast ? "com.example.podcasts" : "m",
                    action: podcast ? "PlayEpisode" : "SendMessage", values: podcast ? ["show": "Daily Brief"] : [:],
                    device: "car"))
        }
        return observations
    }

    // "After a device event": the action that opens nearly every drive is started by the car
    // connecting; one that opens only some drives is not suggested.
    @Test func theActionThatOpensNearlyEveryDriveIsStartedByTheCar() throws {
        let routines = RoutineMiner().routines(in: driver(share: 1))
        let podcast = try #require(routines.first { $0.shortcut.action == "PlayEpisode" })
        #expect(podcast.trigger == .device(event: "connected-to-car"))
        #expect(RoutineReason.sentence(for: podcast).contains("when your device reports connected-to-car"))
        #expect(!RoutineMiner().routines(in: driver(share: 0.7)).contains { $0.trigger.kind == "device" })
    }

    @Test func newTriggersKeepTheTruthFileShapeAndOldRecordsStillDecode() throws {
        let after = RoutineTrigger.after(app: "com.example.coffee", action: "OrderCoffee")
        #expect(after.json == #"{"kind":"after","app":"com.example.coffee","action":"OrderCoffee"}"#)
        #expect(
            RoutineTrigger.device(event: "connected-to-car").json == #"{"kind":"device","event":"connected-to-car"}"#)
        let decoder = JSONDecoder()
        for trigger in [after, .device(event: "connected-to-car"), .arrive(place: "Gym")] {
            #expect(try decoder.decode(RoutineTrigger.self, from: Data(trigger.json.utf8)) == trigger)
        }
        // Saved before sequences: no followUps, read as a single action.
        let old = #"""
            {"shortcut":{"app":"a","action":"B","values":{}},"trigger":{"kind":"arrive","place":"Gym"},
             "support":5,"confidence":0.9,"spreadMinutes":0,"placeWeekdays":[]}
            """#
        #expect(try decoder.decode(MinedRoutine.self, from: Data(old.utf8)).followUps.isEmpty)
        let routine = MinedRoutine(
            shortcut: Candidate(app: "a", action: "B"), trigger: after, support: 9, confidence: 0.9,
            followUps: [Candidate(app: "c", action: "D", values: ["x": "y"])])
        let suggestion = AutomationSuggestion(routine, person: "amy", now: Date(timeIntervalSince1970: 0))
        let data = try JSONEncoder().encode(suggestion)
        #expect(try decoder.decode(AutomationSuggestion.self, from: data) == suggestion)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["followUps"] = nil
        let older = try decoder.decode(
            AutomationSuggestion.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(older.followUps.isEmpty && older.shortcut == suggestion.shortcut)
        // The follow-ups do not change the identifier: a decline of the single action holds.
        var single = routine
        single.followUps = []
        #expect(single.id == routine.id)
    }

    @Test func afterTriggersMatchOnTheirActionInTheEvaluation() {
        let evaluation = RoutineEvaluation()
        let candidate = Candidate(app: "b", action: "Breathe", values: ["minutes": "5"])
        let suggestion = AutomationSuggestion(
            id: "s", person: "u1", trigger: .after(app: "c", action: "Order"), shortcut: candidate,
            followUps: [Candidate(app: "m", action: "Play")], reason: "", support: 9, confidence: 0.9,
            expires: Date(timeIntervalSince1970: 0))
        func planted(_ trigger: RoutineTrigger) -> PlantedRoutine {
            PlantedRoutine(user: "u1", app: "b", action: "Breathe", parameters: ["minutes": "5"], trigger: trigger)
        }
        #expect(evaluation.credit(suggestion, planted(.after(app: "c", action: "Order"))) == 1)
        #expect(evaluation.credit(suggestion, planted(.after(app: "c", action: "Pay"))) == 0)
        #expect(evaluation.credit(suggestion, planted(.device(event: "connected-to-car"))) == 0)
    }
}
