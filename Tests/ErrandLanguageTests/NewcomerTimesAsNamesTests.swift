import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandLanguage

/// A time, a day or an amount is no name of an app's own objects, which any words could name,
/// when the action has a parameter for it that nothing else fills; and a party counted before
/// a day is a party (`Tests/Fixtures/Preview/{table,chores}.yaml`), on Friday, November 27,
/// 2026, 9 AM in New York.
struct NewcomerTimesAsNamesTests {
    static let context = NewcomerManifestTests.context

    static func instant(_ iso: String) -> Value? {
        ISO8601DateFormatter().date(from: iso).map(Value.dateTime)
    }

    // "book a table for 2 at 7" booked a restaurant called "7" by the phrase "book a table for
    // {party} at {restaurant}"; "… for 4 on friday at 8" a restaurant called "8", with "for 4 on
    // friday" unread, as the recognizers read "for 4 on friday" as Friday at 4.
    @Test(arguments: [
        ("book a table for 2 at 7", 2, "2026-11-27T19:00:00-05:00"),
        ("book a table for 4 on friday at 8", 4, "2026-12-04T20:00:00-05:00"),
        ("book a table for 4 friday at 8", 4, "2026-12-04T20:00:00-05:00"),
        ("book a table for 2 tomorrow", 2, "2026-11-28T09:00:00-05:00"),
        // NB: the hour said before the day is the time's too, not a restaurant called "7".
        ("book a table for 2 at 7 tomorrow", 2, "2026-11-28T19:00:00-05:00"),
    ])
    func aTimeIsNoRestaurant(text: String, party: Int, when: String) throws {
        let reading = try #require(try NewcomerManifestTests.best(text, in: "table"))
        #expect(reading.action == "BookTable")
        #expect(reading.parameters["restaurant"] == nil)
        #expect(reading.parameters["party"]?.value == .integer(party))
        #expect(reading.parameters["when"]?.value == Self.instant(when))
        #expect(reading.unreadWords.isEmpty)
    }

    // "give noah $10" assigned a chore called "$10" by "give {child} [the] {chore} [chore]".
    @Test(arguments: ["give noah $10", "give noah 10 dollars"])
    func anAmountIsNoChore(text: String) throws {
        let reading = try #require(try NewcomerManifestTests.best(text, in: "chores"))
        #expect(reading.action == "PayAllowance")
        #expect(reading.parameters["amount"]?.value == .currency(CurrencyAmount(amount: 10, code: "USD")))
    }

    /// Listed names stand, and so do words once the action's time has its own.
    @Test func namesAndTimesGivenStand() throws {
        let catalog = try TestData.previewCatalog("table")
        let understander = try Understander.trained(on: catalog)
        let action = try #require(catalog.action(named: "BookTable", in: "com.example.table"))
        let restaurant = try #require(action.parameter(named: "restaurant"))
        let reader = understander.slotReader
        let names = { (text: String, cue: String?, given: [String]) in
            reader.namesAnotherValue(
                text, cue: { cue }, for: restaurant, of: action, in: "com.example.table", given: { _ in given },
                context: Self.context)
        }
        #expect(names("friday", nil, []))
        #expect(names("7", "at", []))
        #expect(!names("7", nil, []))
        #expect(!names("friday", nil, ["friday at 8 pm"]))
        #expect(!names("nopa", nil, []))
        // NB: a day alone given for the instant still wants its hour: "at 7 tomorrow".
        #expect(names("7", "at", ["tomorrow"]))
    }
}
