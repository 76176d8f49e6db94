import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import ErrandShortcuts
import Foundation
import Testing

/// The guidelines' examples of multi-step shortcuts, with the example apps, each run directly
/// and by the person's own phrase through the assistant.
struct GuidelineExampleTests {
    /// "Get tasks created before a week ago, then archive them": a Date step going back seven
    /// days feeds Get tasks, whose tasks feed Archive tasks — no bindings, only the automatic
    /// flow of each output into the next action's input parameter.
    static let archiveOldTasks = Shortcut(
        id: "archive-old", name: "Archive old tasks", phrase: "archive old tasks",
        steps: [
            .builtIn("weekAgo", .date, ["adjustment": .literal(.duration(-7 * 86400))]),
            .app("get", TodoApp.id, "GetTasks"),
            .app("archive", TodoApp.id, "ArchiveTasks"),
        ])

    /// "Get my next calendar event, then message its attendees that I'm running late".
    static let runningLate = Shortcut(
        id: "late", name: "Running late", phrase: "tell them I'm late",
        steps: [
            .app("next", CalendarApp.id, "GetNextEvent"),
            .app(
                "tell", MessagesApp.id, "SendMessage",
                [
                    "recipients": .output(step: "next", property: "attendees"),
                    "content": .literal(.string("I'm running late")),
                ]),
        ])

    /// "Order my usual coffee": one step with the values the person chose.
    static let usualCoffee = Shortcut(
        id: "usual", name: "Order my usual", phrase: "order my usual coffee",
        steps: [
            .app(
                "order", CoffeeApp.id, "OrderCoffee",
                [
                    "coffee": .literal(.entity(EntityReference(type: "Drink", id: "latte", title: "Latte"))),
                    "size": .literal(.enumCase("large")),
                ])
        ])

    /// The breathing app with its default session.
    static let breathe = Shortcut(
        id: "breathe", name: "Breathe", phrase: "time to breathe",
        steps: [.app("start", BreatheApp.id, "StartBreathing")])

    static let phrases = PersonalPhraseBook(
        [archiveOldTasks, runningLate, usualCoffee, breathe].compactMap { shortcut in
            shortcut.phrase.map { PersonalPhrase(phrase: $0, target: .shortcut(shortcut.id)) }
        })

    static func kit(_ apps: ExampleApps = ExampleApps()) -> ShortcutTestKit {
        ShortcutTestKit(apps: apps, shortcuts: [archiveOldTasks, runningLate, usualCoffee, breathe])
    }

    /// Runs `shortcut` directly (`byPhrase` false) or by saying its phrase, answering with
    /// `answers`; the speech of every turn, in order.
    static func converse(
        _ shortcut: Shortcut, byPhrase: Bool, answers: [String], kit: ShortcutTestKit, modality: Modality = .voiceOnly
    ) async -> (turns: [[AssistantResponse]], session: AssistantSession) {
        let context = ShortcutTestKit.context(modality)
        var session = AssistantSession(id: "s")
        var turns: [[AssistantResponse]] = []
        if byPhrase {
            turns.append(
                await kit.assistant.respond(
                    to: shortcut.phrase ?? "", in: &session, phrases: phrases, context: context))
        } else {
            turns.append(await kit.assistant.run(shortcut: shortcut, in: &session, context: context).responses)
        }
        for answer in answers {
            turns.append(await kit.assistant.respond(to: answer, in: &session, phrases: phrases, context: context))
        }
        return (turns, session)
    }

    // MARK: Archive old tasks

