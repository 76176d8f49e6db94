import Testing

@testable import ErrandCatalog

/// A summary read with a value left out leaves none of the words that only made sense with it:
/// first manifests read "Arm the alarm mode", "Cook Roast chicken pounds", "Start charging at
/// Home up", "Book in Spin" and "Set a 25 minute cook timer and" on their cards.
struct SummaryLeftOutWordsTests {
    static let action = ActionDefinition(
        id: "Book", title: "Book",
        parameters: [
            ParameterDefinition(id: "count", title: "Count", type: .integer),
            ParameterDefinition(id: "what", title: "What", type: .string),
            ParameterDefinition(id: "how", title: "How", type: .string),
        ])

    static func read(_ template: String, _ values: [String: String]) -> String? {
        SummaryReading.words(of: template, action: action) { values[$0] }?.joined(separator: " ")
    }

    // A noun after a value that names it goes with the value and the words that lead it.
    @Test func theNounAfterAValueLeftOutGoesWithIt() {
        #expect(Self.read("Arm the alarm in {how} mode", [:]) == "Arm the alarm")
        #expect(Self.read("Arm the alarm in {how} mode", ["how": "night"]) == "Arm the alarm in night mode")
        #expect(Self.read("Cook {what} weighing {how} pounds", ["what": "chicken"]) == "Cook chicken")
        #expect(Self.read("Preheat to {what} in {how} mode", ["what": "400°F"]) == "Preheat to 400°F")
        #expect(Self.read("Preheat to {what} in {how} mode", ["how": "bake"]) == "Preheat in bake mode")
        // A word that says when is no such noun, nor a noun after a value no word leads.
        #expect(Self.read("Book a table at {what} tonight", [:]) == "Book a table tonight")
        #expect(Self.read("Set a {how} cook timer", [:]) == "Set a cook timer")
    }

    // A newcomer's "Log a match against {opponent}" read "Log a match against" before the
    // opponent was said, and "Book {court} for {sport}" read "Book for Tennis": "against" leads
    // a value, and a verb whose object, one of the app's things, is missing gives way to the
    // title. A missing amount ("Send to Kenji") still reads.
    @Test func aVerbWithoutItsObjectGivesWayToTheTitle() {
        let courts = ActionDefinition(
            id: "Book", title: "Book a court",
            parameters: [
                ParameterDefinition(id: "court", title: "Court", type: .custom("Court")),
                ParameterDefinition(id: "sport", title: "Sport", type: .custom("Sport")),
                ParameterDefinition(id: "amount", title: "Amount", type: .currency),
            ])
        let read = { (template: String, values: [String: String]) in
            SummaryReading.words(of: template, action: courts) { values[$0] }?.joined(separator: " ")
        }
        #expect(read("Book {court} for {sport}", ["sport": "Tennis"]) == nil)
        #expect(read("Book {court} for {sport}", ["court": "Court 2", "sport": "Tennis"]) == "Book Court 2 for Tennis")
        #expect(read("Send {amount} to {sport}", ["sport": "Kenji"]) == "Send to Kenji")
        #expect(Self.read("Log a match against {what} on {how}", [:]) == "Log a match")
        #expect(Self.read("Log a match against {what} on {how}", ["what": "Priya"]) == "Log a match against Priya")
    }

    // "up to" leads a value as "to" does; so do "as" and "due".
    @Test func particlesAndOtherLeadingWordsGoWithTheirValue() {
        #expect(Self.read("Start charging at {what} up to {how}", ["what": "Home"]) == "Start charging at Home")
        #expect(Self.read("Borrow {what} as {how}", ["what": "Dune"]) == "Borrow Dune")
        #expect(Self.read("Assign {what} to {how} due {count}", ["what": "Dishes"]) == "Assign Dishes")
    }

    // A count left out right after the verb leaves the noun it counts, which is what is done.
    @Test func aCountLeftOutAfterTheVerbLeavesItsNoun() {
        #expect(Self.read("Buy {count} tickets for {what}", ["what": "Lizzo"]) == "Buy tickets for Lizzo")
        #expect(
            Self.read("Buy {count} tickets for {what}", ["what": "Lizzo", "count": "3"]) == "Buy 3 tickets for Lizzo")
        #expect(Self.read("Feed {what} {count} scoops", ["what": "Milo"]) == "Feed Milo")
        #expect(Self.read("Log {count} glasses of {what}", ["what": "Tea"]) == "Log Tea")
    }

    // A value left out at the end takes the conjunction or preposition before it.
    @Test func aConjunctionBeforeNothingGoes() {
        #expect(Self.read("Set a {how} cook timer and {what}", ["how": "25 minute"]) == "Set a 25 minute cook timer")
        #expect(Self.read("Find a charger near {what} with {how}", ["what": "Boston"]) == "Find a charger near Boston")
    }

    // "every" and "and" lead the value after them: "Add Ibuprofen every" and "for 2 adults and
    // in Business" were on a newcomer's cards.
    @Test func everyAndAndGoWithTheirValue() {
        #expect(
            Self.read("Add {what} every {how} for {count} days", ["what": "Ibuprofen", "count": "7"])
                == "Add Ibuprofen for 7 days")
        #expect(
            Self.read(
                "Book a flight for {count} adults and {how} children in {what}", ["count": "2", "what": "Business"])
                == "Book a flight for 2 adults in Business")
    }
}
