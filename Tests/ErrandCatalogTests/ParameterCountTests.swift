import Testing

@testable import ErrandCatalog

/// A number said with what it counts ("6 people"), or alone where a length of time is asked
/// ("for 15"), is read in the words of the parameter that asks for it.
struct ParameterCountTests {
    static let party = ParameterDefinition(
        id: "party", title: "Party size", type: .integer, prompt: "For how many people?")
    static let shares = ParameterDefinition(id: "shares", title: "Shares", type: .integer, prompt: "How many?")

    // "6 people", to "For how many people?", is 6; the question's noun in the singular too.
    @Test func aCountLosesWhatItCounts() {
        #expect(Self.party.withoutOwnNoun("6 people") == "6")
        #expect(Self.party.withoutOwnNoun("1 person") == "1")
        #expect(Self.shares.withoutOwnNoun("10 shares") == "10")
        #expect(Self.shares.withoutOwnNoun("1 share") == "1")
        // Other words stay, for the conversation to refuse by name.
        #expect(Self.party.withoutOwnNoun("6 chairs") == "6 chairs")
        #expect(Self.party.withoutOwnNoun("people") == "people")
    }

    // The unit is the largest one the default is a whole number of; hours only for a default of
    // two hours or more: "dry the clothes for 40", with a default written "60m", was 40 hours.
    @Test(arguments: [
        (600.0, 15.0, 900.0), (7200, 3, 10800), (3600, 40, 2400), (90, 30, 30), (5400, 2, 120), (60, 5, 300),
    ])
    func aNumberAloneIsInTheUnitOfTheDefault(usual: Double, count: Double, seconds: Double) {
        let length = ParameterDefinition(
            id: "duration", title: "Duration", type: .duration, defaultValue: .duration(usual))
        #expect(length.lengthOfTime(count: count) == seconds)
    }

    // A length past the bounds in the default's unit is in the next smaller unit that fits.
    @Test func aNumberPastTheBoundsInHoursIsInMinutes() {
        let dryer = ParameterDefinition(
            id: "time", title: "Time", type: .duration, defaultValue: .duration(7200), minimum: 600, maximum: 10800)
        #expect(dryer.lengthOfTime(count: 40) == 2400)
        #expect(dryer.lengthOfTime(count: 2) == 7200)
        // Past the bounds in every unit, it stays in the default's, to be refused with them.
        #expect(dryer.lengthOfTime(count: 500) == 1_800_000)
    }

    @Test func withoutADefaultNothingSaysTheUnit() {
        let length = ParameterDefinition(id: "duration", title: "Duration", type: .duration)
        #expect(length.lengthOfTime(count: 10) == nil)
        let usual = ParameterDefinition(
            id: "duration", title: "Duration", type: .duration, defaultValue: .duration(600))
        #expect(usual.lengthOfTime(count: 0) == nil)
        #expect(usual.lengthOfTime(count: -5) == nil)
        #expect(Self.party.lengthOfTime(count: 3) == nil)
    }
}
