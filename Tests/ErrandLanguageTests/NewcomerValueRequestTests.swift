import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandLanguage

/// Requests whose values a newcomer's first manifest once misread (`Tests/Fixtures/Preview`:
/// table bookings, weather, alarms, sprinklers): a time said after a name, a count said with
/// what it counts, a number alone, and a word that only asks.
struct NewcomerValueRequestTests {
    static func best(_ text: String, in name: String) throws -> Interpretation? {
        try NewcomerManifestTests.best(text, in: name)
    }

    static let newYork = TimeZone(secondsFromGMT: -5 * 3600) ?? .current

    /// The day of the month and the hour, in New York, of a date and time read.
    static func dayAndHour(_ value: Value?) -> [Int]? {
        DayAndHour.of(value, in: newYork)
    }

    // "book a table for {party} at {restaurant}" has no slot for the time: the restaurant was
    // "nopa at 7:30 tomorrow", and the time was asked. A date or a time that ends a wildcard is
    // the action's one date or time, never from a word that leads another value ("for 4").
    @Test(arguments: [
        ("book a table for two at nopa at 7:30 tomorrow", "nopa", 2, [28, 19]),
        ("book a table at nopa for 6 people on saturday at 8pm", "nopa", 6, [28, 20]),
        ("book a table at nopa for 4 tomorrow", "nopa", 4, [28, 9]),
        ("book a table at chez panisse for 2 at 7", "chez panisse", 2, [27, 19]),
    ])
    func aTimeAfterANameIsTheActionsTime(text: String, restaurant: String, party: Int, dayAndHour: [Int]) throws {
        let reading = try #require(try Self.best(text, in: "table"))
        #expect(reading.action == "BookTable" && reading.source == .template)
        #expect(reading.parameters["restaurant"]?.text == restaurant)
        #expect(reading.parameters["party"]?.value == .integer(party))
        #expect(Self.dayAndHour(reading.parameters["when"]?.value) == dayAndHour)
    }

