import ArgumentParser
import ErrandSuggestions
import Foundation
import Testing

@testable import ErrandCommands

/// `errand donate` deletes, replaces what an app offers, or donates: options of two of these
/// together are refused, naming them, before anything is deleted (`--delete-all` used to
/// delete and then fail on, or ignore, the rest).
struct DonateCombinationTests {
    static let who = ["--user", "amy", "--app", "com.example.coffee", "--catalog", DonateLogTests.catalog]

    @Test(arguments: [
        (
            ["--delete-all", "--suggested-shortcuts", #"[{"bad":1}]"#],
            "--delete-all deletes donations and takes no --suggested-shortcuts"
        ),
        (
            ["--delete-all", "--action", "OrderCoffee", "--value", "coffee=mud"],
            "--delete-all deletes donations and takes no --action or --value; delete in one run"
        ),
        (
            ["--delete-group", "g", "--at", "2026-03-02T07:31:00-05:00"],
            "--delete-group deletes donations and takes no --at"
        ),
        (
            ["--reservation", #"{"id":"x"}"#, "--action", "OrderCoffee"],
            "--reservation replaces what the app offers and takes no --action"
        ),
        (
            [
                "--log", "history.jsonl", "--at", "2026-03-02T07:31:00-05:00", "--place", "40.7,-74", "--motion",
                "still",
            ],
            "--log donates the actions of its lines, each with its own time, place and motion: give it without "
                + "--at, --place or --motion"
        ),
        (["--delete-entity", "amy"], "--delete-entity must be TYPE:ID"),
    ])
    func optionsThatDoNothingTogetherAreRefusedAndNothingIsDeleted(options: [String], message: String) throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let common = Self.who + ["--state", state.path]
        try Donate.parse(common + ["--action", "OrderCoffee", "--value", "coffee=latte"]).run()
        #expect {
            try Donate.parse(common + options).run()
        } throws: { error in
            Donate.message(for: error).contains(message)
        }
        #expect(try DonateLogTests.donated(in: state) == 1)
    }

    // A deletion by an entity that matched nothing says the type the app's donations refer to
    // by that id: a contact is `Contact:amy-lee` in an app that declares contacts.
    @Test func aDeletionThatMatchedNothingNamesTheTypeMeant() {
        let person = EntityKey(type: "person", id: "amy-lee")
        #expect(
            Donate.otherTypes(of: person, referred: ["Contact"])
                == "; none refers to person:amy-lee, but some refer to Contact:amy-lee (--delete-entity Contact:amy-lee)"
        )
        #expect(Donate.otherTypes(of: person, referred: ["person"]).isEmpty)
        #expect(Donate.otherTypes(of: person, referred: []).isEmpty)
    }
}
