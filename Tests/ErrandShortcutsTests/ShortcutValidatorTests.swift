import ErrandCatalog
import Foundation
import Testing

@testable import ErrandShortcuts

/// A shortcut that cannot run as written is refused before it is saved, with the step at fault
/// and what would be accepted (the guidelines: never fail halfway through a run).
@Suite struct ShortcutValidatorTests {
    let validator = ShortcutValidator(catalog: ShareFixtures.catalog)

    func messages(_ shortcuts: [Shortcut], library: (any ShortcutLibrary)? = nil) -> [String] {
        validator.problems(in: shortcuts, library: library, person: "amy").map(\.description)
    }

    @Test func theExampleShortcutsAreValid() {
        #expect(messages([ShareFixtures.everything, ShareFixtures.usual]).isEmpty)
        #expect(messages([ShareFixtures.late, ShareFixtures.usual]).isEmpty)
    }

    // A name of spaces alone can't be said, nor told apart in a list: the newcomer pass imported
    // a shortcut named "  " and saw it listed as "   (nn): 1 step".
    @Test(arguments: ["", "  ", "\n"]) func aShortcutWithoutANameIsRefused(name: String) {
        let shortcut = Shortcut(id: "nn", name: name, steps: [.builtIn("a", .currentDate)])
        #expect(messages([shortcut]) == ["shortcuts[0].name: the shortcut has no name; give it the words to say"])
    }

