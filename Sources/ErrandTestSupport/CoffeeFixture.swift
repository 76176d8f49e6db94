import ErrandCatalog

/// The small coffee app several test targets order from: "Coffee Corner", its sizes (small,
/// large) and drinks (latte, mocha), and one action, `OrderCoffee(coffee, size)`.
public enum CoffeeFixture {
    public static let latte = Value.entity(EntityReference(type: "Drink", id: "latte", title: "Latte"))

    /// The app, with `moreParameters` after coffee and size, the action's `phrases` and the
    /// app's own `shortcuts`.
    public static func app(
        moreParameters: [ParameterDefinition] = [], phrases: [String] = [], shortcuts: [AppShortcut] = []
    ) -> AppDefinition {
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
                    ] + moreParameters,
                    phrases: phrases)
            ],
            shortcuts: shortcuts)
    }
}
