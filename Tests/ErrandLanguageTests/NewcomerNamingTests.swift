import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandLanguage

/// Words that name no value where a phrase puts one (`Tests/Fixtures/Preview`: notes, pet care).
struct NewcomerNamingTests {
    static func best(_ text: String, in name: String) throws -> Interpretation? {
        try NewcomerManifestTests.best(text, in: name)
    }

    // "pin the note" pinned a note called "the", and "delete a note" asked "Delete "a"?": a
    // determiner alone, or with the parameter's own noun, names nothing, and the app asks which.
    @Test(arguments: [
        ("pin the note", "PinNote"), ("delete a note", "DeleteNote"), ("please delete my notes", "DeleteNote"),
    ])
    func aDeterminerAloneNamesNoNote(text: String, action: String) throws {
        let reading = try #require(try Self.best(text, in: "quill"))
        #expect(reading.action == action && reading.source == .template)
        #expect(reading.parameters["note"] == nil)
    }

    @Test func theTextStaysWhenTheNoteIsUnnamed() throws {
        let reading = try #require(try Self.best("add something to a note", in: "quill"))
        #expect(reading.action == "AppendNote")
        #expect(reading.parameters["note"] == nil)
        #expect(reading.parameters["text"]?.text == "something")
        let named = try #require(try Self.best("pin the groceries note", in: "quill"))
        #expect(
            named.parameters["note"]?.value
                == .entity(EntityReference(type: "Note", id: "groceries", title: "Groceries")))
    }

    // "log a dose for milo", to "Log a medication dose", logged milo's "a dose": a determiner
    // and the last noun of the action's title name no value either.
    @Test func theTitlesNounNamesNoMedication() throws {
        let reading = try #require(try Self.best("log a dose for milo", in: "paw"))
        #expect(reading.action == "LogDose")
        #expect(reading.parameters["medication"] == nil)
        #expect(reading.parameters["pet"]?.value == .entity(EntityReference(type: "Pet", id: "milo", title: "Milo")))
        let named = try #require(try Self.best("log apoquel for luna", in: "paw"))
        #expect(
            named.parameters["medication"]?.value
                == .entity(EntityReference(type: "Medication", id: "apoquel", title: "Apoquel")))
    }

    // "remove the note called packing list" created a note called "packing list": removing is
    // the opposite of creating, and a request is never read as the action that does its opposite.
    @Test(arguments: ["remove the note called packing list", "erase the note called packing list"])
    func removingANoteCreatesNone(text: String) throws {
        #expect(try Self.best(text, in: "quill")?.action != "CreateNote")
    }

    // "book tickets for dune tonight", where the phrase leaves out both the seats and the
    // showtime, booked a film "dune tonight": each value left out is tried at the end of the
    // film's words, not only the first ("tonight" is no count of seats).
    @Test(arguments: [
        ("book tickets for dune tonight", "dune", "tonight"),
        ("book tickets for paddington tomorrow", "paddington", "tomorrow"),
    ])
    func aDayAfterAFilmIsTheShowtimeWhenTheSeatsAreLeftOut(text: String, movie: String, day: String) throws {
        let reading = try #require(try Self.best(text, in: "reel"))
        #expect(reading.action == "BookTickets")
        #expect(reading.parameters["movie"]?.text == movie)
        #expect(reading.parameters["showtime"]?.text == day)
        #expect(reading.parameters["seats"] == nil)
    }

    // "start a timer for 90 seconds", matched by "start a timer for {step}", started a timer
    // for a step called "90 seconds" and asked "For how long?".
    @Test func aLengthOfTimeWhereAStepGoesIsTheTimersLength() throws {
        let timer = try #require(try Self.best("start a timer for 90 seconds", in: "ladle"))
        #expect(timer.action == "StartTimer")
        #expect(timer.parameters["duration"]?.value == .duration(90))
        #expect(timer.parameters["step"] == nil)
        let step = try #require(try Self.best("start a timer for the pasta", in: "ladle"))
        #expect(step.parameters["step"]?.text == "the pasta" && step.parameters["duration"] == nil)
    }

    // "find a recipe", matched by "{dish} recipe", searched for a dish called "find a": a name
    // never ends with an article.
    @Test(arguments: ["find a recipe", "find me a recipe"])
    func wordsEndingWithAnArticleAreNoDish(text: String) throws {
        let reading = try #require(try Self.best(text, in: "ladle"))
        #expect(reading.action == "FindRecipe")
        #expect(reading.parameters["dish"] == nil)
        #expect(try Self.best("lasagna recipe", in: "ladle")?.parameters["dish"]?.text == "lasagna")
    }

    // "i'd like four tickets for wicked for good tomorrow evening at 7:45 in imax" bought one
    // ticket for this evening, "four" unread: the tagger gave "four" to the film, and read the
    // time without its day. A number before the noun the count counts is the count, and a day
    // right before the time read goes with it.
    @Test func aCountBeforeItsNounAndADayBeforeTheTimeAreRead() throws {
        let reading = try #require(
            try Self.best("i'd like four tickets for wicked for good tomorrow evening at 7:45 in imax", in: "marquee"))
        #expect(reading.action == "BuyTickets")
        #expect(reading.parameters["tickets"]?.value == .integer(4))
        #expect(reading.parameters["showtime"]?.text == "tomorrow evening at 7:45")
        #expect(NewcomerValueRequestTests.dayAndHour(reading.parameters["showtime"]?.value) == [28, 19])
        #expect(reading.unreadWords.isEmpty)
        let alone = try #require(try Self.best("i'd like four tickets for wicked", in: "marquee"))
        #expect(alone.parameters["tickets"]?.value == .integer(4))
    }

    // "book a room in Chicago on December 3 for 2 nights for 3 guests" asked when, and booked a
    // room in "Chicago on December 3 for 2 nights" for one night: each value the summary
    // introduces is split off the place's words, from the end back, as long as one is.
    @Test(arguments: [
        ("book a room in Chicago on December 3 for 2 nights for 3 guests", 2, 3, "December 3"),
        ("book a room in Paris for two nights starting tomorrow", 2, nil, "tomorrow"),
    ])
    func valuesSaidOneAfterAnotherAreEachRead(text: String, nights: Int, guests: Int?, day: String) throws {
        let reading = try #require(try Self.best(text, in: "stay"))
        #expect(reading.action == "BookRoom")
        #expect(["Chicago", "Paris"].contains(reading.parameters["destination"]?.text))
        #expect(reading.parameters["nights"]?.value == .integer(nights))
        #expect(reading.parameters["guests"]?.value == guests.map(Value.integer))
        #expect(reading.parameters["checkIn"]?.text == day)
    }
}