    @Test func anUnknownAppOrActionIsNamedWithItsStepAndADidYouMean() {
        let shortcut = Shortcut(
            id: "s", name: "S",
            steps: [
                .builtIn("a", .currentDate), .builtIn("b", .currentDate),
                .app("send", "com.example.messages", "SendMesage"),
                .app("order", "com.example.cofee", "OrderCoffee"),
            ])
        #expect(
            messages([shortcut]) == [
                "shortcuts[0].steps[2] (step \"send\"): app 'com.example.messages' has no action 'SendMesage', "
                    + "did you mean 'SendMessage'?; its actions are MarkMessagesRead, ReadLastMessage, ReadMessages, "
                    + "ReplyToMessage, SendMessage, ShowSentMessage",
                "shortcuts[0].steps[3] (step \"order\"): app 'com.example.cofee' is not in the catalog, "
                    + "did you mean 'com.example.coffee'?; install the app, or remove the step",
            ])
    }

    @Test func unknownParametersAndImplausibleLiteralsAreReported() {
        let shortcut = Shortcut(
            id: "s", name: "S",
            steps: [
                .app(
                    "order", "com.example.coffee", "OrderCoffee",
                    [
                        "cofee": .literal(.string("latte")), "size": .literal(.enumCase("huge")),
                        "quantity": .literal(.integer(50)),
                    ]),
                .builtIn("calc", .calculate, ["operator": .literal(.string("plus")), "c": .literal(.integer(1))]),
            ])
        let found = messages([shortcut])
        #expect(
            found.contains {
                $0.contains(
                    "parameter 'cofee': 'OrderCoffee' of 'com.example.coffee' has no parameter 'cofee', did you mean 'coffee'?"
                )
            })
        #expect(found.contains { $0.contains("parameter 'size': 'huge' is not a Size") })
        #expect(found.contains { $0.contains("parameter 'quantity': 50 is above the maximum 10 of 'quantity'") })
        #expect(found.contains { $0.contains("parameter 'c': Calculate has no parameter 'c'") })
        #expect(found.contains { $0.contains("parameter 'operator': 'plus' is not one of +, -") })
    }

    /// A date written in words is read when the step runs ("tomorrow at 5pm" from that
    /// moment), so words that are no date are refused when the shortcut is kept.
    @Test func aDateWrittenInWordsMustReadAsOne() {
        func problems(_ due: String) -> [String] {
            messages([
                Shortcut(
                    id: "s", name: "S",
                    steps: [.app("add", "com.example.todo", "AddTask", ["title": .text("stretch"), "due": .text(due)])])
            ])
        }
        #expect(problems("tomorrow at 5pm").isEmpty)
        #expect(problems("2026-11-24").isEmpty)
        #expect(
            problems("tomorow at fiev") == [
                "shortcuts[0].steps[0] (step \"add\"), parameter 'due': 'tomorow at fiev' is not a dateTime; 'due' takes a dateTime"
            ])
    }

    // A parameter with a fixed list of choices takes one of them: a shortcut that writes
    // another is refused when it is kept, not at its first run ("Sorry, 7 isn't one of the
    // choices"). A choice written as text, or in another case, still reads as the run reads it.
    @Test func aWrittenValueOutsideAFixedListOfChoicesIsReported() {
        let validator = ShortcutValidator(catalog: Catalog(apps: [ShareFixtures.tips]))
        func problems(_ values: [String: Value]) -> [String] {
            validator.problems(
                in: [ShareFixtures.tip(values.mapValues(ParameterBinding.literal))], library: nil, person: "amy"
            ).map(\.description)
        }
        #expect(
            problems(["percent": .integer(7), "mood": .string("Angry")]) == [
                "shortcuts[0].steps[0] (step \"tip\"), parameter 'mood': 'Angry' is not one of the choices of 'mood' "
                    + "(Happy, Calm)",
                "shortcuts[0].steps[0] (step \"tip\"), parameter 'percent': '7' is not one of the choices of "
                    + "'percent' (10, 15)",
            ])
        #expect(problems(["percent": .string("15"), "mood": .string("calm")]).isEmpty)
        #expect(problems(["percent": .integer(10)]).isEmpty)
    }

    @Test func aStepUsesOnlyTheOutputOfAnEarlierStep() {
        let shortcut = Shortcut(
            id: "s", name: "S",
            steps: [
                .builtIn("show", .showResult, ["text": .output(step: "later", property: nil)]),
                .builtIn("later", .text, ["text": .text("{missing.title}")]),
                .builtIn("later", .text),
            ])
        #expect(
            messages([shortcut]) == [
                "shortcuts[0].steps[0] (step \"show\"), parameter 'text': uses the output of step 'later', which runs "
                    + "later (or is this step); a step can use only the output of an earlier step",
                "shortcuts[0].steps[1] (step \"later\"), parameter 'text': refers to {missing}, but no earlier step "
                    + "has that id and no Set variable step sets a variable of that name; use {stepID}, {var:name}, "
                    + "{input} or {now}",
                "shortcuts[0].steps[2] (step \"later\"): the step id 'later' is used by an earlier step; step ids "
                    + "must be unique",
            ])
    }

    // Calculate's operands are numbers: one written as words, or a written zero to divide by,
    // fails every run, and is refused when the shortcut is kept or imported. A value known only
    // at the run (the step before's) is left to the run.
    @Test func calculateOperandsAreNumbers() {
        func problems(_ parameters: [String: ParameterBinding]) -> [String] {
            messages([Shortcut(id: "s", name: "S", steps: [.builtIn("calc", .calculate, parameters)])])
        }
        #expect(
            problems(["a": .literal(.string("ten")), "operator": .literal(.string("+")), "b": .literal(.integer(2))])
                == [
                    "shortcuts[0].steps[0] (step \"calc\"), parameter 'a': 'ten' is not a number; Calculate works on "
                        + "numbers"
                ])
        #expect(
            problems(["a": .literal(.integer(10)), "operator": .literal(.string("/")), "b": .text("0")]) == [
                "shortcuts[0].steps[0] (step \"calc\"), parameter 'b': it is 0, and nothing can be divided by zero"
            ])
        #expect(
            problems(["a": .literal(.integer(10)), "operator": .literal(.string("/")), "b": .literal(.decimal(2.5))])
                .isEmpty)
        #expect(
            problems(["a": .input(property: nil), "operator": .literal(.string("/")), "b": .input(property: nil)])
                .isEmpty)
    }

    @Test func aHugeRepeatIsRefused() {
        let shortcut = Shortcut(
            id: "s", name: "S",
            steps: [
                .builtIn(
                    "r", .repeat, ["count": .literal(.integer(1_000_000_000))], body: [.builtIn("d", .currentDate)])
            ])
        #expect(
            messages([shortcut]) == [
                "shortcuts[0].steps[0] (step \"r\"), parameter 'count': 1000000000 is out of bounds; a Repeat runs 0 "
                    + "to 10000 times"
            ])
    }

    @Test func tooManyStepsAreRefused() {
        let steps = (0..<1_500).map { ShortcutStep.builtIn("s\($0)", .currentDate) }
        let found = messages([Shortcut(id: "s", name: "S", steps: steps)])
        #expect(
            found == ["shortcuts[0].steps[1000] (step \"s1000\"): more than 1000 steps; a shortcut has at most 1000"])
    }

    @Test func aShortcutRunningItselfIsALoop() {
        let shortcut = Shortcut(
            id: "s", name: "S", steps: [.builtIn("again", .runShortcut, ["shortcut": .literal(.string("s"))])])
        #expect(
            messages([shortcut]) == [
                "shortcuts[0].steps[0] (step \"again\"): Run shortcut makes a loop: 's' → 's'; a shortcut must not "
                    + "run itself, directly or through other shortcuts"
            ])
    }

    @Test func aLoopThroughOtherShortcutsInTheFileIsFound() {
        let a = Shortcut(
            id: "a", name: "A", steps: [.builtIn("toB", .runShortcut, ["shortcut": .literal(.string("B"))])])
        let b = Shortcut(
            id: "b", name: "B", steps: [.builtIn("toC", .runShortcut, ["shortcut": .literal(.string("c"))])])
        let c = Shortcut(id: "c", name: "C", steps: [.builtIn("toA", .runShortcut, ["shortcut": .text("a")])])
        let found = messages([a, b, c])
        #expect(found.count == 1)
        #expect(found.first?.contains("Run shortcut makes a loop: 'a' → 'b' → 'c' → 'a'") == true)
    }

    @Test func aLoopThroughThePersonsLibraryIsFound() {
        let mine = Shortcut(
            id: "mine", name: "Mine", steps: [.builtIn("back", .runShortcut, ["shortcut": .literal(.string("new"))])])
        let incoming = Shortcut(
            id: "new", name: "New", steps: [.builtIn("go", .runShortcut, ["shortcut": .literal(.string("Mine"))])])
        let found = messages([incoming], library: InMemoryShortcutLibrary([mine], of: "amy"))
        #expect(
            found == [
                "shortcuts[0].steps[0] (step \"go\"): Run shortcut makes a loop: 'new' → 'mine' → 'new'; a shortcut must "
                    + "not run itself, directly or through other shortcuts"
            ])
    }

    @Test func aRunShortcutReferenceMustResolve() {
        let shortcut = Shortcut(
            id: "s", name: "S", steps: [.builtIn("go", .runShortcut, ["shortcut": .literal(.string("nowhere"))])])
        #expect(
            messages([shortcut]) == [
                "shortcuts[0].steps[0] (step \"go\"): runs the shortcut 'nowhere', which is neither in this file nor in "
                    + "your library; add it to the file, or import it first"
            ])
    }

    // A reference resolves as the run will once the file is saved, among the person's shortcuts
    // and the file's: "Morning" given by a shortcut of theirs the file's runs names two
    // shortcuts then, so that step would stop; an identifier still names one.
    @Test func aRunShortcutNameTheFileMakesSharedIsReportedWhereverTheStepIs() {
        func runs(_ id: String, _ reference: String) -> Shortcut {
            Shortcut(
                id: id, name: id.capitalized,
                steps: [.builtIn("go", .runShortcut, ["shortcut": .literal(.string(reference))])])
        }
        let library = InMemoryShortcutLibrary(
            [runs("wake", "Morning"), Shortcut(id: "morning", name: "Morning", steps: [])], of: "amy")
        let sameName = Shortcut(id: "g", name: "morning", steps: [])
        #expect(
            messages([runs("f", "wake"), sameName], library: library) == [
                "library shortcut 'wake'.steps[0] (step \"go\"): Run shortcut 'Morning': 2 shortcuts are named "
                    + "'Morning' (g, morning); give the identifier of the one you mean"
            ])
        #expect(messages([runs("f", "g"), sameName], library: library).isEmpty)
        // An identifier outranks a name several shortcuts have, in the library as in the file.
        #expect(
            messages([runs("f", "morning"), Shortcut(id: "x", name: "morning", steps: [])], library: library).isEmpty)
    }

    // A file shortcut replaces the person's one with its identifier, name and all: the name the
    // replaced one had no longer names anything.
    @Test func aNameOnlyAReplacedShortcutHadDoesNotResolve() {
        let library = InMemoryShortcutLibrary([Shortcut(id: "morning", name: "Morning", steps: [])], of: "amy")
        let caller = Shortcut(
            id: "s", name: "S", steps: [.builtIn("go", .runShortcut, ["shortcut": .literal(.string("Morning"))])])
        #expect(
            messages([caller, Shortcut(id: "morning", name: "Evening", steps: [])], library: library) == [
                "shortcuts[0].steps[0] (step \"go\"): runs the shortcut 'Morning', which is neither in this file nor "
                    + "in your library; add it to the file, or import it first"
            ])
    }

    @Test func blocksNestedTooDeepAreRefusedWithoutRecursingForever() {
        var step = ShortcutStep.builtIn("leaf", .currentDate)
        for level in 0..<200 { step = .builtIn("r\(level)", .repeat, ["count": .literal(.integer(1))], body: [step]) }
        let found = messages([Shortcut(id: "s", name: "S", steps: [step])])
        #expect(found.contains { $0.contains("blocks nest deeper than 24 levels") })
    }
}

extension ShortcutValidatorTests {
    // Before: "string is not a number", which names neither the value nor what to write.
    @Test(arguments: [
        (Value.string("abc"), "'abc' is not a number"),
        (.boolean(true), "a boolean literal is not a number; write a number"),
    ])
    func aLiteralThatIsNoNumberSaysWhatItIs(literal: Value, message: String) {
        let shortcut = Shortcut(id: "s", name: "S", steps: [.builtIn("n", .number, ["number": .literal(literal)])])
        #expect(messages([shortcut]) == ["shortcuts[0].steps[0] (step \"n\"), parameter 'number': \(message)"])
        let spaced = Shortcut(id: "s", name: "S", steps: [.builtIn("n", .number, ["number": .literal(.string(" 7 "))])])
        #expect(messages([spaced]).isEmpty)  // a run reads " 7 " as 7
    }
}