    @Test(arguments: [false, true])
    func oldTasksAreArchivedAfterOneConfirmationThatShowsThem(byPhrase: Bool) async {
        let kit = Self.kit()
        let (turns, session) = await Self.converse(
            Self.archiveOldTasks, byPhrase: byPhrase, answers: ["yes"], kit: kit)
        #expect(
            turns[0].map(\.speech) == [
                "Found \"Send the report\" and \"Renew passport\".",
                "Archive \"Send the report\" and \"Renew passport\"?",
            ])
        // Exactly one confirmation in the whole run, before anything is archived.
        #expect(turns.flatMap { $0 }.filter { $0.kind == .confirmation }.count == 1)
        #expect(turns[1].map(\.speech) == ["OK. Done. Archived two tasks."])
        #expect(kit.apps.todo.archivedTitles == ["Send the report", "Renew passport"])
        #expect(session.run == nil)
    }

    @Test func onAScreenTheConfirmationShowsWhatWillBeArchived() async {
        let kit = Self.kit()
        let (turns, _) = await Self.converse(
            Self.archiveOldTasks, byPhrase: false, answers: [], kit: kit, modality: .screen)
        let confirmation = turns[0].last
        #expect(confirmation?.kind == .confirmation)
        #expect(confirmation?.display?.text == "Archive \"Send the report\" and \"Renew passport\"?")
        #expect(kit.apps.todo.archivedTitles.isEmpty)
    }

    @Test(arguments: [false, true])
    func nothingIsArchivedAfterNo(byPhrase: Bool) async {
        let kit = Self.kit()
        let (turns, session) = await Self.converse(
            Self.archiveOldTasks, byPhrase: byPhrase, answers: ["no"], kit: kit)
        #expect(turns[1].map(\.kind) == [.cancelled])
        #expect(kit.apps.todo.archivedTitles.isEmpty)
        #expect(kit.apps.todo.allTasks.allSatisfy { !$0.archived })
        #expect(session.run == nil)
    }

    @Test func theDirectRunEndsWithTheCountArchived() async {
        let kit = Self.kit()
        let context = ShortcutTestKit.context()
        var (run, turn) = await kit.runner.start(Self.archiveOldTasks, context: context)
        #expect(turn.outcome == .waiting)
        turn = await kit.runner.respond(to: "yes", in: &run, context: context)
        #expect(turn.outcome == .finished(.integer(2)))
    }

    // MARK: Running late

    @Test(arguments: [false, true])
    func theNextEventsAttendeesAreToldImRunningLate(byPhrase: Bool) async {
        let kit = Self.kit()
        let (turns, _) = await Self.converse(Self.runningLate, byPhrase: byPhrase, answers: ["yes"], kit: kit)
        #expect(
            turns[0].map(\.speech) == [
                "Your next event is Design review, today at two PM.",
                "Send \"I'm running late\" to Amy Lee and Bob Smith?",
            ])
        #expect(turns[1].map(\.speech) == ["Sent."])
        #expect(kit.apps.messages.sentMessages == ["Amy Lee, Bob Smith: I'm running late"])
    }

    @Test(arguments: [false, true])
    func anAttendeeKnownOnlyAsAmyIsAskedAboutNotSkipped(byPhrase: Bool) async {
        let standup = CalendarApp.Event(
            title: "Standup", start: ShortcutTestKit.now.addingTimeInterval(1800), duration: 900,
            attendees: [Person(name: "Amy"), ExampleContacts.all[2]])
        let kit = Self.kit(ExampleApps(calendar: CalendarApp(events: [standup])))
        let (turns, _) = await Self.converse(
            Self.runningLate, byPhrase: byPhrase, answers: ["Amy Chen", "yes"], kit: kit)
        #expect(turns[0].last?.kind == .disambiguation)
        #expect(turns[0].last?.speech.hasPrefix("Which") == true)
        #expect(kit.apps.messages.sentMessages == ["Amy Chen, Bob Smith: I'm running late"])
        #expect(turns[2].map(\.speech) == ["Sent."])
    }

    // MARK: Order my usual coffee

    @Test(arguments: [false, true])
    func theUsualOrderConfirmsOnceThenPlacesOneOrder(byPhrase: Bool) async {
        let kit = Self.kit()
        let (turns, session) = await Self.converse(
            Self.usualCoffee, byPhrase: byPhrase, answers: ["yes"], kit: kit)
        #expect(turns[0].map(\.kind) == [.confirmation])
        #expect(turns[0].first?.speech == "Your large latte will be three dollars twenty-five. Ready to order?")
        #expect(turns[1].map(\.kind) == [.success])
        #expect(kit.apps.coffee.placedOrders == ["1 large latte"])
        // Saying yes again starts nothing new: the run is over and the order stands alone.
        var after = session
        _ = await kit.assistant.respond(
            to: "yes", in: &after, phrases: Self.phrases, context: ShortcutTestKit.context())
        #expect(kit.apps.coffee.placedOrders == ["1 large latte"])
    }

    @Test func theOrdersOutputsCanBeReadByName() async throws {
        let kit = Self.kit()
        let context = ShortcutTestKit.context()
        var shortcut = Self.usualCoffee
        shortcut.steps.append(.builtIn("say", .showResult, ["text": .text("{order.price}, ready in {order.eta}")]))
        var (run, _) = await kit.runner.start(shortcut, context: context)
        let turn = await kit.runner.respond(to: "yes", in: &run, context: context)
        #expect(turn.speech.last == "$3.25, ready in 5 minutes")
    }

    // MARK: Breathe

    @Test(arguments: [false, true])
    func breathingStartsWithItsDefaultFifteenMinutes(byPhrase: Bool) async {
        let kit = Self.kit()
        let (turns, session) = await Self.converse(Self.breathe, byPhrase: byPhrase, answers: [], kit: kit)
        #expect(turns[0].map(\.speech) == ["OK. Starting. Breathe in slowly. The session lasts fifteen minutes."])
        #expect(kit.apps.breathe.startedSessions == [900])
        #expect(session.run == nil)
    }

    @Test func askEachTimeAsksEvenWithADefault() async {
        let kit = Self.kit()
        let context = ShortcutTestKit.context()
        let shortcut = Shortcut(
            id: "b", name: "Breathe a while",
            steps: [.app("start", BreatheApp.id, "StartBreathing", ["duration": .askEachTime])])
        var (run, turn) = await kit.runner.start(shortcut, context: context)
        #expect(turn.speech == ["For how long?"])
        #expect(kit.apps.breathe.startedSessions.isEmpty)
        turn = await kit.runner.respond(to: "five minutes", in: &run, context: context)
        #expect(turn.speech == ["OK. Starting. Breathe in slowly. The session lasts five minutes."])
        #expect(kit.apps.breathe.startedSessions == [300])
    }

    // MARK: Failures and cancelling

    @Test func anAppsFailureStopsTheRunWithItsErrorSpoken() async {
        let kit = Self.kit(ExampleApps(coffee: CoffeeApp(soldOut: ["latte"])))
        var shortcut = Self.usualCoffee
        shortcut.steps.append(.builtIn("after", .showResult, ["text": .text("never said")]))
        let turn = await kit.runner.start(shortcut, context: ShortcutTestKit.context()).turn
        #expect(turn.speech == ["Sorry, we're out of latte."])
        guard case .failed(let error) = turn.outcome else {
            Issue.record("expected the run to fail")
            return
        }
        #expect(error.step == "order")
        #expect(
            error.description == "shortcut 'Order my usual', step 'order' (Order coffee): Sorry, we're out of latte.")
        #expect(kit.apps.coffee.placedOrders.isEmpty)
    }

    @Test func cancellingAtAnAppStepsQuestionCancelsTheRun() async {
        let kit = Self.kit()
        let context = ShortcutTestKit.context()
        var shortcut = Self.usualCoffee
        shortcut.steps.append(.builtIn("after", .showResult, ["text": .text("never said")]))
        var (run, _) = await kit.runner.start(shortcut, context: context)
        let turn = await kit.runner.respond(to: "cancel", in: &run, context: context)
        #expect(turn.outcome == .cancelled)
        #expect(turn.speech == ["OK, cancelled."])
        #expect(kit.apps.coffee.placedOrders.isEmpty)
    }

    @Test func aValueOfTheWrongTypeForAnAppParameterIsALocatedError() async {
        let kit = Self.kit()
        let shortcut = Shortcut(
            id: "b", name: "Breathe",
            steps: [.app("start", BreatheApp.id, "StartBreathing", ["duration": .text("a while")])])
        let turn = await kit.runner.start(shortcut, context: ShortcutTestKit.context()).turn
        guard case .failed(let error) = turn.outcome else {
            Issue.record("expected the run to fail")
            return
        }
        #expect(error.message == "step 'start' (Start breathing session): `duration` is 'a while', not a duration")
        #expect(kit.apps.breathe.startedSessions.isEmpty)
    }
}

