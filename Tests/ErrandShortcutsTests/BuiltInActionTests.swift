import ErrandCatalog
import ErrandConversation
import ErrandShortcuts
import Foundation
import Testing

/// Every built-in action, run through the runner.
struct BuiltInActionTests {
    let kit = ShortcutTestKit()

    @Test func textInterpolatesStepsVariablesInputAndNow() async throws {
        let result = try await kit.result(
            [
                .builtIn("n", .number, ["number": .literal(.integer(3))]),
                .builtIn("set", .setVariable, ["name": .literal(.string("who")), "value": .text("Ann")]),
                .builtIn("t", .text, ["text": .text("{var:who} has {n} tasks for {input.title}; {now} {who}")]),
            ], input: .value(.entity(EntityReference(type: "Task", id: "1", title: "Milk"))))
        #expect(result == .text("Ann has 3 tasks for Milk; today at 9:00 AM Ann"))
    }

    /// A shortcut that passes validation runs as validated (the guidelines: never fail halfway
    /// through a run): a brace opened again before it closes is plain text to both.
    @Test func aStrayOpeningBraceIsPlainTextToTheValidatorAndTheRunner() async throws {
        let steps: [ShortcutStep] = [
            .builtIn("n", .number, ["number": .literal(.integer(3))]),
            .builtIn("t", .text, ["text": .text("{x {n} tasks}")]),
        ]
        let shortcut = Shortcut(id: "s", name: "S", steps: steps)
        #expect(ShortcutValidator(catalog: ExampleApps.catalog).problems(in: [shortcut]).isEmpty)
        #expect(try await kit.result(steps) == .text("{x 3 tasks}"))
    }

    @Test func numberReadsText() async throws {
        #expect(try await kit.result([.builtIn("n", .number, ["number": .text("12")])]) == .integer(12))
        #expect(try await kit.result([.builtIn("n", .number, ["number": .text("2.5")])]) == .value(.decimal(2.5)))
    }

