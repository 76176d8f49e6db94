import Testing

@testable import ErrandCatalog

/// A summary read with values says no hole: a value left out takes the word that leads it
/// along, and a summary left with its verb alone gives way to the action's title.
struct SummaryReadingTests {
    static let spending = ActionDefinition(
        id: "ShowSpending", title: "Show spending",
        parameters: [
            ParameterDefinition(id: "category", title: "Category", type: .string),
            ParameterDefinition(id: "since", title: "Since", type: .date),
        ], summary: ParameterSummary(text: "Show spending on {category} since {since}"))

    static func read(_ template: String, _ values: [String: String]) -> String? {
        SummaryReading.words(of: template, action: spending) { values[$0] }?.joined(separator: " ")
    }

    @Test func aValueLeftOutTakesTheWordThatLeadsIt() {
        let template = "Show spending on {category} since {since}"
        #expect(Self.read(template, ["category": "groceries"]) == "Show spending on groceries")
        #expect(Self.read(template, ["since": "Monday"]) == "Show spending since Monday")
        #expect(Self.read(template, [:]) == "Show spending")
        #expect(Self.read("Remind me about {category} until {since}", [:]) == "Remind me")
    }

    @Test func aVerbAloneIsNoSummary() {
        #expect(Self.read("Set {category} to {since}", [:]) == nil)
        #expect(Self.read("Set {category} to {since}", ["category": "upstairs"]) == "Set upstairs")
        // A hole joined to letters after it would leave them behind: "Set playback speed to".
        #expect(Self.read("Set playback speed to {since}x", [:]) == nil)
        #expect(Self.read("Set playback speed to {since}x", ["since": "2"]) == "Set playback speed to 2x")
        #expect(Self.read("Refresh", [:]) == "Refresh")
    }

    // "called {label}" with no label read "Set an alarm for 6:30 PM called": the word that
    // leads a name goes with it.
    @Test(arguments: ["called", "named", "titled", "saying"])
    func aNameLeftOutTakesTheWordThatLeadsIt(word: String) {
        let template = "Set an alarm for {since} \(word) {category}"
        #expect(Self.read(template, ["since": "6:30 PM"]) == "Set an alarm for 6:30 PM")
        #expect(Self.read(template, ["since": "6:30 PM", "category": "gym"]) == "Set an alarm for 6:30 PM \(word) gym")
    }

    // A value that ends with the noun the summary writes after it says it once: "Reserve an
    // E-bike bike" read twice what the bike is.
    @Test(arguments: [("E-bike", "Reserve an E-bike at 5th"), ("Mountain bike", "Reserve a Mountain bike at 5th")])
    func aNounTheValueEndsWithIsSaidOnce(kind: String, read: String) {
        let template = "Reserve a {category} bike at {since}"
        #expect(Self.read(template, ["category": kind, "since": "5th"]) == read)
        #expect(Self.read(template, ["category": "Classic", "since": "5th"]) == "Reserve a Classic bike at 5th")
        #expect(Self.read("Reserve a {category} bike", ["category": "bike"]) == "Reserve a bike")
    }

    // A participle leads the value after it as a preposition does: "Add 1 item of Milk
    // expiring" said nothing of when.
    @Test func aValueLeftOutTakesTheParticipleThatLeadsIt() {
        let template = "Add {category} expiring {since}"
        #expect(Self.read(template, ["category": "milk"]) == "Add milk")
        #expect(Self.read(template, ["category": "milk", "since": "Friday"]) == "Add milk expiring Friday")
        #expect(Self.read("Start breathing for {since}", [:]) == "Start breathing")
    }

    // A participle before the preposition that leads a value goes with them: "Add €30 for gas
    // paid by Jordan split among" said nothing of whom it is split among.
    @Test func aValueLeftOutTakesTheParticipleBeforeItsPreposition() {
        let template = "Add {category} paid by {since} split among {other}"
        #expect(Self.read(template, ["category": "gas", "since": "Jordan"]) == "Add gas paid by Jordan")
        #expect(Self.read(template, ["category": "gas", "other": "Sam"]) == "Add gas split among Sam")
        #expect(Self.read("Log a run logged at {since}", [:]) == "Log a run")
        // "speed" is no participle: "Set fan speed" keeps it.
        #expect(Self.read("Set fan speed to {since}", [:]) == "Set fan speed")
        #expect(SummaryReading.titleLeadsItsValue("Paid by") && SummaryReading.titleLeadsItsValue("Split among"))
        #expect(!SummaryReading.titleLeadsItsValue("Payer") && !SummaryReading.titleLeadsItsValue("Party size"))
        #expect(!SummaryReading.titleLeadsItsValue("Meeting") && !SummaryReading.titleLeadsItsValue("Recording"))
    }

