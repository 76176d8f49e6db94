import ErrandSuggestions
import Foundation
import Testing

struct RoutineEvaluationTests {
    private let run = Candidate(app: "com.example.workouts", action: "StartWorkout", values: ["workout": "run"])

    private func suggestion(_ trigger: RoutineTrigger, values: [String: String]? = nil) -> AutomationSuggestion {
        var shortcut = run
        if let values { shortcut.values = values }
        return AutomationSuggestion(
            id: "s", person: "u1", trigger: trigger, shortcut: shortcut, reason: "", support: 10, confidence: 0.9,
            expires: Date(timeIntervalSince1970: 0))
    }

    private func planted(_ trigger: RoutineTrigger, optional: Bool = false) -> PlantedRoutine {
        PlantedRoutine(
            user: "u1", app: run.app, action: run.action, parameters: run.values, trigger: trigger, optional: optional)
    }

    @Test(arguments: [
        (18 * 60 + 45, [0, 2, 4], 1.0), (18 * 60 - 45, [0, 2, 4], 1.0), (18 * 60 + 46, [0, 2, 4], 0.0),
        (18 * 60, [0, 2], 0.5), (18 * 60, [0, 2, 4, 6], 0.5), (18 * 60, [0, 2, 5], 0.0), (18 * 60, [1, 3], 0.0),
    ])
    func timeTriggersMatchWithin45MinutesAndHalfForOneWeekdayOff(minute: Int, weekdays: [Int], credit: Double) {
        let score = RoutineEvaluation().credit(
            suggestion(.time(weekdays: weekdays, minute: minute)), planted(.time(weekdays: [0, 2, 4], minute: 18 * 60)))
        #expect(score == credit)
    }

    @Test func timesMatchAcrossMidnight() {
        let score = RoutineEvaluation().credit(
            suggestion(.time(weekdays: [6], minute: 23 * 60 + 40)), planted(.time(weekdays: [6], minute: 10)))
        #expect(score == 1)
    }

    @Test func otherValuesKindsOrPlacesNeverMatch() {
        let evaluation = RoutineEvaluation()
        #expect(evaluation.credit(suggestion(.arrive(place: "Gym")), planted(.arrive(place: "Gym"))) == 1)
        #expect(evaluation.credit(suggestion(.arrive(place: "Gym")), planted(.leave(place: "Gym"))) == 0)
        #expect(evaluation.credit(suggestion(.arrive(place: "Park")), planted(.arrive(place: "Gym"))) == 0)
        #expect(
            evaluation.credit(
                suggestion(.arrive(place: "Gym"), values: ["workout": "swim"]), planted(.arrive(place: "Gym")))
                == 0)
        #expect(
            evaluation.credit(suggestion(.time(weekdays: [0], minute: 600)), planted(.arrive(place: "Gym"))) == 0)
    }

    @Test func optionalRoutinesAreNeitherErrorsNorMisses() {
        let score = RoutineEvaluation().credit
        var report = RoutineReport()
        report.add(
            user: "u1", [suggestion(.arrive(place: "Gym")), suggestion(.time(weekdays: [5], minute: 600))],
            [planted(.arrive(place: "Gym"), optional: true), planted(.time(weekdays: [5], minute: 620))], score: score)
        #expect(report.precision == 1)
        #expect(report.recall == 1)
        #expect(report.neutral == 1)
        var missing = RoutineReport()
        missing.add(user: "u1", [], [planted(.arrive(place: "Gym"), optional: true)], score: score)
        #expect(missing.recall == 1)
        #expect(missing.planted == 0)
        #expect(missing.summary == "routines: precision=1.000 recall=1.000 suggested=0 planted=0")
    }

    @Test func aSuggestionCountsOnceAndAWrongOneCostsPrecision() {
        var report = RoutineReport()
        let time = RoutineTrigger.time(weekdays: [0, 2, 4], minute: 18 * 60)
        report.add(
            user: "u1", [suggestion(time), suggestion(time), suggestion(.arrive(place: "Park"))], [planted(time)],
            score: RoutineEvaluation().credit)
        #expect(report.credit == 1)
        #expect(abs(report.precision - 1.0 / 3) < 1e-9)
        #expect(report.recall == 1)
        #expect(report.wrong.count == 2)
    }

    @Test func theTruthFileHasTheIssuesShape() throws {
        let routine = PlantedRoutine(
            user: "u1", app: "com.example.workouts", action: "StartWorkout", parameters: ["workout": "run"],
            trigger: .time(weekdays: [0, 2, 4], minute: 18 * 60))
        #expect(
            routine.line
                == #"{"user":"u1","app":"com.example.workouts","action":"StartWorkout","parameters":{"workout":"run"},"trigger":{"kind":"time","weekdays":[0,2,4],"time":"18:00"}}"#
        )
        var arrival = routine
        arrival.trigger = .arrive(place: "Gym")
        arrival.optional = true
        #expect(arrival.line.hasSuffix(#""trigger":{"kind":"arrive","place":"Gym"},"optional":true}"#))
        let read = try PlantedRoutine.routines(in: routine.line + "\n\n" + arrival.line + "\n")
        #expect(read == [routine, arrival])
        // Saved on Windows: the same routines.
        #expect(try PlantedRoutine.routines(in: "\u{FEFF}" + routine.line + "\r\n\r\n" + arrival.line + "\r\n") == read)
        #expect(throws: UsageLogError.self) {
            try PlantedRoutine.routines(
                in: #"{"user":"u1","app":"a","action":"b","trigger":{"kind":"time","weekdays":[7],"time":"18:00"}}"#)
        }
        #expect(throws: UsageLogError.self) {
            try PlantedRoutine.routines(in: #"{"user":"u1","app":"a","action":"b","trigger":{"kind":"fly"}}"#)
        }
    }

    @Test func theSimulatorPlantsWhatItsPeopleDoAndMiningFindsMostOfIt() throws {
        let simulator = UsageSimulator(seed: 31)
        let events = simulator.events(people: 10, days: 56)
        let truth = simulator.plantedRoutines(people: 10, days: 56)
        #expect(truth == simulator.plantedRoutines(people: 10, days: 56))
        let users = Set(events.map(\.user))
        #expect(truth.allSatisfy { users.contains($0.user) })
        #expect(truth.contains { !$0.optional && $0.trigger.kind == "time" })
        for routine in truth {
            #expect(try PlantedRoutine.routines(in: routine.line) == [routine])
            if case .time(let weekdays, let minute) = routine.trigger {
                #expect(!weekdays.isEmpty && weekdays.allSatisfy { (0...6).contains($0) })
                #expect((0..<1_440).contains(minute))
            }
        }
        let report = RoutineEvaluation().evaluate(events, truth: truth)
        #expect(report.people == 10)
        #expect(report.precision >= 0.8)
        #expect(report.recall >= 0.6)
    }
}
