import ErrandCatalog
import ErrandConversation
import ErrandShortcuts
import Foundation
import Testing

/// Types convert the way a person expects (the guidelines: actions are building blocks whose
/// outputs feed the next step's input, whatever the types).
struct ShortcutValueConversionTests {
    let converter = ShortcutValueConverter(timeZone: ShortcutTestKit.utc, now: ShortcutTestKit.now)

    @Test func textThatIsANumberIsANumberWhereANumberIsWanted() {
        #expect(converter.value(.text("12"), as: .integer) == .integer(12))
        #expect(converter.value(.text(" 2.5 "), as: .decimal) == .decimal(2.5))
        #expect(converter.value(.text("abc"), as: .integer) == nil)
        #expect(converter.value(.text("2.5"), as: .integer) == nil)
    }

    /// A distance is written with its unit; a number alone is none (miles or kilometers?).
    @Test func textWithAUnitIsADistanceWhereADistanceIsWanted() {
        #expect(converter.value(.text("5 km"), as: .distance) == .distance(Distance(value: 5, unit: .kilometers)))
        #expect(converter.value(.text("5"), as: .distance) == nil)
        #expect(converter.value(.integer(5), as: .distance) == nil)
    }

    @Test func aNumberIsItsDigitsWhereTextIsWanted() {
        #expect(converter.value(.integer(42), as: .string) == .string("42"))
        #expect(converter.value(.value(.decimal(2.5)), as: .string) == .string("2.5"))
    }

    @Test func aListIsItsItemsOnSeparateLinesWhereTextIsWanted() {
        let list = ShortcutValue.list([.text("Milk"), .text("Eggs"), .integer(3)])
        #expect(converter.value(list, as: .string) == .string("Milk\nEggs\n3"))
        #expect(converter.text(list) == "Milk\nEggs\n3")
    }

