import ArgumentParser
import ErrandCatalog
import ErrandShortcuts
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandCommands

/// `errand phrases`: add, list, edit and remove a person's phrases over a state directory and
/// the example catalog.
struct PhrasesCommandTests {
    static let catalog = TestData.repositoryRoot.appendingPathComponent("Examples").path

    static func run(_ arguments: [String], state: URL) async throws -> PhraseCommandOutput {
        let full = arguments + ["--state", state.path, "--catalog", catalog, "--user", "amy"]
        switch try Phrases.parseAsRoot(full) {
        case let add as PhrasesAdd: return try await add.perform()
        case let edit as PhrasesEdit: return try await edit.perform()
        case let list as PhrasesList: return try list.perform()
        case let remove as PhrasesRemove: return try remove.perform()
        case let other: throw ValidationError("unexpected command \(type(of: other))")
        }
    }

    @Test func addListEditAndRemoveAPhraseForAnAction() async throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let added = try await Self.run(
            [
                "add", "Coffee time", "--action", "com.example.coffee/OrderCoffee", "--value", "coffee=latte",
                "--value", "size=bowl",
            ], state: state)
        #expect(added.lines == ["added Coffee time → com.example.coffee OrderCoffee coffee=latte size=large"])
        #expect(added.warnings.isEmpty)
        // The app shows the action has a phrase, and what it is.
        let shown = try await Self.run(["list", "--app", "com.example.coffee"], state: state)
        #expect(shown.lines == ["Added: Coffee time → com.example.coffee OrderCoffee coffee=latte size=large"])
        #expect(
            try await Self.run(["list", "--app", "com.example.notes"], state: state).lines == [
                "no phrases for com.example.notes"
            ])
        let json = try await Self.run(["list", "--json"], state: state).lines.joined()
        #expect(json.contains("\"phrase\" : \"Coffee time\"") && json.contains("\"ownsShortcut\" : true"))
        // Above three words: a warning, and the change is made.
        let edited = try await Self.run(["edit", "coffee time", "--phrase", "my morning latte order"], state: state)
        #expect(edited.warnings.count == 1 && edited.warnings[0].contains("has 4 words"))
        let removed = try await Self.run(["remove", "My morning latte order!"], state: state)
        #expect(removed.lines == ["removed my morning latte order and the one-step shortcut made for it"])
        #expect(try await Self.run(["list"], state: state).lines == ["no phrases"])
        // An app catching up on what the person changed elsewhere.
        #expect(
            try await Self.run(["list", "--app", "com.example.coffee", "--changed-after", "1"], state: state).lines == [
                "2 changed my morning latte order (was Coffee time) com.example.coffee OrderCoffee",
                "3 removed my morning latte order com.example.coffee OrderCoffee", "through 3",
            ])
    }

    // Before, an edit to the same words said "changed" and recorded a change every app polling
    // with --changed-after was told of.
    @Test func anEditThatChangesNothingSaysSoAndRecordsNoChange() async throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let coffee = ["--action", "com.example.coffee/OrderCoffee", "--value", "coffee=latte"]
        _ = try await Self.run(["add", "coffee time"] + coffee, state: state)
        for edit in [["--phrase", "coffee time"], coffee, ["--phrase", "coffee time"] + coffee] {
            #expect(
                try await Self.run(["edit", "Coffee time!"] + edit, state: state).lines == [
                    "unchanged coffee time → com.example.coffee OrderCoffee coffee=latte"
                ])
        }
        #expect(
            try await Self.run(["list", "--app", "com.example.coffee", "--changed-after", "0"], state: state).lines == [
                "1 added coffee time com.example.coffee OrderCoffee", "through 1",
            ])
        #expect(
            try await Self.run(["edit", "coffee time", "--phrase", "Coffee time"], state: state).lines == [
                "changed Coffee time → com.example.coffee OrderCoffee coffee=latte"
            ])
    }

    // Refusals exit non-zero with the reason: the guidelines' core commands, an app's own
    // phrase (the coffee app's "order my usual" shortcut), a shortcut that does not exist.
    @Test func refusalsSayWhy() async throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let action = ["--action", "com.example.coffee/OrderCoffee", "--value", "coffee=latte"]
        let cases: [([String], String)] = [
            (["add", "cancel"] + action, "core command 'cancel'"),
            (["add", "order my usual"] + action, "already understood by com.example.coffee as OrderCoffee"),
            (["add", "order a large latte"] + action, "its phrase 'order [a] [{size}] {coffee}'"),
            (["add", "my thing", "--shortcut", "nope"], "you have no shortcut 'nope'"),
            (["add", "..."] + action, "has no words"),
            (["remove", "nothing"], "you have no phrase 'nothing'"),
            (
                ["add", "tea time", "--action", "com.example.coffee/OrderCoffee", "--value", "coffee=tea"],
                "parameter 'coffee' of 'OrderCoffee' takes a Drink (one of latte, cappuccino)"
            ),
            (
                ["add", "coffee crowd", "--action", "com.example.coffee/OrderCoffee", "--value", "quantity=40"],
                "parameter 'quantity' of 'OrderCoffee' is 40; accepted: 1 to 10"
            ),
        ]
        for (arguments, reason) in cases {
            await #expect {
                _ = try await Self.run(arguments, state: state)
            } throws: { error in
                "\(error)".contains("refused: ") && "\(error)".contains(reason)
            }
        }
        await #expect(throws: (any Error).self) {
            _ = try await Self.run(["add", "my thing", "--action", "OrderCoffee"], state: state)
        }
        await #expect(throws: (any Error).self) {
            _ = try await Self.run(["add", "my thing", "--shortcut", "a", "--action", "b/c"], state: state)
        }
        #expect(try await Self.run(["list"], state: state).lines == ["no phrases"])
    }

    @Test func aPhraseForAShortcutOfThePersonsLibrary() async throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        // The one-step shortcut of a first phrase is a shortcut of amy's library.
        _ = try await Self.run(["add", "latte please", "--action", "com.example.coffee/OrderCoffee"], state: state)
        let json = try await Self.run(["list", "--json"], state: state).lines.joined()
        let listed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        let id = try #require(listed?.first?["shortcutID"] as? String)
        let added = try await Self.run(["add", "caffeine", "--shortcut", id], state: state)
        #expect(added.lines == ["added caffeine → shortcut \(id)"])
        let removed = try await Self.run(["remove", "caffeine"], state: state)
        #expect(removed.lines == ["removed caffeine; your shortcut \(id) stays"])
        #expect(try await Self.run(["list"], state: state).lines.count == 1)
    }

    // An imported shortcut's own phrase: adding its words, editing and removing them all say
    // it is that shortcut's, and how to change it.
    @Test func aShortcutsOwnPhraseIsNamedTheSameWayByAddEditAndRemove() async throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let file = TestData.repositoryRoot.appendingPathComponent("Examples/Shortcuts/morning.shortcut").path
        _ = try ShortcutsImport.parse([file, "--user", "amy", "--state", state.path]).output()
        let action = ["--action", "com.example.coffee/OrderCoffee", "--value", "coffee=latte"]
        let owner = "your shortcut 'Good morning' (morning)"
        let change = "`errand shortcuts export morning --output FILE`"
        for arguments in [["add", "good morning"] + action, ["edit", "good morning", "--phrase", "hi"]] {
            await #expect {
                _ = try await Self.run(arguments, state: state)
            } throws: { error in
                "\(error)".contains(owner) && "\(error)".contains(change) && !"\(error)".contains("phrases edit")
            }
        }
        await #expect {
            _ = try await Self.run(["remove", "Good morning!"], state: state)
        } throws: { error in
            "\(error)".contains("'good morning' is the phrase of \(owner), not one you added")
        }
    }

    // Asked "what are my phrases?", the list shows every phrase that does something when said:
    // those added here, then the phrase an imported shortcut carries itself, marked as that
    // shortcut's and saying how to change it, as a refusal to add, edit or remove it does.
    @Test func theListShowsTheShortcutsOwnPhrasesWithWhoseTheyAre() async throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let file = TestData.repositoryRoot.appendingPathComponent("Examples/Shortcuts/morning.shortcut").path
        _ = try ShortcutsImport.parse([file, "--user", "amy", "--state", state.path]).output()
        let change =
            "change that shortcut's phrase: `errand shortcuts export morning --output FILE`, edit its \"phrase\", "
            + "then `errand shortcuts import FILE --replace`"
        // The shortcut that no phrase runs runs by its name, which the list says last.
        let byName = "your shortcuts also run by name (say it, or \"run\" and it): Usual latte"
        #expect(
            try await Self.run(["list"], state: state).lines == [
                "good morning → shortcut morning (the phrase of your shortcut 'Good morning'; \(change))", byName,
            ])
        _ = try await Self.run(["add", "coffee time", "--action", "com.example.coffee/OrderCoffee"], state: state)
        #expect(
            try await Self.run(["list"], state: state).lines == [
                "coffee time → com.example.coffee OrderCoffee",
                "good morning → shortcut morning (the phrase of your shortcut 'Good morning'; \(change))", byName,
            ])
        // The app's view is what it shows as added: a shortcut's own phrase is not one.
        #expect(
            try await Self.run(["list", "--app", "com.example.coffee"], state: state).lines == [
                "Added: coffee time → com.example.coffee OrderCoffee"
            ])
        let json = try await Self.run(["list", "--json"], state: state).lines.joined()
        let listed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        try #require(listed.map { $0["phrase"] as? String } == ["coffee time", "good morning"])
        // The phrase added here keeps the fields it always had, and nothing more.
        #expect(
            Set(listed[0].keys) == ["phrase", "shortcutID", "app", "action", "values", "ownsShortcut", "updatedAt"])
        #expect(listed[1]["shortcutID"] as? String == "morning" && listed[1]["ownsShortcut"] as? Bool == false)
        let owner = try #require(listed[1]["phraseOfShortcut"] as? [String: String])
        #expect(owner == ["name": "Good morning", "howToChange": change])
        // A consumer reading the list as kept phrases still reads every entry.
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let phrases = try decoder.decode([StoredPhrase].self, from: Data(json.utf8))
        #expect(phrases.map(\.shortcutID).last == "morning")
    }

    // A phrase's values read as the command line writes them, the same every run (they used
    // to print as JSON objects whose keys came in any order).
    @Test func aPhrasesValuesReadAsWritten() {
        let phrase = StoredPhrase(
            phrase: "my usual", shortcutID: "phrase-1", app: "com.example.coffee", action: "OrderCoffee",
            values: [
                "quantity": .integer(2), "wait": .duration(900),
                "tip": .currency(CurrencyAmount(amount: 1.5, code: "USD")),
                "coffee": .enumCase("latte"),
            ],
            ownsShortcut: true, updatedAt: .distantPast)
        #expect(
            PhrasePrinting.line(phrase)
                == "my usual → com.example.coffee OrderCoffee coffee=latte quantity=2 tip=1.5 USD wait=15 min")
    }
}
