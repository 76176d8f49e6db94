import ErrandCatalog
import ErrandConversation
import ErrandShortcuts
import Testing

/// A step that finds nothing has still done what it was asked: a day with nothing on the
/// calendar is an answer ("Today you have nothing on your calendar."), and the shortcut goes
/// on to its next step — it stopped there, as at a failure, and the music never played.
struct EmptyResultStepTests {
    @Test func anEmptyDayIsAnAnswerAndTheShortcutGoesOn() async throws {
        let kit = ShortcutTestKit(apps: ExampleApps(calendar: CalendarApp(events: [])))
        let turn = await kit.run([
            .app("day", CalendarApp.id, "ShowSchedule"), .app("breathe", BreatheApp.id, "StartBreathing"),
        ])
        guard case .finished = turn.outcome else {
            Issue.record("the run did not finish: \(turn.outcome) \(turn.speech)")
            return
        }
        #expect(turn.speech.first == "Today you have nothing on your calendar.")
        #expect(turn.speech.count == 2)
        #expect(turn.responses.first?.outputs["events"] == .list([]))
    }

    /// An empty list of tasks, likewise.
    @Test func anEmptyListOfTasksIsAnAnswerAndTheShortcutGoesOn() async throws {
        let kit = ShortcutTestKit(apps: ExampleApps(todo: TodoApp(tasks: [])))
        let turn = await kit.run([
            .app("show", TodoApp.id, "ShowTasks", ["list": .literal(.enumCase("work"))]),
            .app("breathe", BreatheApp.id, "StartBreathing"),
        ])
        guard case .finished = turn.outcome else {
            Issue.record("the run did not finish: \(turn.outcome) \(turn.speech)")
            return
        }
        #expect(turn.speech.first == "Your work list has nothing.")
        #expect(turn.speech.count == 2)
    }

    /// No notes at all, likewise: the count is said, and no list of nothing.
    @Test func noNotesIsAnAnswerAndTheShortcutGoesOn() async throws {
        let kit = ShortcutTestKit(apps: ExampleApps(notes: NotesApp(notes: [])))
        let turn = await kit.run([
            .app("notes", NotesApp.id, "ShowNotes"), .app("breathe", BreatheApp.id, "StartBreathing"),
        ])
        guard case .finished = turn.outcome else {
            Issue.record("the run did not finish: \(turn.outcome) \(turn.speech)")
            return
        }
        #expect(turn.speech.first == "You have zero notes.")
        #expect(turn.speech.count == 2)
    }

    /// On a card an empty list is "none", never a hole.
    @Test func anEmptyListIsNoneOnItsOwnAndNothingInASentence() {
        let formatter = ValueFormatter(
            style: .written, app: nil, timeZone: ShortcutTestKit.utc, now: ShortcutTestKit.now)
        #expect(formatter.format(.list([])) == "none")
        #expect(formatter.format(.list([]), inSentence: true) == "nothing")
    }
}
