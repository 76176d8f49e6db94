import ErrandCatalog
import Foundation
import Testing

@testable import ErrandShortcuts

/// A variable no step sets, or the output of the block a step is in, is refused when the
/// shortcut is kept or imported, located as `{ghost}` is: every run would stop at that step.
@Suite struct VariableReferenceValidationTests {
    let validator = ShortcutValidator(catalog: ShareFixtures.catalog)

    func messages(_ steps: [ShortcutStep]) -> [String] {
        validator.problems(in: [Shortcut(id: "s", name: "S", steps: steps)]).map(\.description)
    }

    static func set(_ id: String, _ name: String) -> ShortcutStep {
        .builtIn(id, .setVariable, ["name": .literal(.string(name)), "value": .text("x")])
    }

    // The newcomer pass imported `{var:nobody}` and `{"variable": "neverset"}` without a word;
    // every run then stopped at the step.
    @Test func aVariableNoSetVariableStepSetsIsRefusedAtTheParameter() {
        #expect(
            messages([
                .builtIn("a", .showResult, ["text": .text("Hello {var:nobody}!")]),
                .builtIn("b", .showResult, ["text": .variable("neverset", property: nil)]),
                .builtIn("c", .getVariable, ["name": .literal(.string("nobody"))]),
            ]) == [
                "shortcuts[0].steps[0] (step \"a\"), parameter 'text': refers to {var:nobody}, but no Set variable "
                    + "step sets a variable of that name; add a Set variable step that sets 'nobody', or use the "
                    + "output of an earlier step",
                "shortcuts[0].steps[1] (step \"b\"), parameter 'text': uses the variable 'neverset', but no Set "
                    + "variable step sets a variable of that name; add a Set variable step that sets 'neverset', or "
                    + "use the output of an earlier step",
                "shortcuts[0].steps[2] (step \"c\"), parameter 'name': uses the variable 'nobody', but no Set "
                    + "variable step sets a variable of that name; add a Set variable step that sets 'nobody', or "
                    + "use the output of an earlier step",
            ])
        #expect(
            messages([Self.set("v", "who"), .builtIn("a", .showResult, ["text": .text("{var:whom}")])]) == [
                "shortcuts[0].steps[1] (step \"a\"), parameter 'text': refers to {var:whom}, but no Set variable "
                    + "step sets a variable of that name, did you mean 'who'?; add a Set variable step that sets "
                    + "'whom', or use the output of an earlier step"
            ])
    }

    // A Set variable step anywhere in the shortcut sets the name: later in a Repeat's body it
    // sets it for the next time round.
    @Test func aVariableASetVariableStepSetsIsAccepted() {
        #expect(
            messages([
                .builtIn(
                    "r", .repeat, ["count": .literal(.integer(2))],
                    body: [
                        .builtIn("a", .showResult, ["text": .text("{var:who.name} {var:who}")]),
                        .builtIn("b", .showResult, ["text": .variable("who", property: nil)]),
                        Self.set("v", " who "),
                    ])
            ]).isEmpty)
    }

    // A name computed when the step runs may be any name: no variable is refused as never set
    // (the computed name is refused on its own).
    @Test func aComputedVariableNameRefusesNoVariableAsNeverSet() {
        let found = messages([
            .builtIn("n", .text, ["text": .text("who")]),
            .builtIn("v", .setVariable, ["name": .output(step: "n", property: nil), "value": .text("x")]),
            .builtIn("a", .showResult, ["text": .variable("who", property: nil)]),
        ])
        #expect(!found.isEmpty)
        #expect(!found.contains { $0.contains("no Set variable step sets") })
    }

    // `repeatIndex` is in every Repeat's body, `repeatItem` in a Repeat with each's (and in a
    // Repeat inside one); outside them a run has neither.
    @Test func loopVariablesExistOnlyInsideTheirLoops() {
        #expect(
            messages([
                .builtIn("l", .list, ["items": .list([.text("a")])]),
                .builtIn(
                    "each", .repeatWithEach, ["items": .output(step: "l", property: nil)],
                    body: [
                        .builtIn(
                            "inner", .repeat, ["count": .literal(.integer(2))],
                            body: [.builtIn("t", .text, ["text": .text("{repeatItem}{var:repeatIndex}")])]),
                        .builtIn("u", .showResult, ["text": .variable("repeatItem", property: nil)]),
                    ]),
            ]).isEmpty)
        #expect(
            messages([
                .builtIn(
                    "r", .repeat, ["count": .literal(.integer(2))],
                    body: [.builtIn("t", .text, ["text": .text("{repeatItem} {repeatIndex}")])]),
                .builtIn("u", .showResult, ["text": .variable("repeatIndex", property: nil)]),
            ]) == [
                "shortcuts[0].steps[0].body[0] (step \"t\"), parameter 'text': refers to {repeatItem}, but only the "
                    + "steps inside a Repeat with each have 'repeatItem', and no Set variable step sets it; move the "
                    + "step into the loop's body",
                "shortcuts[0].steps[1] (step \"u\"), parameter 'text': uses the variable 'repeatIndex', but only the "
                    + "steps inside a Repeat or Repeat with each have 'repeatIndex', and no Set variable step sets "
                    + "it; move the step into the loop's body",
            ])
    }

    // The output of a Repeat (or an If, a menu) is set when its block ends: a step inside the
    // block that uses it stopped every run, "which has not run before this step".
    @Test func theOutputOfTheBlockAStepIsInIsRefused() {
        #expect(
            messages([
                .builtIn(
                    "r1", .repeat, ["count": .literal(.integer(2))],
                    body: [
                        .builtIn("t", .showResult, ["text": .output(step: "r1", property: nil)]),
                        .builtIn(
                            "if", .if, ["input": .text("a"), "condition": .text("hasAnyValue")],
                            then: [.builtIn("u", .showResult, ["text": .text("{if} and {r1.count}")])]),
                    ]),
                .builtIn("after", .showResult, ["text": .text("{r1} {if}")]),
            ]) == [
                "shortcuts[0].steps[0].body[0] (step \"t\"), parameter 'text': names the step 'r1' that encloses it; "
                    + "its output exists only after the block ends",
                "shortcuts[0].steps[0].body[1].then[0] (step \"u\"), parameter 'text': refers to {if}, which names "
                    + "the step 'if' that encloses it; its output exists only after the block ends",
                "shortcuts[0].steps[0].body[1].then[0] (step \"u\"), parameter 'text': refers to {r1}, which names "
                    + "the step 'r1' that encloses it; its output exists only after the block ends",
            ])
    }
}
