import ErrandCatalog
import Foundation
import Testing

@testable import ErrandShortcuts

/// A share file's shortcut that `shortcuts create` would refuse is not imported either: one
/// with no steps, or with a name that shows nothing.
@Suite struct ShareFileImportRefusalTests {
    @Test func aShortcutWithNoStepsIsNotImported() throws {
        let data = try ShareFileExporter.shareFile(of: [
            Shortcut(id: "a", name: "A", steps: [.builtIn("s", .showResult, ["text": .text("hi")])]),
            Shortcut(id: "e", name: "Empty", steps: []),
        ]).encoded()
        let library = InMemoryShortcutLibrary()
        #expect(throws: ShareFileError.self) {
            try ShareFileImporter(catalog: ShareFixtures.catalog).importShortcuts(from: data, for: "ben", into: library)
        }
        do {
            _ = try ShareFileImporter(catalog: ShareFixtures.catalog).importShortcuts(
                from: data, for: "ben", into: library)
        } catch {
            #expect("\(error)".contains("shortcuts[1].steps: the shortcut has no steps; a shortcut needs at least one"))
        }
        #expect(try library.shortcuts(of: "ben").isEmpty)
    }

    @Test func aNameOfInvisibleCharactersIsNotImported() throws {
        let steps: [ShortcutStep] = [.builtIn("s", .showResult, ["text": .text("hi")])]
        let data = try ShareFileExporter.shareFile(of: [Shortcut(id: "a", name: "\u{200B}\u{202E}", steps: steps)])
            .encoded()
        let library = InMemoryShortcutLibrary()
        do {
            _ = try ShareFileImporter(catalog: ShareFixtures.catalog).importShortcuts(
                from: data, for: "ben", into: library)
            Issue.record("imported")
        } catch {
            #expect("\(error)".contains("shortcuts[0].name: the shortcut's name is only invisible characters"))
        }
        #expect(try library.shortcuts(of: "ben").isEmpty)
    }
}
