import ErrandCatalog
import ErrandTestSupport

/// The catalog the phrase tests check against: a coffee app with a template and an app
/// shortcut of its own ("latte again"), and a notes app whose template has a wildcard.
enum PhraseFixtures {
    static let latte = CoffeeFixture.latte

    static let catalog = Catalog(apps: [
        CoffeeFixture.app(
            phrases: ["order [a] [{size}] {coffee}"],
            shortcuts: [AppShortcut(phrase: "latte again", action: "OrderCoffee", values: ["coffee": latte])]),
        AppDefinition(
            id: "com.example.notes", name: "Notes",
            actions: [
                ActionDefinition(
                    id: "CreateNote", title: "Create note", category: .create,
                    parameters: [ParameterDefinition(id: "text", title: "Text", type: .string, isRequired: true)],
                    phrases: ["note {text}"])
            ]),
    ])
}