    // A day written relative to today takes no "on": "Skip watering on tomorrow".
    @Test(arguments: ["today", "tomorrow", "Tomorrow at 9:00 AM"])
    func aRelativeDayTakesNoOn(day: String) {
        #expect(Self.read("Show spending on {since}", ["since": day]) == "Show spending \(day)")
        #expect(Self.read("Show spending on {since}", ["since": "Friday"]) == "Show spending on Friday")
        #expect(Self.read("Show spending for {since}", ["since": day]) == "Show spending for \(day)")
    }

    // "in zone {zone}": the noun that names a value goes with it and its preposition.
    @Test func aValueLeftOutTakesTheNounThatNamesIt() {
        let template = "Park {category} in zone {since} for 45 minutes"
        #expect(Self.read(template, ["category": "Work van"]) == "Park Work van for 45 minutes")
        #expect(
            Self.read(template, ["category": "Work van", "since": "7"]) == "Park Work van in zone 7 for 45 minutes")
        // A value before the hole is no noun of it: "to Amy" stays.
        #expect(Self.read("Send money to {category} {since}", ["category": "Amy"]) == "Send money to Amy")
    }

    // The article before a value that is the noun goes with it: "Unlock the" said nothing of
    // which door. Before a noun the summary writes, it stays with that noun.
    @Test func aValueLeftOutTakesItsArticle() {
        #expect(Self.read("Ride to the {category} at {since}", ["since": "noon"]) == "Ride at noon")
        #expect(Self.read("Ride to the {category} at {since}", ["category": "airport"]) == "Ride to the airport")
        #expect(Self.read("Unlock the {category}", [:]) == nil)
        #expect(
            Self.read("Request a {category} ride to {since}", ["since": "the airport"])
                == "Request a ride to the airport")
        #expect(Self.read("Request a {category} ride to {since}", [:]) == "Request a ride")
    }

    // A value left out before its verb leaves a clause with no subject: the title says it.
    @Test func aSubjectLeftOutGivesWayToTheTitle() {
        #expect(Self.read("Check whether the {category} is locked", [:]) == nil)
        #expect(
            Self.read("Check whether the {category} is locked", ["category": "garage"])
                == "Check whether the garage is locked")
    }

    static let feeding = ActionDefinition(
        id: "FeedPet", title: "Feed a pet",
        parameters: [
            ParameterDefinition(id: "pet", title: "Pet", type: .string),
            ParameterDefinition(id: "scoops", title: "Scoops", type: .integer),
            ParameterDefinition(id: "drink", title: "Drink", type: .string),
        ], summary: ParameterSummary(text: "Feed {pet} {scoops} scoops"))

    static func fed(_ template: String, _ values: [String: String]) -> String? {
        SummaryReading.words(of: template, action: feeding) { values[$0] }?.joined(separator: " ")
    }

    // A count of one is left out before the value it counts ("Order Latte"), but not before a
    // noun the summary writes: "Feed Milo scoops" said nothing of how many.
    @Test func aCountOfOneBeforeAWrittenNounStays() {
        #expect(Self.fed("Feed {pet} {scoops} scoops", ["pet": "Milo", "scoops": "1"]) == "Feed Milo 1 scoop")
        #expect(Self.fed("Feed {pet} {scoops} scoops", ["pet": "Milo", "scoops": "3"]) == "Feed Milo 3 scoops")
        // "a week" after the noun is a rate, which counts nothing: not "3 times a weeks".
        #expect(
            Self.fed("Track {pet} {scoops} times a week", ["pet": "yoga", "scoops": "3"]) == "Track yoga 3 times a week"
        )
        #expect(
            Self.fed("Track {pet} {scoops} times a week", ["pet": "yoga", "scoops": "1"]) == "Track yoga 1 time a week")
        #expect(Self.fed("Log {scoops} glasses of {drink}", ["scoops": "1", "drink": "Tea"]) == "Log 1 glass of Tea")
        #expect(Self.fed("Order {scoops} {drink}", ["scoops": "1", "drink": "Latte"]) == "Order Latte")
        #expect(Self.fed("Order {scoops} large {drink}", ["scoops": "1", "drink": "Latte"]) == "Order large Latte")
    }

    // A count left out takes its written noun along, and the "of" after it.
    @Test func aCountLeftOutTakesItsNounAlong() {
        #expect(Self.fed("Feed {pet} {scoops} scoops", ["pet": "Milo"]) == "Feed Milo")
        #expect(Self.fed("Log {scoops} glasses of {drink}", ["drink": "Tea"]) == "Log Tea")
        #expect(Self.fed("Log {scoops} glasses of {drink}", [:]) == nil)
    }

    @Test func theArticleBeforeAValueAgreesWithIt() {
        #expect(Self.read("Request a {category} ride", ["category": "XL"]) == "Request an XL ride")
        #expect(Self.read("Request a {category} ride", ["category": "standard"]) == "Request a standard ride")
    }
}
