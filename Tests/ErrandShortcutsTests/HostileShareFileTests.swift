import ErrandCatalog
import Foundation
import Testing

@testable import ErrandShortcuts

/// Malformed or hostile share files go through the whole import and are refused quickly with a
/// clear message; nothing is saved (the issue: never a hang or a crash).
@Suite struct HostileShareFileTests {
    func importError(_ shortcuts: [Shortcut]) throws -> String {
        let data = try ShareFileExporter.shareFile(of: shortcuts).encoded()
        return importError(data)
    }

    func importError(_ data: Data) -> String {
        let library = InMemoryShortcutLibrary()
        do {
            _ = try ShareFileImporter(catalog: ShareFixtures.catalog).importShortcuts(
                from: data, for: "ben", into: library)
            return "imported"
        } catch {
            let saved = (try? library.shortcuts(of: "ben").count) ?? -1
            return saved == 0 ? "\(error)" : "saved \(saved) despite: \(error)"
        }
    }

    static func run(_ id: String, _ target: String) -> Shortcut {
        Shortcut(
            id: id, name: id.uppercased(),
            steps: [.builtIn("go", .runShortcut, ["shortcut": .literal(.string(target))])])
    }

    @Test func aCycleThroughRunShortcutInTheFileIsRefused() throws {
        #expect(try importError([Self.run("a", "a")]).contains("Run shortcut makes a loop: 'a' → 'a'"))
        #expect(
            try importError([Self.run("a", "b"), Self.run("b", "c"), Self.run("c", "A")])
                .contains("shortcuts[0].steps[0] (step \"go\"): Run shortcut makes a loop: 'a' → 'b' → 'c' → 'a'"))
    }

    @Test func aHugeRepeatInAFileIsRefused() throws {
        let shortcut = Shortcut(
            id: "r", name: "R",
            steps: [.builtIn("r", .repeat, ["count": .text("1e12")], body: [.builtIn("d", .currentDate)])])
        #expect(try importError([shortcut]).contains("parameter 'count': 1000000000000 is out of bounds"))
    }

    @Test func anUnknownStepReferenceInAFileIsRefused() throws {
        let shortcut = Shortcut(
            id: "s", name: "S",
            steps: [.builtIn("show", .showResult, ["text": .output(step: "evnt", property: "title")])])
        let message = try importError([shortcut])
        #expect(message.contains("uses the output of step 'evnt', which the shortcut does not have"))
    }

    @Test func blocksNestedWithinTheJSONLimitButPastTheBlockLimitAreRefused() throws {
        var step = ShortcutStep.builtIn("leaf", .currentDate)
        for level in 0..<30 { step = .builtIn("r\(level)", .repeat, ["count": .literal(.integer(1))], body: [step]) }
        #expect(try importError([Shortcut(id: "s", name: "S", steps: [step])]).contains("blocks nest deeper than 24"))
    }

    @Test func aFileOfTensOfThousandsOfStepsIsRefusedQuickly() throws {
        let steps = (0..<10_000).map { ShortcutStep.builtIn("s\($0)", .currentDate) }
        let data = try ShareFileExporter.shareFile(of: [Shortcut(id: "s", name: "S", steps: steps)]).encoded()
        #expect(data.count < 1_048_576)
        let clock = ContinuousClock()
        var message = ""
        let elapsed = clock.measure { message = importError(data) }
        #expect(message.contains("more than 1000 steps"))
        #expect(elapsed < .seconds(30))  // no hang (a bound, not a benchmark)
    }

    @Test func aLongChainOfRunShortcutIsBounded() throws {
        var chain = (0..<39).map { Self.run("a\($0)", "a\($0 + 1)") }
        chain.append(Shortcut(id: "a39", name: "End", steps: []))
        #expect(try importError(chain).contains("shortcuts run one another more than 8 deep"))
    }

    @Test func thousandsOfShortcutsInOneFileAreRefused() throws {
        let shortcuts = (0..<500).map { Shortcut(id: "s\($0)", name: "S\($0)", steps: []) }
        #expect(try importError(shortcuts).contains("500 shortcuts; a file holds at most 100"))
    }

    @Test func deepBindingsAreRefusedWithoutRecursingForever() throws {
        var binding = ParameterBinding.literal(.integer(1))
        for _ in 0..<40 { binding = .list([binding]) }
        let shortcut = Shortcut(id: "s", name: "S", steps: [.builtIn("l", .list, ["items": binding])])
        #expect(try importError([shortcut]).contains("bindings nest deeper than 24 levels"))
    }
}
