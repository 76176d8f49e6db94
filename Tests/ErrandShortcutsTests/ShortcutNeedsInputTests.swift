import ErrandCatalog
import ErrandShortcuts
import Testing

/// A shortcut needs an input when a step reads it, unless it asks whether it has one.
struct ShortcutNeedsInputTests {
    static let ifHasNoInput = ShortcutStep.builtIn(
        "check", .if, ["input": .input(property: nil), "condition": .literal(.string("hasNoValue"))])

    @Test(arguments: [
        ([ShortcutStep.builtIn("show", .showResult, ["text": .input(property: nil)])], true),
        ([.builtIn("show", .showResult, ["text": .text("Hello {input.name}")])], true),
        ([.builtIn("list", .list, ["items": .list([.literal(.integer(1)), .input(property: nil)])])], true),
        ([.builtIn("show", .showResult, ["text": .text("Hello {inputs}")])], false),
        ([.builtIn("show", .showResult, ["text": .text("Hello")])], false),
        ([ifHasNoInput, .builtIn("show", .showResult, ["text": .text("{input}")])], false),
    ])
    func aShortcutNeedsAnInputWhenAStepReadsIt(steps: [ShortcutStep], needs: Bool) {
        #expect(Shortcut(id: "s", name: "S", steps: steps).needsInput == needs)
    }
}
