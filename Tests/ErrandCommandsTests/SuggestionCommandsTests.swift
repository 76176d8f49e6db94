import ArgumentParser
import ErrandCatalog
import ErrandConversation
import ErrandShortcuts
import ErrandSuggestions
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandCommands

struct SuggestionCommandsTests {
    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("errand-commands-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func donateKeepsTheDonationInTheStateDirectoryAndSuggestReadsIt() throws {
        let state = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let catalog = TestData.repositoryRoot.appendingPathComponent("Examples").path
        for day in 2...9 {
            var donate = try Donate.parse([
                "--state", state.path, "--catalog", catalog, "--user", "amy", "--app", "com.example.coffee",
                "--action", "OrderCoffee", "--value", "coffee=latte", "--value", "size=large", "--at",
                "2026-03-0\(day)T07:31:00-05:00", "--place", "40.71,-74.0", "--place-name", "Home",
            ])
            try donate.run()
        }
        #expect(FileManager.default.fileExists(atPath: state.appendingPathComponent("errand.sqlite").path))
        var suggest = try Suggest.parse([
            "--state", state.path, "--catalog", catalog, "--user", "amy", "--at", "2026-03-10T07:35:00-05:00",
            "--json",
        ])
        try suggest.run()
    }

    // A place that is not two numbers is shown the form; one off the globe is told the ranges.
    @Test func aPlaceIsReadAsLatitudeAndLongitude() throws {
        let state = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        for (place, message) in [
            ("abc", "--place 'abc' must be LAT,LON in degrees, e.g. 40.71,-74.0"),
            ("40.7", "--place '40.7' must be LAT,LON in degrees"),
            ("91,200", "--place '91,200': latitude must be -90…90 and longitude -180…180"),
            ("40.71,-181", "longitude -180…180"),
        ] {
            #expect {
                var suggest = try Suggest.parse(["--state", state.path, "--user", "amy", "--place", place])
                try suggest.run()
            } throws: { error in
                Suggest.message(for: error).contains(message)
            }
        }
        var suggest = try Suggest.parse(["--state", state.path, "--user", "amy", "--place", "-33.87, 151.21"])
        try suggest.run()
    }

    @Test(.enabled(if: ErrandProcess.executable != nil, "the errand executable is not built"))
    func searchFindsATypoAndEmptySurfacesSayWhy() async throws {
        let state = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let common = ["--state", state.path, "--user", "amy"]
        for day in 2...4 {
            let donated = try await ErrandProcess.run(
                ["donate"] + common + [
                    "--app", "com.example.coffee", "--action", "OrderCoffee", "--value", "coffee=latte", "--value",
                    "size=large", "--at", "2026-03-0\(day)T07:31:00-05:00",
                ], input: "")
            #expect(donated.status == 0)
        }
        let moment = ["--at", "2026-03-05T07:30:00-05:00", "--surface", "search", "--query"]
        let found = try await ErrandProcess.run(["suggest"] + common + moment + ["cofee"], input: "")
        #expect(found.output.hasPrefix("1. Order large latte"), "\(found.output)")
        // The person's phrase for that very order is shown with it (the guidelines' "Added: …").
        let phrase = try await ErrandProcess.run(
            ["phrases", "add", "coffee time", "--action", "com.example.coffee/OrderCoffee", "--value", "coffee=latte"]
                + ["--value", "size=large"] + common, input: "")
        #expect(phrase.status == 0)
        let said = try await ErrandProcess.run(["suggest"] + common + moment + ["cofee"], input: "")
        #expect(said.output.hasPrefix("1. Order large latte — usually on weekday mornings\n   say \"coffee time\"\n"))
        let none = try await ErrandProcess.run(["suggest"] + common + moment + ["pizza"], input: "")
        #expect(none.output == "nothing matches 'pizza'\n")
        // Each empty surface says why it is empty and what would fill it.
        let watch = try await ErrandProcess.run(["suggest"] + common + ["--surface", "watchFace"], input: "")
        #expect(watch.output.hasPrefix("nothing relevant now"), "\(watch.output)")
        #expect(watch.output.contains("errand donate --relevant-shortcuts"))
        // NB: the window ends at the moment asked about: it said "before amy's latest action".
        let playing = try await ErrandProcess.run(
            ["suggest"] + common + ["--surface", "nowPlaying", "--at", "2026-12-02T03:00:00-05:00"], input: "")
        #expect(playing.output == "nothing played in the 30 days before 2026-12-02T08:00:00Z\n")
        let someone = ["--state", state.path, "--user", "zed"]
        let new = try await ErrandProcess.run(["suggest"] + someone, input: "")
        #expect(
            new.output.hasPrefix(
                "no suggestions yet for zed: they come from the actions donated for them (errand donate)"))
    }

    /// An order donated with its quantity of one is the order "coffee time" places, which
    /// leaves the quantity to its default; two lattes are not.
    @Test func aPhraseLeavingOutADefaultValueIsShownWithTheSuggestion() {
        let latte = Value.entity(EntityReference(type: "Drink", id: "latte", title: "Latte"))
        let phrase = StoredPhrase(
            phrase: "coffee time", shortcutID: "s", app: "com.example.coffee", action: "OrderCoffee",
            values: ["coffee": latte, "size": .enumCase("large")], ownsShortcut: true, updatedAt: Date())
        func suggested(quantity: String) -> Candidate {
            Candidate(
                app: "com.example.coffee", action: "OrderCoffee",
                values: ["coffee": "Latte", "size": "large", "quantity": quantity])
        }
        #expect(Suggest.phrase(running: suggested(quantity: "1"), among: [phrase], in: ExampleApps.catalog) == phrase)
        #expect(Suggest.phrase(running: suggested(quantity: "2"), among: [phrase], in: ExampleApps.catalog) == nil)
    }

    @Test func donateRefusesAValueTheCatalogDoesNotDeclare() throws {
        let state = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let catalog = TestData.repositoryRoot.appendingPathComponent("Examples").path
        var donate = try Donate.parse([
            "--state", state.path, "--catalog", catalog, "--user", "amy", "--app", "com.example.coffee", "--action",
            "OrderCoffee", "--value", "coffee=tea",
        ])
        #expect {
            try donate.run()
        } throws: { error in
            "\(error)".contains("parameter 'coffee' of 'OrderCoffee' takes a Drink (one of latte, cappuccino)")
        }
    }

    // A file of offers that does not read says which file, where in it and the form expected;
    // one the catalog refuses says which shortcut and why.
    @Test func offeredShortcutsThatDoNotReadOrRunAreRefusedWithWhere() throws {
        let state = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let file = state.appendingPathComponent("offers.json")
        let common = ["--state", state.path, "--user", "amy", "--app", "com.example.coffee"]
        try Data(#"[{"id":"a","action":"OrderCoffee","title":"Latte"},{"id":"b"}]"#.utf8).write(to: file)
        #expect {
            try Donate.parse(common + ["--suggested-shortcuts", file.path]).run()
        } throws: { error in
            "\(error)".contains(
                "cannot read '\(file.path)': missing key 'action' at '[1]'; expected suggested shortcuts as [{")
        }
        try Data(#"[{"id":"tea","action":"OrderTea","title":"Tea"}]"#.utf8).write(to: file)
        #expect {
            try Donate.parse(common + ["--suggested-shortcuts", file.path]).run()
        } throws: { error in
            "\(error)".contains(
                "refused: shortcut 1 ('tea') of the list: app 'com.example.coffee' has no action 'OrderTea'")
        }
        #expect {
            try Donate.parse(common + ["--reservation", #"{"id":"x","kind":"spaceship"}"#]).run()
        } throws: { error in
            "\(error)".contains("cannot read the reservation given: bad value at 'kind'")
        }
    }

    @Test func suggestRefusesAnUnknownSurface() {
        #expect(throws: (any Error).self) { try Suggest.parse(["--user", "amy", "--surface", "fridgeDoor"]) }
        #expect(throws: (any Error).self) { try Suggest.parse(["--user", "amy", "--surface", "search"]) }
    }

    // Typed words on a surface that never reads them would be dropped without a word.
    @Test func aQueryIsRefusedUnlessASearchReadsIt() {
        #expect {
            try Suggest.parse(["--user", "amy", "--surface", "watchFace", "--query", "latte"])
        } throws: { error in
            Suggest.message(for: error).contains("--query 'latte' is for the search surface only")
        }
        #expect(throws: (any Error).self) { try Suggest.parse(["--user", "amy", "--query", "latte"]) }
        #expect {
            try Suggest.parse(["--user", "amy", "--surface", "search", "--query", "   "])
        } throws: { error in
            Suggest.message(for: error).contains("the search surface needs --query WORDS")
        }
        #expect(throws: Never.self) { try Suggest.parse(["--user", "amy", "--surface", "search", "--query", "la"]) }
    }

    @Test func aMistakenMomentIsRefusedWhenTheCommandLineIsRead() {
        for arguments in [
            ["--time-zone", "EST"], ["--at", "yesterday"], ["--place", "north"], ["--motion", "flying"],
        ] {
            #expect(throws: (any Error).self) { try Suggest.parse(["--user", "amy"] + arguments) }
            #expect(throws: (any Error).self) {
                try Donate.parse(
                    ["--user", "amy", "--app", "com.example.coffee", "--action", "OrderCoffee"] + arguments)
            }
        }
    }

    // A blank --user would be one more person whose habits nobody could find again.
    @Test func aBlankPersonIsRefusedWhenTheCommandLineIsRead() {
        for user in ["", "  "] {
            #expect {
                try Suggest.parse(["--user", user])
            } throws: { error in
                Suggest.message(for: error).contains("give a person's name, e.g. --user amy")
            }
            #expect(throws: (any Error).self) {
                try Donate.parse(["--user", user, "--app", "com.example.coffee", "--action", "OrderCoffee"])
            }
            #expect(throws: (any Error).self) { try ShortcutsList.parse(["--user", user]) }
            #expect(throws: (any Error).self) { try Errand.parseAsRoot(["automations", "list", "--user", user]) }
        }
    }

    @Test func simulateWritesALogThatEvaluates() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("log.jsonl").path
        var simulate = try Simulate.parse(["--people", "3", "--days", "14", "--seed", "4", "-o", log])
        try simulate.run()
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(lines.count > 50)
        var evaluate = try EvalSuggestions.parse(["--log", log])
        try evaluate.run()
    }
}
