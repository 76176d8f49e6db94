import ErrandCatalog

/// The catalog the phrase tests check against: a coffee app with a template and an app
/// shortcut of its own ("latte again"), and a notes app whose template has a wildcard.
enum PhraseFixtures {
    static let latte = Value.entity(EntityReference(type: "Drink", id: "latte", title: "Latte"))

    static let catalog = Catalog(apps: [
        AppDefinition(
            id: "com.example.coffee", name: "Coffee Corner",
            types: [
                TypeDefinition(
                    id: "Size",
                    kind: .enumeration([EnumCase(id: "small", title: "Small"), EnumCase(id: "large", title: "Large")])),
                TypeDefinition(
                    id: "Drink",
                    kind: .entity(
                        values: [EntityValue(id: "latte", title: "Latte"), EntityValue(id: "mocha", title: "Mocha")],
                        dynamic: false)),
            ],
            actions: [
                ActionDefinition(
                    id: "OrderCoffee", title: "Order coffee", category: .order,
                    parameters: [
                        ParameterDefinition(id: "coffee", title: "Coffee", type: .custom("Drink"), isRequired: true),
                        ParameterDefinition(id: "size", title: "Size", type: .custom("Size")),
                    ],
                    phrases: ["order [a] [{size}] {coffee}"])
            ],
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
