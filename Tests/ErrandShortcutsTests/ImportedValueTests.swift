import ErrandCatalog
import ErrandConversation
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandShortcuts

/// An imported shortcut may only hold values its apps accept: a value the run would refuse
/// ("tea isn't one of the choices") is refused at import, naming the step, the parameter and
/// the values accepted.
@Suite struct ImportedValueTests {
    static func order(_ coffee: Value) -> Shortcut {
        Shortcut(
            id: "usual", name: "Order my usual",
            steps: [.app("order", "com.example.coffee", "OrderCoffee", ["coffee": .literal(coffee)])])
    }

    static func importing(_ shortcut: Shortcut, catalog: Catalog = ExampleApps.catalog, answers: [String: Value] = [:])
        throws -> ShareFileImporter.Result
    {
        let data = try ShareFileExporter.shareFile(of: [shortcut]).encoded()
        return try ShareFileImporter(catalog: catalog).importShortcuts(
            from: data, for: "amy", into: InMemoryShortcutLibrary(),
            options: ShareFileImporter.Options(answers: answers))
    }

    @Test(arguments: [
        Value.entity(EntityReference(type: "Drink", id: "tea", title: "Tea")), .string("tea"), .enumCase("tea"),
    ])
    func anEntityTheAppDoesNotListIsRefused(_ tea: Value) throws {
        #expect {
            try Self.importing(Self.order(tea))
        } throws: { error in
            "\(error)".contains(
                "shortcuts[0].steps[0] (step \"order\"), parameter 'coffee': 'tea' is not a Drink; "
                    + "'coffee' takes a Drink (one of latte, cappuccino, mocha)")
        }
    }

    @Test func aListedEntityByItsIdOrTitleIsImported() throws {
        let latte = Value.entity(EntityReference(type: "Drink", id: "latte", title: "Latte"))
        #expect(try Self.importing(Self.order(latte)).shortcuts.count == 1)
        #expect(try Self.importing(Self.order(.string("Cappuccino"))).shortcuts.count == 1)
    }

    @Test func anAnswerTheAppDoesNotListIsRefused() throws {
        var asking = Self.order(.string("latte"))
        asking.importQuestions = [ImportQuestion(step: "order", parameter: "coffee", prompt: "Your usual?")]
        #expect {
            try Self.importing(asking, answers: ["order.coffee": .string("tea")])
        } throws: { error in
            "\(error)".contains("parameter 'coffee': 'tea' is not a Drink; 'coffee' takes a Drink (one of latte")
        }
        #expect(try Self.importing(asking, answers: ["order.coffee": .string("latte")]).shortcuts.count == 1)
    }

    @Test func aDynamicEntityTakesAnyIdentifier() throws {
        let music = TestData.repositoryRoot.appendingPathComponent("Examples/music.yaml").path
        let catalog = try ManifestLoader().load(paths: [music]).catalog
        let playlist = Value.entity(EntityReference(type: "Playlist", id: "road-trip", title: "Road trip"))
        let add = Shortcut(
            id: "add", name: "Add to road trip",
            steps: [.app("add", "com.example.groovebox", "AddToPlaylist", ["playlist": .literal(playlist)])])
        #expect(try Self.importing(add, catalog: catalog).shortcuts.count == 1)
    }

    // A parameter's fixed list of choices holds at import as at the run: a share file that
    // writes 7 for a percent of 10 or 15 is refused, naming the step, the parameter, the value
    // and the choices, whether the value is a literal or a text with nothing to fill in.
    @Test(arguments: [ParameterBinding.literal(.integer(7)), .literal(.string("7")), .text("7")])
    func aValueOutsideAParametersFixedChoicesIsRefused(_ seven: ParameterBinding) throws {
        let library = InMemoryShortcutLibrary()
        #expect {
            try ShareFileImporter(catalog: Catalog(apps: [ShareFixtures.tips])).importShortcuts(
                from: ShareFileExporter.shareFile(of: [ShareFixtures.tip(["percent": seven])]).encoded(),
                for: "amy", into: library)
        } throws: { error in
            "\(error)".contains(
                "shortcuts[0].steps[0] (step \"tip\"), parameter 'percent': '7' is not one of the choices of "
                    + "'percent' (10, 15)")
        }
        #expect(try library.shortcuts(of: "amy").isEmpty)
        let fifteen = ShareFixtures.tip(["percent": .text("15"), "mood": .literal(.string("calm"))])
        #expect(try Self.importing(fifteen, catalog: Catalog(apps: [ShareFixtures.tips])).shortcuts.count == 1)
    }

    @Test func anAnswerOutsideAParametersFixedChoicesIsRefused() throws {
        var asking = ShareFixtures.tip(["mood": .literal(.string("Happy"))])
        asking.importQuestions = [ImportQuestion(step: "tip", parameter: "mood", prompt: "How do you feel?")]
        let catalog = Catalog(apps: [ShareFixtures.tips])
        #expect {
            try Self.importing(asking, catalog: catalog, answers: ["tip.mood": .string("Angry")])
        } throws: { error in
            "\(error)".contains(
                "shortcuts[0].steps[0] (step \"tip\"), parameter 'mood': 'Angry' is not one of the choices of "
                    + "'mood' (Happy, Calm)")
        }
        #expect(
            try Self.importing(asking, catalog: catalog, answers: ["tip.mood": .string("calm")]).shortcuts.count == 1)
    }

    // A text with nothing to fill in is the value the run uses: "tea" written as a text is
    // refused as "tea" written as a literal is.
    @Test func anEntityWrittenAsATextTheAppDoesNotListIsRefused() throws {
        let order = Shortcut(
            id: "usual", name: "Order my usual",
            steps: [.app("order", "com.example.coffee", "OrderCoffee", ["coffee": .text("tea")])])
        #expect {
            try Self.importing(order)
        } throws: { error in
            "\(error)".contains("parameter 'coffee': 'tea' is not a Drink; 'coffee' takes a Drink (one of latte")
        }
    }
}
