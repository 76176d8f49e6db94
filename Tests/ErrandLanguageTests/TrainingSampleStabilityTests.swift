import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandLanguage

/// Each phrase samples its training sentences from its own seed: an edit to one app's phrases
/// leaves every other app's sentences, and so how its requests are read, as they were.
struct TrainingSampleStabilityTests {
    static func catalog(coffee: String) throws -> Catalog {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("errand-stability-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let examples = TestData.repositoryRoot.appendingPathComponent("Examples")
        try Data(coffee.utf8).write(to: folder.appendingPathComponent("coffee.yaml"))
        try FileManager.default.copyItem(
            at: examples.appendingPathComponent("soup.yaml"), to: folder.appendingPathComponent("soup.yaml"))
        return try ManifestLoader().load(paths: [folder.path]).catalog
    }

    @Test func anotherAppsPhrasesLeaveAnAppsSentences() throws {
        let examples = TestData.repositoryRoot.appendingPathComponent("Examples")
        let coffee = try String(contentsOf: examples.appendingPathComponent("coffee.yaml"), encoding: .utf8)
        let edited = coffee.replacingOccurrences(
            of: #""reorder coffee" ]"#, with: #""reorder coffee", "get me [a] [{size}] {coffee} [now]" ]"#)
        #expect(edited != coffee)
        let before = try CatalogTrainingData(catalog: Self.catalog(coffee: coffee)).examples()
        let after = try CatalogTrainingData(catalog: Self.catalog(coffee: edited)).examples()
        let soup = { (examples: [TrainingExample]) in examples.filter { $0.intent.hasPrefix("com.example.ladle") } }
        #expect(!soup(before).isEmpty)
        #expect(soup(before) == soup(after))
        #expect(before.count < after.count)
    }
}
