import ErrandCatalog
import Foundation
import Testing

/// Rules that look across apps, and what an app takes over from a system intent it adopts.
struct LintCatalogTests {
    /// A loaded catalog of the given manifests, keyed by file name.
    static func catalog(_ manifests: [(file: String, source: String)]) -> LoadedCatalog {
        var loaded = LoadedCatalog()
        for (file, source) in manifests {
            let result = ManifestLoader().loadApp(source: source, file: file)
            #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
            guard let app = result.app else { continue }
            loaded.catalog.apps.append(app)
            loaded.sourceMaps[app.id] = result.sourceMap
            loaded.sources[file] = source
        }
        return loaded
    }

    static let soup = """
        app: com.example.soup
        name: Ladle
        alternativeNames: [Ladle Soups]
        actions:
          OrderSoup:
            title: Order soup
            category: order
            phrases: ["reorder soup"]
        """

    @Test("two apps claiming one phrase is a warning on the second; the assistant can ask which app")
    func duplicateAcrossApps() {
        let other = """
            app: com.example.kettle
            name: Kettle
            actions:
              Reorder:
                title: Order again
                category: order
                phrases: ["Reorder soup"]
            """
        let loaded = Self.catalog([("a.yaml", Self.soup), ("b.yaml", other)])
        let found = Linter(rules: [PhraseDuplicate()]).lint(loaded)
        #expect(found.count == 1)
        #expect(found.first?.severity == .warning)
        #expect(found.first?.location?.file == "b.yaml")
        #expect(found.first?.message.contains("Ladle's action OrderSoup (a.yaml:8:") == true)
    }

    @Test("an alternative name or vocabulary term that is another catalog app's name is an error")
    func otherCatalogAppNames() {
        let impostor = """
            app: com.example.impostor
            name: Soup Express
            alternativeNames: [ladle]
            vocabulary: [Ladle Soups]
            actions:
              OrderSoup: { title: Order soup, category: order }
            """
        let loaded = Self.catalog([("a.yaml", Self.soup), ("b.yaml", impostor)])
        let found = Linter(rules: [AlternativeNameOtherApp(), VocabularyOtherAppName()]).lint(loaded)
        #expect(found.map(\.rule) == ["alternative-name-other-app", "vocabulary-other-app-name"])
        #expect(found.allSatisfy { $0.severity == .error && $0.location?.file == "b.yaml" })
        #expect(found.first?.message.contains("Ladle (com.example.soup)") == true)
        #expect(found.last?.message.contains("Ladle Soups (com.example.soup)") == true)
    }

    @Test("what an app takes over from a system intent is not linted; what it writes itself is, at its own path")
    func adoptedIntentsLintOnlyWhatTheAppWrote() {
        let messaging = """
            app: com.example.chat
            name: Parley
            actions:
              SendMessage:
                adopts: messaging.sendMessage
                phrases: ["please send a long message to {recipients} right now"]
            """
        let loaded = Self.catalog([("chat.yaml", messaging)])
        let found = Linter().lint(loaded)
        #expect(found.map(\.rule) == ["phrase-length"])
        #expect(found.first?.path == "actions.SendMessage.phrases[0]")
        #expect(found.first?.location?.line == 6)
    }

    @Test("a catalog built in Swift, with no source map, is linted without locations")
    func catalogWithoutSourceMaps() {
        var loaded = LoadedCatalog()
        loaded.catalog = Catalog(apps: [
            AppDefinition(
                id: "com.example.swift", name: "Swifty",
                actions: [ActionDefinition(id: "Menu", title: "menu of the day.", category: .information)])
        ])
        let found = Linter().lint(loaded)
        #expect(
            Set(found.compactMap(\.rule)) == [
                "title-starts-with-verb", "title-sentence-case", "title-ending-punctuation",
            ])
        #expect(found.allSatisfy { $0.location == nil })
    }
}