    // "get me a table at {restaurant} {when}": the app's restaurants are known to it at run
    // time, so any words name one, as text does; the time takes the most words ("zuni tonight
    // at" was the restaurant, and 8 AM the time).
    @Test func aRestaurantTheAppKnowsLeavesTheTimeItsWords() throws {
        let reading = try #require(try Self.best("get me a table at zuni tonight at 8", in: "table"))
        #expect(
            reading.parameters["restaurant"]?.value
                == .entity(EntityReference(type: "Restaurant", id: "zuni", title: "Zuni Cafe")))
        #expect(reading.parameters["when"]?.text == "tonight at 8")
        #expect(Self.dayAndHour(reading.parameters["when"]?.value) == [27, 20])
    }

    // A day that ends a place is the forecast's day: "paris on friday" was the place.
    @Test func aDayAfterAPlaceIsTheDay() throws {
        let reading = try #require(try Self.best("what's the weather in paris on friday", in: "sky"))
        #expect(reading.parameters["place"]?.text == "paris")
        #expect(reading.parameters["date"]?.text == "on friday")
    }

    // "what's the weather like" asks what the weather is: "like" was read as the day, and the
    // forecast asked "Sorry, I can't use like as a date".
    @Test(arguments: [
        ("what's the weather like tomorrow", "date", "tomorrow"),
        ("what's the weather like in paris", "place", "paris"),
    ])
    func likeOnlyAsks(text: String, parameter: String, said: String) throws {
        let reading = try #require(try Self.best(text, in: "sky"))
        #expect(reading.action == "Forecast" && reading.source == .template)
        #expect(reading.parameters.count == 1)
        #expect(reading.parameters[parameter]?.text == said)
        #expect(reading.unreadWords.isEmpty)
        #expect(!Understander.asksWhatItIsLike("play songs like this"))
        #expect(Understander.asksWhatItIsLike("how's the traffic like"))
        let alone = try #require(try Self.best("what's the weather like", in: "sky"))
        #expect(alone.action == "Forecast" && alone.parameters["date"] == nil)
    }

    // An hour alone after "for" is a time: "set an alarm for 6" was refused ("Sorry, I can't use
    // 6 as a time").
    @Test(arguments: ["set an alarm for 6", "set an alarm for six", "set an alarm for 6 called gym"])
    func anHourAloneIsATime(text: String) throws {
        let reading = try #require(try Self.best(text, in: "chime"))
        #expect(reading.action == "SetAlarm")
        #expect(reading.parameters["time"]?.value == .time(TimeOfDay(hour: 18, minute: 0)))
    }

    // "dry the clothes for 40", with `default: 60m`, was 40 hours, refused as past the bounds:
    // a default of one hour counts minutes.
    @Test(arguments: [("dry the clothes for 40", 2400.0), ("start the dryer for 90", 5400)])
    func aNumberForTheDryerIsMinutes(text: String, seconds: Double) throws {
        let reading = try #require(try Self.best(text, in: "suds"))
        #expect(reading.action == "StartDryer")
        #expect(reading.parameters["minutes"]?.value == .duration(seconds))
    }

    // An hour said about waking up is in the morning: "wake me up at 6" set an alarm for 6 PM.
    @Test(arguments: [("wake me up at 6", 6, 0), ("wake me up at 7:30", 7, 30), ("wake me up at 6 pm", 18, 0)])
    func anHourOfWakingUpIsInTheMorning(text: String, hour: Int, minute: Int) throws {
        let reading = try #require(try Self.best(text, in: "chime"))
        #expect(reading.action == "SetAlarm")
        #expect(reading.parameters["time"]?.value == .time(TimeOfDay(hour: hour, minute: minute)))
    }

    // A number alone where a phrase puts a length of time is that many of the unit of its
    // default: "snooze for ten" snoozes ten minutes, and "water the back lawn for 15" waters
    // 15 minutes. Without a default nothing says the unit: "set a timer for 10" is asked.
    @Test(arguments: [
        ("snooze for ten", "chime", "minutes", 600.0), ("give me 10 more", "chime", "minutes", 600),
        ("water the back lawn for 15", "sprout", "duration", 900),
    ])
    func aNumberAloneIsInTheUnitOfTheDefault(text: String, app: String, parameter: String, seconds: Double)
        throws
    {
        let reading = try #require(try Self.best(text, in: app))
        #expect(reading.parameters[parameter]?.value == .duration(seconds))
        let timer = try #require(try Self.best("set a timer for 10", in: "chime"))
        #expect(timer.action == "SetTimer" && timer.parameters["duration"]?.value == .string("10"))
    }

    // The tagger knows few times of a restaurant's: it took "7pm" of "book a table tomorrow at
    // 7pm" for the restaurant, and left "tomorrow" unread. The action's one date and time is
    // the one the recognizers read, and a restaurant said inside it gives way.
    @Test func aTimeTheTaggerMissedIsTheActionsTime() throws {
        let reading = try #require(try Self.best("book a table tomorrow at 7pm", in: "table"))
        #expect(reading.action == "BookTable" && reading.source == .model)
        #expect(reading.parameters["when"]?.text == "tomorrow at 7pm")
        #expect(Self.dayAndHour(reading.parameters["when"]?.value) == [28, 19])
        #expect(reading.parameters["restaurant"] == nil)
        #expect(reading.unreadWords.isEmpty)
    }

    // The tagger took "in paris" for the place: a place's name has no preposition before it.
    @Test func aPlaceIsReadWithoutItsPreposition() throws {
        let reading = try #require(try Self.best("tell me the weather in paris on sunday", in: "sky"))
        #expect(reading.action == "Forecast" && reading.source == .model)
        #expect(reading.parameters["place"]?.value == .place(Place(name: "Paris")))
    }

    // "called pomodoro" was the timer's label, and the card read "… timer for called pomodoro".
    @Test func aNameIsReadWithoutTheWordThatLeadsIt() throws {
        let reading = try #require(try Self.best("start a timer for 25 minutes called pomodoro", in: "chime"))
        #expect(reading.parameters["label"]?.value == .string("pomodoro"))
        #expect(reading.parameters["duration"]?.value == .duration(1500))
    }

    // The summary says which word leads a value ("with {carrier}"), as a phrase does; and a
    // name after "called" or "named" ends the words before it, whichever of them a phrase says.
    @Test(arguments: [
        ("track package 1Z999 with ups", "tracking", "1Z999", "carrier", Value.enumCase("ups")),
        ("add tracking number 9400 1000 called socks", "tracking", "9400 1000", "name", .string("socks")),
        ("add tracking number 9400 named new shoes", "tracking", "9400", "name", .string("new shoes")),
    ])
    func aValueLedByItsWordEndsTheWordsBeforeIt(
        text: String, first: String, said: String, second: String, value: Value
    ) throws {
        let reading = try #require(try Self.best(text, in: "parcel"))
        #expect(reading.parameters[first]?.value == .string(said))
        #expect(reading.parameters[second]?.value == value)
    }

    // "my prescription" names the parameter, not a prescription the app knows at run time: it
    // is asked for ("Which prescription?"), where the app was asked to refill "prescription".
    @Test(arguments: [
        ("refill my prescription", "refill", "prescription"), ("reserve a bike at the station", "pedal", "station"),
    ])
    func theParametersOwnNounNamesNoObject(text: String, app: String, parameter: String) throws {
        let reading = try #require(try Self.best(text, in: app))
        #expect(reading.source == .template)
        #expect(reading.parameters[parameter] == nil)
        let named = try #require(try Self.best("refill my inhaler", in: "refill"))
        #expect(named.parameters["prescription"]?.text == "inhaler")
    }

    // "sell 5 shares of apple" was read as buying them, "sell" named as unread: selling is the
    // opposite of buying, and a request is never read as the action that does its opposite.
    @Test func sellingIsNoPurchase() throws {
        #expect(try Self.best("sell 5 shares of apple", in: "tick")?.action != "BuyShares")
        #expect(try Self.best("buy 5 shares of apple", in: "tick")?.action == "BuyShares")
    }

    // The app's own phrase "don't water {date}" skips watering: every request that starts
    // "don't" was read as a request to do nothing.
    @Test func anAppsOwnPhraseThatSaysNotToIsItsAction() throws {
        let reading = try #require(try Self.best("don't water today", in: "sprout"))
        #expect(reading.action == "SkipWatering")
        #expect(try Self.best("don't stop watering", in: "sprout") == nil)
    }
}
