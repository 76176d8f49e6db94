import ErrandCatalog
import Foundation
import Testing

/// Defaults, options and fixed values are written in the forms the documentation gives, and read
/// as the parameter's type says.
struct ValueLiteralTests {
    /// Loads one parameter of `type` with `default` written as `literal`.
    static func defaultValue(_ type: String, _ literal: String) -> (value: Value?, problems: [String]) {
        let source = """
            app: com.example.literals
            name: Literals
            types:
              Size: { cases: { small: { title: Small, synonyms: [cup] }, large: { title: Large, synonyms: [bowl] } } }
              Drink: { entity: true, values: [ { id: latte, title: Latte, synonyms: [milky coffee] } ] }
              Store: { entity: true, dynamic: true }
            actions:
              Try:
                title: Try it
                category: generic
                parameters:
                  value:
                    type: "\(type)"
                    default: \(literal)
            """
        let result = ManifestLoader().loadApp(source: source, file: "literals.yaml")
        return (result.app?.actions.first?.parameters.first?.defaultValue, result.diagnostics.map(\.message))
    }

    @Test(arguments: [
        ("string", "hello", Value.string("hello")), ("integer", "3", .integer(3)), ("decimal", "2.5", .decimal(2.5)),
        ("boolean", "yes", .boolean(true)), ("boolean", "off", .boolean(false)), ("percentage", "15%", .percentage(15)),
        ("date", "2026-03-01", .date(CalendarDate(year: 2026, month: 3, day: 1))),
        ("time", "\"09:30\"", .time(TimeOfDay(hour: 9, minute: 30))),
        ("time", "18:05", .time(TimeOfDay(hour: 18, minute: 5))),
        ("dateTime", "2026-01-31T09:00:00Z", .dateTime(Date(timeIntervalSince1970: 1_769_850_000))),
        ("duration", "15m", .duration(900)), ("duration", "PT1H", .duration(3_600)), ("duration", "90", .duration(90)),
        ("currency", "2.50 usd", .currency(CurrencyAmount(amount: 2.5, code: "USD"))),
        ("currency", "{ amount: 3, code: eur }", .currency(CurrencyAmount(amount: 3, code: "EUR"))),
        ("temperature", "21 C", .temperature(Temperature(value: 21, unit: .celsius))),
        ("distance", "5 km", .distance(Distance(value: 5, unit: .kilometers))),
        ("distance", "3 Miles", .distance(Distance(value: 3, unit: .miles))),
        ("distance", "400 metres", .distance(Distance(value: 400, unit: .meters))),
        (
            "place", "{ name: Harbor Street, latitude: 51.5, longitude: -0.1 }",
            .place(Place(name: "Harbor Street", latitude: 51.5, longitude: -0.1))
        ),
        ("person", "Amy Lee", .person(Person(name: "Amy Lee"))),
        ("url", "https://example.com/a", .url(URL(string: "https://example.com/a") ?? URL(fileURLWithPath: "/"))),
        ("Size", "large", .enumCase("large")), ("Size", "Bowl", .enumCase("large")),
        ("Size", "cup", .enumCase("small")),
        ("Drink", "milky coffee", .entity(EntityReference(type: "Drink", id: "latte", title: "Latte"))),
        (
            "Store", "Harbor Street",
            .entity(EntityReference(type: "Store", id: "Harbor Street", title: "Harbor Street"))
        ),
        ("[Size]", "[small, bowl]", .list([.enumCase("small"), .enumCase("large")])),
        ("[integer]", "4", .list([.integer(4)])),
    ])
    func literalsAreReadAsTheirType(type: String, literal: String, value: Value) {
        let result = Self.defaultValue(type, literal)
        #expect(result.problems == [])
        #expect(result.value == value)
    }

    @Test(arguments: [
        ("integer", "2.5", "'2.5' is not a whole number"), ("decimal", "nan", "'nan' is not a number"),
        ("boolean", "maybe", "'maybe' is not true or false"),
        ("date", "2026-13-01", "'2026-13-01' is not a date (YYYY-MM-DD)"),
        ("time", "\"25:00\"", "'25:00' is not a time (HH:MM)"),
        ("duration", "P1M", "'P1M' is not a duration (seconds, or 15m, 1h30m, 90s, PT15M)"),
        ("currency", "2.50", "'2.50' is not an amount with its currency code (2.50 USD)"),
        ("currency", "inf USD", "'inf USD' is not an amount with its currency code (2.50 USD)"),
        ("temperature", "hot", "'hot' is not a temperature with its unit (21 C, 70 F)"),
        (
            "distance", "5",
            "'5' is not a distance with its unit (5 km, 3 miles, 400 m; units: m, km, mi, yd, ft, cm, mm, in)"
        ),
        (
            "distance", "5 parsecs",
            "'5 parsecs' is not a distance with its unit (5 km, 3 miles, 400 m; units: m, km, mi, yd, ft, cm, mm, in)"
        ),
        (
            "distance", "nan km",
            "'nan km' is not a distance with its unit (5 km, 3 miles, 400 m; units: m, km, mi, yd, ft, cm, mm, in)"
        ),
        ("Size", "medium", "'medium' is not a case of Size (small, large)"),
        ("Drink", "mocha", "'mocha' is not a value of Drink (latte)"),
        ("[Size]", "[small, huge]", "'huge' is not a case of Size (small, large)"),
        ("string", "[a, b]", "a list is not a value of string"),
    ])
    func literalsThatDoNotFitSayWhatWasExpected(type: String, literal: String, message: String) {
        let result = Self.defaultValue(type, literal)
        #expect(result.value == nil)
        #expect(result.problems == [message])
    }
}