    @Test func dateWithAnAdjustmentGoesBackAWeek() async throws {
        let aWeekAgo = ShortcutValue.value(.dateTime(ShortcutTestKit.now.addingTimeInterval(-7 * 86400)))
        #expect(try await kit.result([.builtIn("d", .date, ["adjustment": .literal(.duration(-604_800))])]) == aWeekAgo)
        #expect(try await kit.result([.builtIn("d", .date, ["adjustment": .text("-7 days")])]) == aWeekAgo)
        #expect(
            try await kit.result([.builtIn("d", .date, ["date": .literal(.string("2026-01-02"))])])
                == .value(.dateTime(Date(timeIntervalSince1970: 1_767_312_000))))
    }

    @Test(arguments: [
        ("+", 7.0, ShortcutValue.integer(9)), ("-", 7, .integer(-5)), ("*", 7, .integer(14)),
        ("/", 4, .value(.decimal(0.5))), ("%", 7, .integer(2)), ("^", 3, .integer(8)), ("min", 7, .integer(2)),
        ("max", 7, .integer(7)),
    ])
    func calculate(symbol: String, b: Double, expected: ShortcutValue) async throws {
        let result = try await kit.result([
            .builtIn(
                "calc", .calculate,
                ["a": .literal(.integer(2)), "operator": .literal(.string(symbol)), "b": .literal(.decimal(b))])
        ])
        #expect(result == expected)
    }

    @Test func calculateSaysWhichParameterIsNotANumber() async throws {
        let error = try await kit.failure([
            .builtIn("calc", .calculate, ["a": .literal(.integer(1)), "operator": .text("+"), "b": .text("abc")])
        ])
        #expect(error.description.contains("step 'calc' (Calculate): `b` is 'abc', not a number"))
        #expect(error.step == "calc")
        let zero = try await kit.failure([
            .builtIn("calc", .calculate, ["a": .literal(.integer(1)), "operator": .text("/"), "b": .text("0")])
        ])
        #expect(zero.message.contains("divided by zero"))
        let unknown = try await kit.failure([
            .builtIn("calc", .calculate, ["a": .literal(.integer(1)), "operator": .text("?"), "b": .text("0")])
        ])
        #expect(unknown.message.contains("`operator` is '?'"))
    }

    @Test func anUnknownParameterNameIsALocatedErrorBeforeAnythingRuns() async throws {
        let turn = await kit.run([
            .builtIn("show", .showResult, ["text": .text("hello")]),
            .builtIn("calc", .calculate, ["a": .text("1"), "c": .text("2")]),
        ])
        guard case .failed(let error) = turn.outcome else {
            Issue.record("expected a failure")
            return
        }
        #expect(
            error.description
                == "shortcut 'Test', step 'calc' (Calculate): there is no parameter `c`; it takes `a`, `operator`, `b`")
        // Nothing ran: the check happens when the shortcut starts.
        #expect(turn.responses.count == 1)
        #expect(turn.responses[0].kind == .failure)
        #expect(turn.responses[0].speech.contains("there is no parameter c; it takes a, operator, b"))
        let onScreen = await kit.run([.builtIn("calc", .calculate, ["c": .text("2")])], modality: .screen)
        #expect(onScreen.responses[0].display?.text?.contains("there is no parameter `c`") == true)
    }

    @Test func listDictionaryAndGetValueForKey() async throws {
        let list = try await kit.result([.builtIn("l", .list, ["items": .list([.text("a"), .literal(.integer(1))])])])
        #expect(list == .list([.text("a"), .integer(1)]))
        let value = try await kit.result([
            .builtIn(
                "d", .dictionary, ["entries": .dictionary(["size": .text("large"), "count": .literal(.integer(2))])]),
            .builtIn("get", .getValueForKey, ["key": .text("size")]),
        ])
        #expect(value == .text("large"))
        let missing = try await kit.result([
            .builtIn("d", .dictionary, ["entries": .dictionary(["size": .text("large")])]),
            .builtIn(
                "get", .getValueForKey, ["dictionary": .output(step: "d", property: nil), "key": .text("colour")]),
        ])
        #expect(missing == .nothing)
        let notADictionary = try await kit.failure([
            .builtIn("t", .text, ["text": .text("hi")]), .builtIn("get", .getValueForKey, ["key": .text("a")]),
        ])
        #expect(notADictionary.message.contains("`dictionary` is 'hi', not a dictionary"))
    }

    @Test func setAndGetVariable() async throws {
        let value = try await kit.result([
            .builtIn("t", .text, ["text": .text("kept")]),
            .builtIn("set", .setVariable, ["name": .text("saved")]),
            .builtIn("other", .text, ["text": .text("other")]),
            .builtIn("get", .getVariable, ["name": .text("saved")]),
        ])
        #expect(value == .text("kept"))
        let unknown = try await kit.failure([.builtIn("get", .getVariable, ["name": .text("nope")])])
        #expect(unknown.message == "step 'get' (Get variable): no Set variable step has set 'nope' before this step")
    }

    @Test(arguments: [
        ("is", ShortcutValue.text("12"), ShortcutValue.integer(12), true),
        ("isNot", .text("a"), .text("A"), false),
        ("contains", .text("Buy oat milk"), .text("MILK"), true),
        ("contains", .list([.text("a"), .text("b")]), .text("b"), true),
        ("doesNotContain", .list([.text("a")]), .text("b"), true),
        ("beginsWith", .text("Design review"), .text("design"), true),
        ("greaterThan", .text("10"), .integer(9), true),
        ("lessThan", .integer(10), .integer(9), false),
        ("hasAnyValue", .text(""), .nothing, false),
        ("hasNoValue", .list([]), .nothing, true),
        ("hasAnyValue", .integer(0), .nothing, true),
    ])
    func ifRunsThenOrOtherwise(condition: String, input: ShortcutValue, value: ShortcutValue, holds: Bool)
        async throws
    {
        let result = try await kit.result(
            [
                .builtIn(
                    "if", .if,
                    [
                        "input": .input(property: "in"), "condition": .text(condition),
                        "value": .input(property: "value"),
                    ],
                    then: [.builtIn("yes", .text, ["text": .text("then")])],
                    otherwise: [.builtIn("no", .text, ["text": .text("otherwise")])])
            ], input: .dictionary(["in": input, "value": value]))
        #expect(result == .text(holds ? "then" : "otherwise"))
    }

    @Test func greaterThanOnTextSaysWhatCannotBeCompared() async throws {
        let error = try await kit.failure([
            .builtIn("if", .if, ["input": .text("apple"), "condition": .text("greaterThan"), "value": .text("3")])
        ])
        #expect(error.message.contains("step 'if' (If): 'apple' and '3' can't be compared"))
    }

    @Test func repeatRunsItsBodyCountTimesAndGivesEachIterationsOutput() async throws {
        let result = try await kit.result([
            .builtIn(
                "r", .repeat, ["count": .text("3")],
                body: [
                    .builtIn(
                        "sq", .calculate,
                        [
                            "a": .variable("repeatIndex", property: nil), "operator": .text("*"),
                            "b": .variable("repeatIndex", property: nil),
                        ])
                ])
        ])
        #expect(result == .list([.integer(1), .integer(4), .integer(9)]))
        #expect(try await kit.result([.builtIn("r", .repeat, ["count": .text("0")], body: [])]) == .list([]))
    }

    @Test func repeatWithEachGivesRepeatItemAndIndexAndNests() async throws {
        let result = try await kit.result([
            .builtIn("l", .list, ["items": .list([.text("a"), .text("b")])]),
            .builtIn(
                "each", .repeatWithEach, [:],
                body: [
                    .builtIn(
                        "inner", .repeat, ["count": .literal(.integer(2))],
                        body: [.builtIn("t", .text, ["text": .text("{repeatItem}{repeatIndex}")])]),
                    .builtIn("outer", .text, ["text": .text("{var:repeatItem}{var:repeatIndex}")]),
                ]),
        ])
        // The inner Repeat ends with the outer loop's item and index restored.
        #expect(result == .list([.text("a1"), .text("b2")]))
    }

    @Test func chooseFromMenuAsksAndRunsTheChosenItem() async throws {
        let shortcut = Shortcut(
            id: "m", name: "Menu",
            steps: [
                .builtIn(
                    "menu", .chooseFromMenu, ["prompt": .text("Which drink?")],
                    menu: [
                        MenuItem(title: "Coffee", steps: [.builtIn("c", .text, ["text": .text("coffee it is")])]),
                        MenuItem(title: "Tea", steps: [.builtIn("t", .text, ["text": .text("tea it is")])]),
                    ]),
                .builtIn("show", .showResult, ["text": .text("{menu}: {t}")]),
            ])
        var (run, turn) = await kit.runner.start(shortcut, context: ShortcutTestKit.context(.voiceOnly))
        #expect(turn.outcome == .waiting)
        #expect(turn.speech == ["Which drink? Coffee or Tea?"])
        #expect(turn.responses.last?.options == ["Coffee", "Tea"])
        let unclear = await kit.runner.respond(to: "juice", in: &run, context: ShortcutTestKit.context())
        #expect(unclear.outcome == .waiting)
        #expect(unclear.speech == ["Sorry, I didn't catch that. Which drink? Coffee or Tea?"])
        turn = await kit.runner.respond(to: "the second one", in: &run, context: ShortcutTestKit.context())
        #expect(turn.speech == ["Tea: tea it is"])
        #expect(turn.outcome == .finished(.text("Tea: tea it is")))
    }

    @Test func askForInputReadsTheAnswerAsItsType() async throws {
        let shortcut = Shortcut(
            id: "a", name: "Ask",
            steps: [
                .builtIn("ask", .askForInput, ["prompt": .text("How many cups?"), "type": .text("number")]),
                .builtIn(
                    "calc", .calculate,
                    ["a": .output(step: "ask", property: nil), "operator": .text("*"), "b": .text("2")]),
            ])
        var (run, turn) = await kit.runner.start(shortcut, context: ShortcutTestKit.context(.screen))
        #expect(turn.speech == ["How many cups?"])
        #expect(turn.responses.first?.kind == .prompt)
        turn = await kit.runner.respond(to: "lots", in: &run, context: ShortcutTestKit.context(.screen))
        #expect(turn.speech == ["Sorry, I didn't catch that. How many cups?"])
        turn = await kit.runner.respond(to: "three", in: &run, context: ShortcutTestKit.context(.screen))
        #expect(turn.outcome == .finished(.integer(6)))
    }

    @Test func cancelWordsCancelTheRunAtAnyQuestion() async throws {
        let shortcut = Shortcut(
            id: "a", name: "Ask", steps: [.builtIn("ask", .askForInput, [:]), .builtIn("t", .showResult, [:])])
        var (run, _) = await kit.runner.start(shortcut, context: ShortcutTestKit.context())
        let turn = await kit.runner.respond(to: "never mind", in: &run, context: ShortcutTestKit.context())
        #expect(turn.outcome == .cancelled)
        #expect(turn.speech == ["OK, cancelled."])
        #expect(!run.isWaiting)
    }

    @Test func showResultSpeaksAndWaitUsesTheClock() async throws {
        let turn = await kit.run(
            [
                .builtIn("t", .text, ["text": .text("first")]), .builtIn("show", .showResult, [:]),
                .builtIn("wait", .wait, ["seconds": .text("90")]),
                .builtIn("show2", .showResult, ["text": .text("second")]),
            ], modality: .screen)
        #expect(turn.speech == ["first", "second"])
        #expect(turn.responses.first?.display?.text == "first")
        #expect(kit.clock.waits == [90])
    }

    @Test func stopEndsTheShortcutWithItsResult() async throws {
        let turn = await kit.run([
            .builtIn("stop", .stop, ["result": .text("early")]),
            .builtIn("never", .showResult, ["text": .text("not shown")]),
        ])
        #expect(turn.outcome == .stopped(.text("early")))
        #expect(turn.responses.isEmpty)
    }

    @Test func currentDateIsTheRequestsNow() async throws {
        #expect(try await kit.result([.builtIn("now", .currentDate)]) == .value(.dateTime(ShortcutTestKit.now)))
    }

    @Test func runShortcutPassesInputAndGetsTheResult() async throws {
        let double = Shortcut(
            id: "double", name: "Double",
            steps: [.builtIn("c", .calculate, ["a": .input(property: nil), "operator": .text("*"), "b": .text("2")])])
        let kit = ShortcutTestKit(shortcuts: [double])
        let result = try await kit.result([
            .builtIn("n", .number, ["number": .text("21")]),
            .builtIn("call", .runShortcut, ["shortcut": .text("double")]),
            .builtIn(
                "again", .runShortcut, ["shortcut": .text("Double"), "input": .output(step: "call", property: nil)]),
        ])
        #expect(result == .integer(84))
        let missing = try await kit.failure([.builtIn("call", .runShortcut, ["shortcut": .text("nope")])])
        #expect(
            missing.message
                == "step 'call' (Run shortcut): there is no shortcut called 'nope' in your library; nothing was run. "
                + "Import it again, or remove the step")
    }

    // A target deleted since the shortcut was kept was found missing only when its step came:
    // the steps before it had run (music played, a note kept), and the run stopped half done.
    @Test func aMissingTargetIsFoundBeforeAnyStepRuns() async throws {
        let kit = ShortcutTestKit()
        let error = try await kit.failure([
            .builtIn("wait", .wait, ["seconds": .literal(.integer(0))]),
            .builtIn("call", .runShortcut, ["shortcut": .literal(.string("gone"))]),
        ])
        #expect(error.step == "call")
        #expect(kit.clock.waits.isEmpty)
        // NB: a target known only at the run is left to its step.
        let later = try await kit.failure([
            .builtIn("wait", .wait, ["seconds": .literal(.integer(0))]),
            .builtIn("name", .text, ["text": .text("gone")]),
            .builtIn("call", .runShortcut, ["shortcut": .text("{name}")]),
        ])
        #expect(later.step == "call")
        #expect(kit.clock.waits.count == 1)
    }

    // Two of the person's shortcuts named "Double": a step that names it runs neither rather
    // than whichever the library lists first; by identifier, each still runs.
    @Test func runShortcutRefusesANameTwoShortcutsShare() async throws {
        let twice = Shortcut(
            id: "twice", name: "Double",
            steps: [.builtIn("c", .calculate, ["a": .input(property: nil), "operator": .text("*"), "b": .text("2")])])
        let thrice = Shortcut(
            id: "thrice", name: "double",
            steps: [.builtIn("c", .calculate, ["a": .input(property: nil), "operator": .text("*"), "b": .text("3")])])
        let kit = ShortcutTestKit(shortcuts: [thrice, twice])
        let number = ShortcutStep.builtIn("n", .number, ["number": .text("7")])
        let error = try await kit.failure([number, .builtIn("call", .runShortcut, ["shortcut": .text("Double")])])
        #expect(
            error.message.contains(
                "2 shortcuts are named 'Double' (thrice, twice); give the identifier of the one you mean"))
        #expect(
            try await kit.result([number, .builtIn("call", .runShortcut, ["shortcut": .text("thrice")])])
                == .integer(21))
        // An identifier outranks the name: "double" is also the identifier of a third shortcut.
        let plus = Shortcut(
            id: "double", name: "Add one",
            steps: [.builtIn("c", .calculate, ["a": .input(property: nil), "operator": .text("+"), "b": .text("1")])])
        let withID = ShortcutTestKit(shortcuts: [thrice, twice, plus])
        #expect(
            try await withID.result([number, .builtIn("call", .runShortcut, ["shortcut": .text("double")])])
                == .integer(8))
    }

    @Test func aReferenceToAStepThatHasNotRunIsALocatedError() async throws {
        let error = try await kit.failure([.builtIn("t", .text, ["text": .output(step: "later", property: nil)])])
        #expect(
            error.message
                == "step 't' (Text): `text` uses the output of step 'later', which has not run before this step")
        let path = try await kit.failure([
            .builtIn("l", .list, ["items": .list([.literal(.person(Person(name: "Amy")))])]),
            .builtIn("t", .text, ["text": .output(step: "l", property: "colour")]),
        ])
        #expect(
            path.message.contains("`text` reads `colour` of the output of step 'l', which has no property `colour`"))
    }
}

/// A shortcut that declares its input type gets its input in that type.
struct ShortcutInputTests {
    @Test func theInputIsConvertedToTheShortcutsInputType() async {
        let kit = ShortcutTestKit()
        let shortcut = Shortcut(
            id: "twice", name: "Twice", inputType: .integer,
            steps: [.builtIn("c", .calculate, ["a": .input(property: nil), "operator": .text("*"), "b": .text("2")])])
        let context = ShortcutTestKit.context()
        let turn = await kit.runner.start(shortcut, input: .text("21"), context: context).turn
        #expect(turn.outcome == .finished(.integer(42)))
        let wrong = await kit.runner.start(shortcut, input: .text("lots"), context: context).turn
        #expect(
            wrong.outcome
                == .failed(
                    ShortcutRunError(
                        shortcut: "Twice", message: "its input is 'lots', not a whole number; give it a whole number"))
        )
        // NB: "'1.5', not a number" said nothing of what was wrong with it.
        let half = await kit.runner.start(shortcut, input: .text("1.5"), context: context).turn
        #expect(
            half.outcome
                == .failed(
                    ShortcutRunError(
                        shortcut: "Twice", message: "its input is '1.5', not a whole number; give it a whole number")))
    }
}