/// App steps: questions for missing values, checks before the run starts, Stop in a shortcut
/// run by another.
struct AppStepTests {
    @Test func aMissingRequiredValueIsAskedAndTheRunGoesOn() async {
        let kit = ShortcutTestKit()
        let context = ShortcutTestKit.context()
        let shortcut = Shortcut(
            id: "m", name: "Message Bob",
            steps: [
                .app("tell", MessagesApp.id, "SendMessage", ["recipients": .literal(.string("Bob"))]),
                .builtIn("done", .showResult, ["text": .text("All done")]),
            ])
        var (run, turn) = await kit.runner.start(shortcut, context: context)
        #expect(turn.speech == ["What do you want to say?"])
        turn = await kit.runner.respond(to: "on my way", in: &run, context: context)
        #expect(turn.speech == ["Send \"on my way\" to Bob Smith?"])
        turn = await kit.runner.respond(to: "yes", in: &run, context: context)
        #expect(turn.speech == ["Sent.", "All done"])
        #expect(kit.apps.messages.sentMessages == ["Bob Smith: on my way"])
    }

    @Test func anUnknownAppParameterIsFoundBeforeAnyStepRuns() async {
        let kit = ShortcutTestKit()
        let shortcut = Shortcut(
            id: "o", name: "Order",
            steps: [
                .builtIn("first", .showResult, ["text": .text("starting")]),
                .app("order", CoffeeApp.id, "OrderCoffee", ["colour": .literal(.string("red"))]),
            ])
        let turn = await kit.runner.start(shortcut, context: ShortcutTestKit.context()).turn
        guard case .failed(let error) = turn.outcome else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.message.hasPrefix("step 'order' (Order coffee): Order coffee has no parameter `colour`; it has"))
        #expect(turn.responses.count == 1)
        let missingApp = await kit.runner.start(
            Shortcut(id: "x", name: "X", steps: [.app("a", "com.example.none", "Do")]),
            context: ShortcutTestKit.context()
        ).turn
        #expect(missingApp.speech.last?.contains("the app 'com.example.none' isn't installed") == true)
    }

    @Test func stopInACalledShortcutReturnsToTheCaller() async throws {
        let early = Shortcut(
            id: "early", name: "Early",
            steps: [.builtIn("stop", .stop, ["result": .text("from inside")]), .builtIn("never", .showResult)])
        let kit = ShortcutTestKit(shortcuts: [early])
        let result = try await kit.result([
            .builtIn("call", .runShortcut, ["shortcut": .text("early")]),
            .builtIn("after", .text, ["text": .text("caller got: {call}")]),
        ])
        #expect(result == .text("caller got: from inside"))
    }
}
