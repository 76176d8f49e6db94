import ErrandCatalog
import Foundation
import Testing

@testable import ErrandShortcuts

/// A person's shortcuts keep running the shortcut they run by name when a shortcut saved
/// beside them takes that name: the step gives its identifier instead, and the change is told.
@Suite struct PinnedReferencesTests {
    static let person = ShortcutTestKit.person

    static func times(_ id: String, _ name: String, by factor: Int) -> Shortcut {
        Shortcut(
            id: id, name: name,
            steps: [
                .builtIn(
                    "c", .calculate, ["a": .input(property: nil), "operator": .text("*"), "b": .text("\(factor)")])
            ])
    }

    /// "Wake": 7, then Run shortcut `reference`.
    static func wake(running reference: String) -> Shortcut {
        Shortcut(
            id: "wake", name: "Wake",
            steps: [
                .builtIn("n", .number, ["number": .text("7")]),
                .builtIn("go", .runShortcut, ["shortcut": .literal(.string(reference))]),
            ])
    }

    static func result(of id: String, in kit: ShortcutTestKit) async throws -> ShortcutTurn {
        let shortcut = try #require(try kit.library.shortcut(id: id, of: person))
        return await kit.runner.start(shortcut, input: .nothing, context: ShortcutTestKit.context()).turn
    }

