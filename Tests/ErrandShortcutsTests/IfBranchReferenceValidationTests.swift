import ErrandCatalog
import Foundation
import Testing

@testable import ErrandShortcuts

/// A step in one branch of an If that uses the output of a step in the other branch is refused
/// when the shortcut is kept or imported, naming the step and both branches: only one branch
/// runs, so every run would stop at that step.
@Suite struct IfBranchReferenceValidationTests {
    let validator = ShortcutValidator(catalog: ShareFixtures.catalog)

    func messages(_ steps: [ShortcutStep]) -> [String] {
        validator.problems(in: [Shortcut(id: "s", name: "S", steps: steps)]).map(\.description)
    }

    static func check(then: [ShortcutStep], otherwise: [ShortcutStep]) -> ShortcutStep {
        .builtIn(
            "check", .if, ["input": .text("a"), "condition": .text("hasAnyValue")], then: then, otherwise: otherwise)
    }

    @Test func aStepOfOneBranchUsingTheOtherBranchsOutputIsRefused() {
        #expect(
            messages([
                .builtIn("before", .text, ["text": .text("b")]),
                Self.check(
                    then: [
                        .builtIn("yes", .text, ["text": .text("y")]),
                        .builtIn("usesNo", .showResult, ["text": .output(step: "no", property: nil)]),
                    ],
                    otherwise: [
                        .builtIn("no", .text, ["text": .text("n {before}")]),
                        .builtIn("usesYes", .showResult, ["text": .text("{yes} and {no}")]),
                    ]),
            ]) == [
                "shortcuts[0].steps[1].then[1] (step \"usesNo\"), parameter 'text': uses the output of step 'no', "
                    + "which is in the 'otherwise' branch of the If step 'check'; this step is in its 'then' branch, "
                    + "so 'no' never runs before it; use the output of a step before the If, or set a variable in "
                    + "both branches and use {var:name}",
                "shortcuts[0].steps[1].otherwise[1] (step \"usesYes\"), parameter 'text': refers to {yes}, the "
                    + "output of step 'yes', which is in the 'then' branch of the If step 'check'; this step is in "
                    + "its 'otherwise' branch, so 'yes' never runs before it; use the output of a step before the "
                    + "If, or set a variable in both branches and use {var:name}",
            ])
    }

    // A step nested deeper in the other branch never runs either; a step after the If, or in the
    // same branch, may use a branch's output as before.
    @Test func aNestedStepOfTheOtherBranchIsRefusedAndTheSameBranchIsNot() {
        let found = messages([
            Self.check(
                then: [
                    .builtIn(
                        "loop", .repeat, ["count": .literal(.integer(2))],
                        body: [.builtIn("deep", .text, ["text": .text("d")])]),
                    .builtIn("same", .showResult, ["text": .output(step: "loop", property: nil)]),
                ],
                otherwise: [.builtIn("far", .showResult, ["text": .output(step: "deep", property: nil)])]),
            .builtIn("after", .showResult, ["text": .text("{loop}")]),
        ])
        #expect(
            found == [
                "shortcuts[0].steps[0].otherwise[0] (step \"far\"), parameter 'text': uses the output of step "
                    + "'deep', which is in the 'then' branch of the If step 'check'; this step is in its 'otherwise' "
                    + "branch, so 'deep' never runs before it; use the output of a step before the If, or set a "
                    + "variable in both branches and use {var:name}"
            ])
    }

    @Test func importRefusesAShareFileWhoseOtherwiseUsesThenOutput() throws {
        let shortcut = Shortcut(
            id: "branches", name: "Branches",
            steps: [
                Self.check(
                    then: [.builtIn("yes", .text, ["text": .text("y")])],
                    otherwise: [.builtIn("no", .showResult, ["text": .output(step: "yes", property: nil)])])
            ])
        let data = try ShareFileExporter.shareFile(of: [shortcut]).encoded()
        #expect {
            try ShareFileImporter(catalog: ShareFixtures.catalog).importShortcuts(
                from: data, for: "amy", into: InMemoryShortcutLibrary([], of: "amy"))
        } throws: { error in
            "\(error)".contains(
                "(step \"no\"), parameter 'text': uses the output of step 'yes', which is in the 'then' "
                    + "branch of the If step 'check'")
        }
    }
}
