import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// The drinks ordered on a day are those whose order was placed that day; this week's, those
/// placed since its Monday; last week's, those of its seven days. A day gone by is said in the
/// past, and a day to come refused.
struct OrdersOfADayTests {
    private let day: TimeInterval = 24 * 3600

    /// A large latte ordered on Sunday 22 November (last week) and two small mochas on Monday the
    /// 23rd; the questions are asked at 9 AM on Tuesday the 24th, the reference day.
    private func said(_ questions: [String]) async throws -> [String] {
        let ordered: [(String, TimeInterval)] = [
            ("order a large latte", -2 * day), ("yes", -2 * day + 5), ("order two small mochas", -day),
            ("yes", -day + 5),
        ]
        let said = try await TimedConversation.speech(
            of: ordered + questions.map { ($0, 0) }, apps: ExampleApps(coffee: CoffeeApp()))
        return Array(said.dropFirst(ordered.count))
    }

    @Test func eachDayHasItsOwnOrders() async throws {
        #expect(
            try await said([
                "what did i order yesterday", "how many coffees have i had today", "what did i order on sunday",
            ])
                == [
                    "Yesterday you ordered two small mochas, for seven dollars.", "You haven't ordered a drink today.",
                    "On Sunday, November twenty-second you ordered a large latte, for three dollars twenty-five.",
                ])
    }

    @Test func aWeekHasTheOrdersOfItsDays() async throws {
        #expect(
            try await said(["what did i order this week", "how many drinks did i order last week"]) == [
                "This week you ordered two small mochas, for seven dollars.",
                "Last week you ordered a large latte, for three dollars twenty-five.",
            ])
    }

    @Test func theSameDrinkOrderedTwiceIsSaidOnceCounted() async throws {
        let said = try await TimedConversation.speech(
            of: [
                ("order a large latte", 0), ("yes", 5), ("order a small mocha", 10), ("yes", 15),
                ("order two large lattes", 20), ("yes", 25), ("what did i order today", 30),
            ], apps: ExampleApps(coffee: CoffeeApp()))
        #expect(
            said.last
                == "Today you ordered four drinks: three large lattes and a small mocha, for thirteen dollars twenty-five."
        )
    }

    /// A drink named is the last order of that drink, said with the day and time it was
    /// placed, not the last order of any drink.
    @Test func aDrinkNamedIsItsLastOrder() async throws {
        let answers = try await said(["when did i last order a latte", "when did i last get a mocha"])
        #expect(
            answers == [
                "You last ordered a latte on Sunday, November twenty-second at nine AM: a large latte, for three"
                    + " dollars twenty-five.",
                "You last ordered a mocha yesterday at nine AM: two small mochas, for seven dollars.",
            ])
    }

    /// A drink named counts that drink alone.
    @Test func aDrinkNamedIsCountedAlone() async throws {
        let answers = try await said(["how many mochas did i have yesterday", "how many lattes did i order yesterday"])
        #expect(
            answers == [
                "Yesterday you ordered two small mochas, for seven dollars.", "You didn't order a latte yesterday.",
            ])
    }

    @Test func nothingIsOrderedOnADayToCome() async throws {
        #expect(try await said(["what did i order tomorrow"]) == ["Sorry, that day hasn't come yet."])
    }
}