    @Test func oneValueIsAOneItemListWhereAListIsWanted() {
        #expect(converter.value(.text("Amy Lee"), as: .list(.person)) == .list([.person(Person(name: "Amy Lee"))]))
        #expect(
            converter.value(.list([.text("1"), .text("2")]), as: .list(.integer)) == .list([.integer(1), .integer(2)]))
        #expect(converter.value(.list([.text("1"), .text("x")]), as: .list(.integer)) == nil)
    }

    @Test func aOneItemListIsItsItemWhereOneValueIsWanted() {
        #expect(converter.value(.list([.text("7")]), as: .integer) == .integer(7))
    }

    @Test func datesAndInstantsConvertBothWays() {
        let instant = ShortcutValue.value(.dateTime(ShortcutTestKit.now))
        #expect(converter.value(instant, as: .date) == .date(CalendarDate(year: 2026, month: 11, day: 24)))
        #expect(converter.value(instant, as: .time) == .time(TimeOfDay(hour: 9, minute: 0)))
        let midnight = converter.value(.value(.date(CalendarDate(year: 2026, month: 11, day: 24))), as: .dateTime)
        #expect(midnight == .dateTime(Date(timeIntervalSince1970: 1_795_478_400)))
        #expect(converter.value(.text("2026-11-24"), as: .date) == .date(CalendarDate(year: 2026, month: 11, day: 24)))
    }

    /// A date in words is read from the moment of the run, each run: a shortcut's "what's due
    /// today" means the day it runs.
    @Test func aDateInWordsIsReadFromTheMomentOfTheRun() {
        #expect(converter.value(.text("tomorrow"), as: .date) == .date(CalendarDate(year: 2026, month: 11, day: 25)))
        #expect(
            converter.value(.text("tomorrow at 5pm"), as: .dateTime)
                == .dateTime(Date(timeIntervalSince1970: 1_795_478_400 + 86_400 + 17 * 3_600)))
        #expect(converter.value(.text("5 pm"), as: .time) == .time(TimeOfDay(hour: 17, minute: 0)))
        let aWeekLater = ShortcutValueConverter(timeZone: ShortcutTestKit.utc, now: ShortcutTestKit.now + 7 * 86_400)
        #expect(aWeekLater.value(.text("today"), as: .date) == .date(CalendarDate(year: 2026, month: 12, day: 1)))
        #expect(converter.value(.text("purple"), as: .date) == nil)
    }

    @Test func entitiesAndEnumCasesAreTheirTitlesAsText() throws {
        let latte = EntityReference(type: "Drink", id: "latte", title: "Latte")
        #expect(converter.value(.value(.entity(latte)), as: .string) == .string("Latte"))
        let coffee = try #require(ExampleApps.catalog.app(CoffeeApp.id))
        let withApp = ShortcutValueConverter(app: coffee, timeZone: ShortcutTestKit.utc, now: ShortcutTestKit.now)
        #expect(withApp.value(.value(.enumCase("large")), as: .string) == .string("Large"))
        // And text names the app's values where its type is wanted.
        #expect(withApp.value(.text("Large"), as: .custom("Size")) == .enumCase("large"))
        #expect(withApp.value(.text("latte"), as: .custom("Drink"))?.entityTitle == "Latte")
    }

    @Test func aDictionaryIsKeyValueLinesAsText() {
        let dictionary = ShortcutValue.dictionary(["b": .integer(2), "a": .text("one")])
        #expect(converter.text(dictionary) == "a: one\nb: 2")
        #expect(converter.value(dictionary, as: .string) == .string("a: one\nb: 2"))
        #expect(converter.value(dictionary, as: .integer) == nil)
    }

    @Test func textReadsAsDurationsAndBooleans() {
        #expect(converter.value(.text("15 minutes"), as: .duration) == .duration(900))
        #expect(converter.value(.integer(90), as: .duration) == .duration(90))
        #expect(converter.value(.text("yes"), as: .boolean) == .boolean(true))
        #expect(converter.value(.text("maybe"), as: .boolean) == nil)
    }

    @Test func nothingConvertsToNothing() {
        #expect(converter.value(.nothing, as: .string) == nil)
        #expect(converter.text(.nothing) == "")
    }

    // Property paths: an entity's properties, built-in properties, dictionary keys, and a
    // path applied to a list reads each item.

    @Test func propertyPathsReadEntitiesPeoplePlacesAndAmounts() throws {
        let amy = Person(name: "Amy Lee", id: "c1", handle: "+1 555 0101")
        let event = EntityReference(
            type: "Event", id: "e1", title: "Design review",
            properties: ["attendees": .list([.person(amy)])])
        #expect(try PropertyPath.read("attendees", in: .value(.entity(event))) == .list([.value(.person(amy))]))
        #expect(try PropertyPath.read("attendees.name", in: .value(.entity(event))) == .list([.text("Amy Lee")]))
        #expect(try PropertyPath.read("title", in: .value(.entity(event))) == .text("Design review"))
        #expect(try PropertyPath.read("handle", in: .value(.person(amy))) == .text("+1 555 0101"))
        let home = Place(name: "Home", latitude: 52.5, longitude: 13.4)
        #expect(try PropertyPath.read("latitude", in: .value(.place(home))) == .value(.decimal(52.5)))
        let price = CurrencyAmount(amount: 3.25, code: "USD")
        #expect(try PropertyPath.read("code", in: .value(.currency(price))) == .text("USD"))
        #expect(try PropertyPath.read("a.b", in: .dictionary(["a": .dictionary(["b": .integer(1)])])) == .integer(1))
    }

    @Test func aPathOnAListReadsEachItem() throws {
        let tasks = ShortcutValue.list([
            .value(.entity(EntityReference(type: "Task", id: "1", title: "A", properties: ["notes": .string("n1")]))),
            .value(.entity(EntityReference(type: "Task", id: "2", title: "B", properties: ["notes": .string("n2")]))),
        ])
        #expect(try PropertyPath.read("notes", in: tasks) == .list([.text("n1"), .text("n2")]))
        #expect(try PropertyPath.read("count", in: tasks) == .integer(2))
    }

    @Test func anUnknownPropertyNamesItselfAndWhatIsKnown() {
        #expect(throws: PropertyPath.Failure(name: "colour", known: ["name", "handle", "id"])) {
            try PropertyPath.read("colour", in: .value(.person(Person(name: "Amy"))))
        }
    }
}

extension Value {
    var entityTitle: String? {
        if case .entity(let entity) = self { return entity.title }
        return nil
    }
}
