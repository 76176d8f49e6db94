import ErrandCatalog
import ErrandLanguage
import Foundation
import Testing

/// Two apps may have a phrase of the same shape ("how much is a {size}"): a bowl is a size of
/// soup and of coffee alike. The words cannot say which app is meant, but the conversation can:
/// of two phrases that read a request as well as each other, the one of the app the person was
/// last talking to is taken, or that of the request under way. With neither, the app that
/// calls the value by its own title comes before one that has it only as a synonym.
struct TemplateTieInTheLastAppTests {
    static func app(_ id: String, size: EnumCase = EnumCase(id: "small", title: "Small", synonyms: ["cup"]))
        -> AppDefinition
    {
        AppDefinition(
            id: id, name: id,
            types: [TypeDefinition(id: "Size", kind: .enumeration([size]))],
            actions: [
                ActionDefinition(
                    id: "CheckPrice", title: "Check price", category: .information,
                    parameters: [ParameterDefinition(id: "size", title: "Size", type: .custom("Size"))],
                    phrases: ["how much is a {size}"])
            ])
    }

    static func best(
        _ text: String, _ context: UnderstandingContext,
        in catalog: Catalog = Catalog(apps: [app("com.example.first"), app("com.example.second")])
    ) throws -> Interpretation? {
        try Understander(catalog: catalog, model: nil).interpretations(of: text, context: context).best
    }

    @Test(arguments: ["com.example.first", "com.example.second"])
    func theLastAppsPhraseIsTaken(app: String) throws {
        let best = try #require(try Self.best("how much is a cup", UnderstandingContext(lastApp: app)))
        #expect(best.app == app)
        #expect(best.source == .template)
    }

    @Test(arguments: ["com.example.first", "com.example.second"])
    func theRequestUnderWaysAppComesFirst(app: String) throws {
        let other = app == "com.example.first" ? "com.example.second" : "com.example.first"
        let context = UnderstandingContext(pendingApp: app, pendingAction: "CheckPrice", lastApp: other)
        #expect(try Self.best("how much is a cup", context)?.app == app)
    }

    /// The second app's size is called "Cup"; to the first, a cup is only another word for small.
    static let cupByTitle = Catalog(apps: [
        app("com.example.first"), app("com.example.second", size: EnumCase(id: "cup", title: "Cup")),
    ])

    @Test func theValuesOwnTitleComesBeforeASynonym() throws {
        #expect(
            try Self.best("how much is a cup", UnderstandingContext(), in: Self.cupByTitle)?.app == "com.example.second"
        )
    }

    @Test func theLastAppComesBeforeTheTitle() throws {
        let context = UnderstandingContext(lastApp: "com.example.first")
        #expect(try Self.best("how much is a cup", context, in: Self.cupByTitle)?.app == "com.example.first")
    }
}
