import ErrandCatalog
import ErrandSuggestions
import ErrandTestSupport
import Testing

/// A title with a count reads as English: the noun the count applies to is in the plural
/// ("Order 2 large lattes"), and only that noun; a count of one leaves it as it is.
struct SuggestionTitleCountTests {
    static func catalog(summary: String) -> Catalog {
        var coffee = CoffeeFixture.app(moreParameters: [
            ParameterDefinition(id: "quantity", title: "Quantity", type: .integer),
            ParameterDefinition(id: "friend", title: "Friend", type: .person),
            ParameterDefinition(id: "vessel", title: "Vessel", type: .custom("Vessel")),
        ])
        coffee.types.append(
            TypeDefinition(
                id: "Vessel",
                kind: .enumeration([EnumCase(id: "cup", title: "Cup"), EnumCase(id: "box", title: "Box")])))
        coffee.actions[0].summary = ParameterSummary(text: summary)
        return Catalog(apps: [coffee])
    }

    static func title(_ summary: String, _ values: [String: String]) -> String {
        ShortcutTitle.title(
            of: Candidate(app: "com.example.coffee", action: "OrderCoffee", values: values),
            in: catalog(summary: summary))
    }

    @Test(arguments: [
        (
            "Order {quantity} {size} {coffee}", ["quantity": "2", "size": "large", "coffee": "latte"],
            "Order 2 large lattes"
        ),
        (
            "Order {quantity} {size} {coffee}", ["quantity": "1", "size": "large", "coffee": "latte"],
            "Order large latte"
        ),
        // A count of one is left out before its noun only.
        ("Order {quantity} for {friend}", ["quantity": "1", "friend": "Ben"], "Order 1 for Ben"),
        ("Order {quantity} {size} {coffee}", ["quantity": "0", "coffee": "latte"], "Order 0 lattes"),
        // s, es, ies; a word already ending in s is left alone.
        ("Order {quantity} {coffee}", ["quantity": "3", "coffee": "Iced Tea"], "Order 3 iced teas"),
        ("Order {quantity} {coffee}", ["quantity": "3", "coffee": "Sandwich"], "Order 3 sandwiches"),
        ("Order {quantity} {coffee}", ["quantity": "3", "coffee": "Cherry Brandy"], "Order 3 cherry brandies"),
        ("Order {quantity} {coffee}", ["quantity": "3", "coffee": "Biscuits"], "Order 3 biscuits"),
        // Only the noun counted: not what follows a preposition, nor a person.
        (
            "Order {quantity} {vessel} of {coffee}", ["quantity": "2", "vessel": "box", "coffee": "mocha"],
            "Order 2 boxes of mocha"
        ),
        (
            "Order {quantity} {coffee} for {friend}", ["quantity": "2", "coffee": "latte", "friend": "Ben"],
            "Order 2 lattes for Ben"
        ),
        // A count with nothing after it counts nothing.
        ("Order {coffee} times {quantity}", ["quantity": "2", "coffee": "latte"], "Order latte times 2"),
        ("Order {coffee} times {quantity}", ["quantity": "1", "coffee": "latte"], "Order latte times 1"),
    ])
    func theNounACountAppliesToIsInThePlural(summary: String, values: [String: String], expected: String) {
        #expect(Self.title(summary, values) == expected)
    }
}
