import ErrandCatalog
import Testing

/// An app, action or parameter the catalog lacks is refused with a close name when there is one,
/// and what there is — in the same words by every command.
struct UnknownNameTests {
    @Test func aSlipIsAnsweredWithTheNameMeant() {
        #expect(
            UnknownName.app("com.example.cofee", known: ["com.example.tea", "com.example.coffee"])
                == "no app 'com.example.cofee' in the catalog, did you mean 'com.example.coffee'?; known apps: "
                + "com.example.coffee, com.example.tea")
        #expect(
            UnknownName.app("com.example.nope", known: ["com.example.notes"])
                == "no app 'com.example.nope' in the catalog; known apps: com.example.notes")
        #expect(
            UnknownName.action("OrderCofee", app: "com.example.coffee", known: ["OrderCoffee", "CheckPrice"])
                == "app 'com.example.coffee' has no action 'OrderCofee', did you mean 'OrderCoffee'?; its actions are "
                + "CheckPrice, OrderCoffee")
        #expect(
            UnknownName.parameter("colour", action: "OrderCoffee", known: [])
                == "action 'OrderCoffee' has no parameter 'colour'; its parameters are (none)")
    }
}
