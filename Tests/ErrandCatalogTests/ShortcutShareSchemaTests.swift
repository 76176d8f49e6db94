import ErrandTestSupport
import Foundation
import Testing
import Yams

/// `Schemas/shortcut-share-v1.schema.json` describes the share files Errand writes, so other
/// tools can check them; the example share files conform to it.
struct ShortcutShareSchemaTests {
    static let examples = TestData.repositoryRoot.appendingPathComponent("Examples/Shortcuts")

    static func checker() throws -> SchemaChecker {
        let data = try Data(
            contentsOf: TestData.repositoryRoot.appendingPathComponent(
                "Schemas/shortcut-share-v1.schema.json"))
        return SchemaChecker(schema: try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
    }

    @Test(arguments: ["order-my-usual.shortcut", "running-late.shortcut", "morning.shortcut"])
    func everyExampleShareFileConforms(_ name: String) throws {
        let text = try String(contentsOf: Self.examples.appendingPathComponent(name), encoding: .utf8)
        let problems = try Self.checker().problems(of: try #require(try Yams.compose(yaml: text)))
        #expect(problems == [])
    }

    @Test func aStepWithNeitherABuiltInNorAnAppDoesNotConform() throws {
        let text =
            #"{"format": "errand.shortcut", "version": 1, "shortcuts": [{"id": "a", "name": "A", "steps": [{"id": "s"}]}]}"#
        #expect(try Self.checker().problems(of: try #require(try Yams.compose(yaml: text))) != [])
    }
}
