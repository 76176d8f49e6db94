import ErrandCatalog
import ErrandSuggestions
import ErrandTestSupport
import Testing

/// A suggestion's title is the action's parameter summary read as a sentence: no holes where a
/// value was never kept, common words in lower case, the variant its parent parameter picks.
struct SuggestionTitleSentenceTests {
    static let catalog: Catalog = {
        var coffee = CoffeeFixture.app(moreParameters: [
            ParameterDefinition(id: "grind", title: "Grind", type: .string),
            ParameterDefinition(id: "friend", title: "Friend", type: .person),
            ParameterDefinition(id: "method", title: "Method", type: .custom("Method")),
            ParameterDefinition(id: "store", title: "Store", type: .place),
        ])
        coffee.types.append(
            TypeDefinition(
                id: "Method",
                kind: .enumeration([
                    EnumCase(id: "pickup", title: "Pickup"), EnumCase(id: "delivery", title: "Delivery"),
                ])
            ))
        // As the soup app's "Order {size} of {soup}" ("Order bowl of clam chowder").
        coffee.actions[0].summary = ParameterSummary(
            text: "Order {size} of {coffee} for {friend}", parameter: "method",
            variants: [.init(value: .enumCase("pickup"), text: "Order {size} {coffee} for pickup at {store}")])
        var ground = coffee.actions[0]
        ground.id = "OrderGroundCoffee"
        ground.title = "Order ground coffee"
        ground.parameters = [ParameterDefinition(id: "grind", title: "Grind", type: .string, isRequired: true)]
        ground.summary = ParameterSummary(text: "Order {grind}-ground coffee")
        var task = ground
        task.id = "AddTask"
        task.title = "Add task"
        task.parameters = [
            ParameterDefinition(id: "title", title: "Task", type: .string, isRequired: true),
            ParameterDefinition(id: "list", title: "List", type: .string),
        ]
        task.summary = ParameterSummary(text: "Add {title} to {list}")
        coffee.actions += [ground, task]
        return Catalog(apps: [coffee])
    }()

    static func title(_ action: String, _ values: [String: String]) -> String {
        ShortcutTitle.title(of: Candidate(app: "com.example.coffee", action: action, values: values), in: catalog)
    }

    @Test(arguments: [
        // Enum cases and entities read as common words; people keep their capitals.
        ("OrderCoffee", ["coffee": "Latte", "size": "large", "friend": "Ben"], "Order large of latte for Ben"),
        // An optional value left out takes its preposition along, or the "of" after it.
        ("OrderCoffee", ["coffee": "Latte"], "Order latte"),
        // The parent parameter picks its variant.
        (
            "OrderCoffee", ["coffee": "Mocha", "method": "pickup", "store": "Main St"],
            "Order mocha for pickup at Main St"
        ),
        ("OrderCoffee", ["coffee": "Mocha", "method": "pickup"], "Order mocha for pickup"),
        // A required value the candidate lacks (a long text is never kept) leaves no hole.
        ("OrderGroundCoffee", [:], "Order ground coffee"),
        ("OrderGroundCoffee", ["grind": "fine"], "Order fine-ground coffee"),
        ("AddTask", ["list": "Groceries"], "Add task · Groceries"),
        ("AddTask", ["title": "Milk", "list": "Groceries"], "Add Milk to Groceries"),
        ("OrderCoffee", ["size": "large"], "Order coffee · large"),
    ])
    func aTitleReadsAsASentence(action: String, values: [String: String], expected: String) {
        #expect(Self.title(action, values) == expected)
    }

    // A distance or a temperature reads as a screen writes it, not as the suggestion text the
    // candidate keeps ("Log a 5.0 kilometers run").
    @Test func aMeasureReadsAsWritten() throws {
        let log = ActionDefinition(
            id: "LogRun", title: "Log a run",
            parameters: [
                ParameterDefinition(id: "distance", title: "Distance", type: .distance, isRequired: true),
                ParameterDefinition(id: "heat", title: "Temperature", type: .temperature),
            ], summary: ParameterSummary(text: "Log a {distance} run in {heat}"))
        let catalog = Catalog(apps: [AppDefinition(id: "com.example.trail", name: "Trail", actions: [log])])
        let values = [
            "distance": try #require(Value.distance(Distance(value: 8, unit: .kilometers)).salientText),
            "heat": try #require(Value.temperature(Temperature(value: 72, unit: .degree)).salientText),
        ]
        let candidate = Candidate(app: "com.example.trail", action: "LogRun", values: values)
        #expect(ShortcutTitle.title(of: candidate, in: catalog) == "Log an 8 km run in 72°")
        let half = Candidate(app: "com.example.trail", action: "LogRun", values: ["distance": "0.5 miles"])
        #expect(ShortcutTitle.title(of: half, in: catalog) == "Log a 0.5 mi run")
    }
}
