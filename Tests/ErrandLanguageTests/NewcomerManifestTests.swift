import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandLanguage

/// Requests to apps written the way a newcomer writes a first manifest (`Tests/Fixtures/Preview`),
/// each once misread or refused.
struct NewcomerManifestTests {
    static func understander(_ name: String) throws -> Understander {
        try Understander.trained(on: try TestData.previewCatalog(name))
    }

    /// Friday, November 27, 2026, 9 AM in New York.
    static let context = UnderstandingContext(
        now: Date(timeIntervalSince1970: 1_795_788_000), timeZone: TimeZone(secondsFromGMT: -5 * 3600) ?? .current)

    static func best(_ text: String, in name: String) throws -> Interpretation? {
        try understander(name).interpretations(of: text, context: context).best
    }

    // "a" and "an": which one is said depends on the next word, which may be a value.
    @Test func anIsReadWhereThePhraseSaysA() throws {
        let reading = try #require(try Self.best("i need an xl to 42 harbor street", in: "thermo"))
        #expect(reading.source == .template)
        #expect(reading.parameters["rideType"]?.value == .enumCase("xl"))
        #expect(reading.parameters["destination"]?.text == "42 harbor street")
        let written = try #require(try Self.best("add a expense of 20 euros", in: "ledger"))
        #expect(written.source == .template && written.action == "LogExpense")
    }

    // A number alone where a temperature is asked for is in degrees, as an answer to "What
    // temperature?" always was; "set the temperature to 72" was refused.
    @Test(arguments: [
        ("set the temperature to 72", 72.0), ("set the basement to 65", 65), ("set the temperature to seventy two", 72),
        ("set the temperature to minus 5", -5),
    ])
    func aNumberAloneIsInDegrees(text: String, degrees: Double) throws {
        let reading = try #require(try Self.best(text, in: "thermo"))
        #expect(reading.parameters["temperature"]?.value == .temperature(Temperature(value: degrees, unit: .degree)))
    }

