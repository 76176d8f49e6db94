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
}