    // Without the pin, "Wake" would stop at its step: two shortcuts would be named "Double".
    @Test func aSecondShortcutOfTheNameLeavesTheSavedStepRunningTheFirst() async throws {
        let kit = ShortcutTestKit(shortcuts: [Self.wake(running: "Double"), Self.times("twice", "Double", by: 2)])
        let pinned = try kit.library.save([Self.times("thrice", "double", by: 3)], keepingReferencesOf: Self.person)
        #expect(
            pinned.map(\.description) == [
                "'Wake' (wake), step \"go\": Run shortcut 'Double' now gives the identifier 'twice', the shortcut it ran, "
                    + "as the name alone would no longer find only that one (it also names thrice)"
            ])
        #expect(try await Self.result(of: "wake", in: kit).outcome == .finished(.integer(14)))
        #expect(try kit.library.shortcut(id: "thrice", of: Self.person)?.name == "double")
    }

    // An identifier outranks a name: a new shortcut whose identifier is the name would be run.
    @Test func aNewShortcutWhoseIdentifierIsTheNameIsNotRunInstead() async throws {
        let kit = ShortcutTestKit(shortcuts: [Self.wake(running: "double"), Self.times("twice", "Double", by: 2)])
        let pinned = try kit.library.save([Self.times("double", "Triple", by: 3)], keepingReferencesOf: Self.person)
        #expect(pinned.map(\.target) == ["twice"])
        #expect(try await Self.result(of: "wake", in: kit).outcome == .finished(.integer(14)))
    }

    // A replacement under another name: the step runs the replacement, as one giving the
    // identifier would, rather than finding nothing.
    @Test func aReplacementUnderAnotherNameIsRunByItsIdentifier() async throws {
        let kit = ShortcutTestKit(shortcuts: [Self.wake(running: "Double"), Self.times("twice", "Double", by: 2)])
        let pinned = try kit.library.save([Self.times("twice", "Triple", by: 3)], keepingReferencesOf: Self.person)
        #expect(pinned.map(\.others) == [[]])
        #expect(try await Self.result(of: "wake", in: kit).outcome == .finished(.integer(21)))
    }

    // Only what would change is pinned: an identifier, a name no new shortcut takes, a name that
    // already found two, and the shortcuts being saved are left as written.
    @Test func stepsTheNewShortcutsDoNotChangeAreLeftAsWritten() throws {
        let byID = Shortcut(id: "by-id", name: "By id", steps: [Self.wake(running: "twice").steps[1]])
        let other = Shortcut(id: "other", name: "Other", steps: [Self.wake(running: "Half").steps[1]])
        let shared = Shortcut(id: "shared", name: "Shared", steps: [Self.wake(running: "Both").steps[1]])
        let mine = [
            byID, other, shared, Self.times("twice", "Double", by: 2), Self.times("half", "Half", by: 1),
            Self.times("b1", "Both", by: 1), Self.times("b2", "Both", by: 1), Self.wake(running: "Double"),
        ]
        let library = InMemoryShortcutLibrary(mine, of: Self.person)
        let arriving = [
            Self.times("thrice", "Double", by: 3), Self.times("b3", "Both", by: 1), Self.wake(running: "Double"),
        ]
        let kept = try library.pinningReferences(beside: arriving, of: Self.person)
        #expect(kept.shortcuts.isEmpty)
        #expect(kept.pinned.isEmpty)
    }

    // Nested steps are pinned too, each one told, and the rest of the shortcut is untouched.
    @Test func aStepInsideABlockIsPinnedWhereItIs() throws {
        let go = Self.wake(running: "Double").steps[1]
        let nested = Shortcut(
            id: "nested", name: "Nested",
            steps: [.builtIn("check", .if, ["input": .text("1"), "condition": .text("hasAnyValue")], then: [go])])
        let library = InMemoryShortcutLibrary([nested, Self.times("twice", "Double", by: 2)], of: Self.person)
        let kept = try library.pinningReferences(beside: [Self.times("thrice", "Double", by: 3)], of: Self.person)
        #expect(kept.pinned.map(\.step) == ["go"])
        #expect(kept.shortcuts.first?.steps[0].then[0].parameters["shortcut"] == .literal(.string("twice")))
        #expect(kept.shortcuts.first?.steps[0].parameters == nested.steps[0].parameters)
    }

    // A phrase for an action makes a one-step shortcut named after the action ("Order coffee"):
    // the person's shortcut that runs their own "Order coffee" keeps running it, and is told.
    @Test func aPhrasesOneStepShortcutLeavesTheStepsOfTheNameRunningTheirs() throws {
        let library = InMemoryShortcutLibrary(
            [
                Self.times("my-coffee", "Order coffee", by: 1),
                Shortcut(id: "wake", name: "Wake", steps: [Self.wake(running: "order coffee").steps[1]]),
            ], of: "amy")
        let phrases = try PersonPhrases(
            store: InMemoryPhraseStore(), library: library, catalog: PhraseFixtures.catalog,
            configuration: .init(makeShortcutID: { "one-step" }))
        let added = try phrases.add(
            "coffee time",
            for: .action(app: "com.example.coffee", action: "OrderCoffee", values: ["coffee": PhraseFixtures.latte]),
            of: "amy")
        #expect(added.warnings.contains { $0.hasPrefix("'Wake' (wake), step \"go\": Run shortcut 'order coffee' now") })
        let step = try library.shortcut(id: "wake", of: "amy")?.steps[0]
        #expect(step?.runShortcutReference == "my-coffee")
        #expect(try library.shortcut(id: "one-step", of: "amy")?.name == "Order coffee")
    }

    // Accepting a suggested automation saves its shortcut, named after its action, as any other
    // save does: the person's shortcut that runs their own of that name keeps running it, and
    // is told.
    @Test func anAcceptedAutomationsShortcutLeavesTheStepsOfTheNameRunningTheirs() async throws {
        let kit = ShortcutTestKit(shortcuts: [Self.wake(running: "Double"), Self.times("twice", "Double", by: 2)])
        let automations = InMemoryAutomationStore()
        let accepted = Self.times("shortcut-auto-1-ann", "Double", by: 3)
        let pinned = try LibraryAutomationSink(library: kit.library, automations: automations).save(
            accepted,
            automation: Automation(
                id: "auto-1-ann", shortcutID: accepted.id, trigger: .timeOfDay(minute: 480, weekdays: [0])),
            of: Self.person)
        #expect(pinned.map(\.target) == ["twice"])
        #expect(pinned.first?.description.hasPrefix("'Wake' (wake), step \"go\": Run shortcut 'Double'") == true)
        #expect(try await Self.result(of: "wake", in: kit).outcome == .finished(.integer(14)))
        #expect(try automations.automations(of: Self.person).map(\.shortcutID) == [accepted.id])
    }
}