    @Test func aScaleSaidIsKept() throws {
        let reader = BuiltInValueReader()
        #expect(
            reader.value(of: "20 celsius", as: .temperature, context: .init())
                == .temperature(Temperature(value: 20, unit: .celsius)))
        #expect(reader.value(of: "warm", as: .temperature, context: .init()) == nil)
        // "68 F" was refused and "20 C" read as 20 cents: a scale's letter after a space.
        #expect(
            reader.value(of: "68 F", as: .temperature, context: .init())
                == .temperature(Temperature(value: 68, unit: .fahrenheit)))
        #expect(
            reader.value(of: "20 c", as: .temperature, context: .init())
                == .temperature(Temperature(value: 20, unit: .celsius)))
        #expect(reader.value(of: "20 x", as: .temperature, context: .init()) == nil)
        let reading = try #require(try Self.best("set the temperature to 68 F", in: "thermo"))
        #expect(reading.parameters["temperature"]?.value == .temperature(Temperature(value: 68, unit: .fahrenheit)))
    }

    // How much: a question no action that sets something answers, unless the app wrote it.
    @Test func theAppsOwnQuestionOfHowMuchIsItsToAnswer() throws {
        let reading = try #require(try Self.best("how much did i spend on groceries", in: "ledger"))
        #expect(reading.action == "ShowSpending")
        #expect(reading.parameters["category"]?.value == .enumCase("groceries"))
        // Asked of an action that only sets something, it is still no request of it.
        #expect(try Self.best("how much is a taxi", in: "ledger")?.action != "LogExpense")
    }

    // "since" looks back: "since monday", said on a Friday, is the Monday just gone.
    @Test func aDayAfterSinceIsTheOneJustGone() throws {
        let reading = try #require(try Self.best("how much did i spend since monday", in: "ledger"))
        #expect(reading.parameters["since"]?.value == .date(CalendarDate(year: 2026, month: 11, day: 23)))
        let date = try #require(try Self.best("how much did i spend since november 30", in: "ledger"))
        #expect(date.parameters["since"]?.value == .date(CalendarDate(year: 2025, month: 11, day: 30)))
    }

    static let trail = """
        app: com.example.trail
        name: Trail
        types:
          Activity: { cases: { run: { title: Run, synonyms: [jog] }, walk: Walk, ride: { title: Ride, synonyms: [bike ride] }, swim: Swim } }
        actions:
          LogActivity:
            title: Log an activity
            category: other
            parameters:
              activity: { type: Activity, title: Activity, required: true, prompt: "What did you do?" }
              distance: { type: distance, title: Distance }
              duration: { type: duration, title: Time }
            summary: Log a {distance} {activity} in {duration}
            phrases: ["log a {activity}", "log a {distance} {activity} [in {duration}]", "i {activity} {distance} [in {duration}]", "i went for a {activity}"]
        """

    // A phrase of one app that reads a value not of its type gives way to another app's action
    // the model reads whole: "log a run of 8 km" asked a ledger for "a run of 8 km" as the
    // amount.
    @Test func anotherActionReadWholeWinsOverAPhraseThatCannotReadItsValue() throws {
        let trail = try #require(ManifestLoader().loadApp(source: Self.trail, file: "trail.yaml").app)
        let understander = try Understander.trained(
            on: Catalog(apps: try TestData.previewCatalog("ledger").apps + [trail]))
        for text in ["log a run of 8 km", "log my walk"] {
            let reading = try #require(understander.interpretations(of: text, context: Self.context).best)
            #expect(reading.action == "LogActivity", "\(text)")
        }
        let expense = try #require(understander.interpretations(of: "log 12 dollars", context: Self.context).best)
        #expect(expense.action == "LogExpense")
    }

    static let recipes = """
        app: com.example.whisk
        name: Whisk
        types:
          Recipe: { entity: true, dynamic: true, values: [ { id: chili, title: Chili }, { id: lasagna, title: Lasagna } ] }
        actions:
          ShowRecipe:
            title: Show a recipe
            category: information
            parameters:
              recipe: { type: Recipe, title: Recipe, required: true, prompt: "Which recipe?" }
              servings: { type: integer, title: Servings, min: 1, max: 20 }
            summary: Show the {recipe} recipe
            phrases: ["recipe for {recipe} [for {servings} people]"]
        """

    // A value split off the end of a wildcard takes the word that leads it: "recipe for chili
    // for two" was the recipe "chili for".
    @Test func theWordLeadingATrailingValueBelongsToNeither() throws {
        let app = try #require(ManifestLoader().loadApp(source: Self.recipes, file: "whisk.yaml").app)
        let understander = try Understander.trained(on: Catalog(apps: [app]))
        let reading = try #require(
            understander.interpretations(of: "recipe for chili for two", context: Self.context).best)
        #expect(reading.parameters["recipe"]?.text == "chili")
        #expect(reading.parameters["servings"]?.value == .integer(2))
    }

    // What people did is said in the past ("i walked 2 km") where an app lists what can be done
    // ("Walk"): the plain form of a word the catalog never uses is read as the catalog's word.
    @Test(arguments: [
        ("i walked 2 km", "walk", Distance(value: 2, unit: .kilometers)),
        ("i went hiking 3 miles", "hike", Distance(value: 3, unit: .miles)),
        ("i was swimming 1 km", "swim", Distance(value: 1, unit: .kilometers)),
    ])
    func aPastFormIsReadAsTheListedWord(text: String, activity: String, distance: Distance) throws {
        let reading = try #require(try Self.best(text, in: "trail"))
        #expect(reading.action == "LogActivity")
        #expect(reading.parameters["activity"]?.value == .enumCase(activity))
        #expect(reading.parameters["distance"]?.value == .distance(distance))
    }

    @Test func aWordFormCostsLessThanASlipAndIsOfferedEvenForAnEverydayWord() {
        let respelling = Respelling(
            wordsByApp: ["trail": ["swim", "walk", "wall"]], everydayWords: ["swimming", "walked"])
        #expect(respelling.candidates(for: "swimming") == [.init(word: "swim", cost: Respelling.wordFormCost)])
        #expect(respelling.candidates(for: "walked").map(\.word) == ["walk"])
        #expect(respelling.candidates(for: "walks", first: true).first == .init(word: "walk", cost: 1))
        #expect(WordForms.plainForms(of: "jogged").contains("jog"))
        #expect(WordForms.plainForms(of: "ran") == ["run"])
    }

    // The tagger cut "2 km" of "walk 2 km" to "2", for the duration: words that are no value of
    // their parameter hold none, and the distance that spans them is read.
    @Test(arguments: ["walk 2 km", "swim 1 km"])
    func aDistanceCutShortByTheTaggerIsReadWhole(text: String) throws {
        let reading = try #require(try Self.best(text, in: "trail"))
        guard case .distance? = reading.parameters["distance"]?.value else {
            Issue.record("no distance in \(text)")
            return
        }
        #expect(reading.parameters["duration"] == nil)
        #expect(reading.unreadWords.isEmpty)
    }

    // "m" after a number and a space may be minutes, but not where a distance is asked for.
    @Test func metresSaidWithASpaceAreADistanceWhereOneIsAskedFor() {
        let reader = BuiltInValueReader()
        #expect(
            reader.value(of: "1500 m", as: .distance, context: .init())
                == .distance(Distance(value: 1500, unit: .meters)))
        #expect(reader.value(of: "5 m", as: .duration, context: .init()) == .duration(300))
        #expect(reader.value(of: "m", as: .distance, context: .init()) == nil)
    }

    // Words the tagger gave the language, which name none, are more of the text where they
    // follow it: "translate where is the station" asked for a translation into "station".
    @Test(arguments: [
        ("translate where is the station", "where is the station"), ("translate good night", "good night"),
        ("translate hello", "hello"),
    ])
    func wordsThatNameNoLanguageAreMoreOfTheText(text: String, said: String) throws {
        let reading = try #require(try Self.best(text, in: "lingo"))
        #expect(reading.parameters["text"]?.value == .string(said))
        #expect(reading.parameters["language"] == nil)
    }

    @Test func aLanguageAfterItsOwnWordIsStillRefusedByName() throws {
        let reading = try #require(try Self.best("translate hello into klingon", in: "lingo"))
        #expect(reading.parameters["text"]?.value == .string("hello"))
        #expect(reading.parameters["language"]?.value == .string("klingon"))
    }

    // A length of time said as its end, where one is asked for; a moment gone is none.
    @Test func untilAMomentIsTheLengthOfTimeToIt() {
        let reader = BuiltInValueReader()
        #expect(reader.value(of: "until 11 am", as: .duration, context: Self.context) == .duration(7200))
        #expect(reader.value(of: "till noon", as: .duration, context: Self.context) == .duration(3 * 3600))
        #expect(reader.value(of: "until yesterday", as: .duration, context: Self.context) == nil)
        #expect(reader.value(of: "11 am", as: .duration, context: Self.context) == nil)
    }

    // The singular of a word the app says is the app's word too: "scoop" of "give {pet}
    // {scoops} scoops" was named as not understood ("I didn't understand "scoop".").
    @Test func theSingularOfAPhrasesWordIsNotUnread() throws {
        let reading = try #require(try Self.best("give milo a scoop", in: "feeder"))
        #expect(reading.action == "FeedPet")
        #expect(reading.unreadWords.isEmpty)
    }
}
