import Testing

@testable import ErrandCatalog

/// "a" or "an" agrees with the word after it, which may be a value filled in: "Get an XL ride",
/// "Log an 8 km run", where the summary says "a {rideType}" and "a {distance}".
struct EnglishArticlesTests {
    static func agreeing(_ text: String) -> String {
        EnglishArticles.agreeing(text.split(separator: " ").map(String.init)).joined(separator: " ")
    }

    @Test(arguments: [
        ("Get a XL ride", "Get an XL ride"), ("Log a 8 km run", "Log an 8 km run"),
        ("Log a 11 minute walk", "Log an 11 minute walk"), ("Log an 5 km run", "Log a 5 km run"),
        ("Order a extra large latte", "Order an extra large latte"), ("An large latte", "A large latte"),
        ("Book a hour", "Book an hour"), ("Buy an unicorn", "Buy a unicorn"), ("Find a UFO", "Find a UFO"),
        ("Rent a SUV", "Rent an SUV"), ("Take a one-way trip", "Take a one-way trip"),
        ("Log a eighteen hole round", "Log an eighteen hole round"),
    ])
    func theArticleAgreesWithTheWordAfterIt(text: String, expected: String) {
        #expect(Self.agreeing(text) == expected)
    }

    @Test func aLetterAndAnArticleBeforeNothingAreLeftAlone() {
        #expect(Self.agreeing("Get grade A eggs") == "Get grade A eggs")
        #expect(Self.agreeing("Choose plan a") == "Choose plan a")
        #expect(Self.agreeing("Say \"a\" again") == "Say \"a\" again")
    }

    // A measure between an article and its noun is in the singular.
    @Test(arguments: [
        ("Start a 10 minutes timer", "Start a 10 minute timer"),
        ("Start a ten minutes timer", "Start a ten minute timer"),
        ("Log a 8 miles run", "Log an 8 mile run"), ("Build a 6 feet fence", "Build a 6 foot fence"),
        // Each unit of a compound measure, and after "the" too.
        ("Record a 1 minute 30 seconds clip", "Record a 1 minute 30 second clip"),
        ("Start a 1 hour 30 minutes session", "Start a 1 hour 30 minute session"),
        ("Play the 5 minutes briefing", "Play the 5 minute briefing"),
    ])
    func aMeasureBeforeItsNounIsInTheSingular(text: String, expected: String) {
        #expect(Self.agreeing(text) == expected)
    }

    @Test func aMeasureThatEndsThePhraseStaysPlural() {
        #expect(Self.agreeing("Skip ahead 10 minutes") == "Skip ahead 10 minutes")
        #expect(Self.agreeing("Wait a 10 minutes") == "Wait a 10 minutes")
        #expect(Self.agreeing("Take a few minutes off") == "Take a few minutes off")
        #expect(Self.agreeing("Rest a 10 minutes, then run") == "Rest a 10 minutes, then run")
        #expect(Self.agreeing("Cook for a 20 minutes in the oven") == "Cook for a 20 minutes in the oven")
        #expect(Self.agreeing("Skip the 10 minutes") == "Skip the 10 minutes")
        #expect(Self.agreeing("Wait a 1 minute 30 seconds, then go") == "Wait a 1 minute 30 seconds, then go")
    }
}
