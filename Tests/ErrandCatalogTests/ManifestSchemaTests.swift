import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing
import Yams

/// `Schemas/manifest.schema.json` says what the loader accepts, so editors complete and check
/// manifests the way `errand` will read them.
struct ManifestSchemaTests {
    static let schemaURL = TestData.repositoryRoot.appendingPathComponent("Schemas/manifest.schema.json")

    static func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: schemaURL)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func definitions() throws -> [String: [String: Any]] {
        let defs = try #require(try schema()["$defs"] as? [String: Any])
        return defs.compactMapValues { $0 as? [String: Any] }
    }

    static func composed(_ url: URL) throws -> Node {
        let text = try String(contentsOf: url, encoding: .utf8)
        return try #require(try Yams.compose(yaml: text))
    }

    @Test func isADraft2020SchemaWhoseRootIsTheApp() throws {
        let schema = try Self.schema()
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["$ref"] as? String == "#/$defs/app")
    }

    @Test(arguments: ManifestKeys.all.keys.sorted())
    func eachObjectAcceptsExactlyTheLoadersKeys(kind: String) throws {
        let definition = try #require(try Self.definitions()[kind], "no $defs.\(kind)")
        let properties = try #require(definition["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(ManifestKeys.all[kind] ?? []))
        #expect(definition["additionalProperties"] as? Bool == false, "\(kind) must flag unknown keys")
    }

    @Test func everyObjectOfTheSchemaIsAKindTheLoaderChecks() throws {
        let objects = try Self.definitions().filter { $0.value["properties"] != nil }.keys
        #expect(Set(objects) == Set(ManifestKeys.all.keys))
    }

    @Test func enumerationsMatchTheModel() throws {
        let definitions = try Self.definitions()
        let action = try #require(definitions["action"]?["properties"] as? [String: [String: Any]])
        #expect(action["category"]?["enum"] as? [String] == ActionCategory.allCases.map(\.rawValue))
        #expect(action["adopts"]?["enum"] as? [String] == SystemDomains.intentNames)
        #expect(
            action["authentication"]?["enum"] as? [String] == ActionDefinition.Authentication.allCases.map(\.rawValue))
        let builtIns = try #require(definitions["builtInType"]?["enum"] as? [String])
        #expect(Set(builtIns) == Set(ValueType.builtIns.keys))
    }

    @Test(arguments: ManifestFixtures.exampleFiles())
    func everyExampleConformsToTheSchema(example: URL) throws {
        let checker = SchemaChecker(schema: try Self.schema())
        #expect(checker.problems(of: try Self.composed(example)) == [])
    }

    @Test func manifestsWithUnknownKeysDoNotConform() throws {
        let checker = SchemaChecker(schema: try Self.schema())
        let yaml = checker.problems(
            of: try Self.composed(ManifestFixtures.broken.appendingPathComponent("unknown-keys.yaml")))
        #expect(yaml.contains("nmae: the schema has no key 'nmae' here"))
        #expect(yaml.contains("actions.OrderTea.titel: the schema has no key 'titel' here"))
        #expect(yaml.contains("actions.OrderTea.parameters.size.promt: the schema has no key 'promt' here"))
        #expect(yaml.contains("types.Size: matches 0 of the oneOf choices"))
        let json = checker.problems(
            of: try Self.composed(ManifestFixtures.broken.appendingPathComponent("json-unknown-key.json")))
        #expect(json == ["actions.OrderTea.parameters.cups.defualt: the schema has no key 'defualt' here"])
    }

    @Test func manifestsThatBreakTheRulesOfTheSchemaDoNotConform() throws {
        let checker = SchemaChecker(schema: try Self.schema())
        let source = """
            app: coffee
            name: Coffee
            actions:
              Order: { title: Order coffee, category: ordering }
              Send: { adopts: messaging.sendMessage, category: share }
              Plain: { category: start }
            shortcuts: [ { phrase: order coffee } ]
            handler: { webhook: ftp://example.com, timeout: 900 }
            """
        let problems = checker.problems(of: try #require(try Yams.compose(yaml: source)))
        #expect(problems.contains("app: 'coffee' does not match ^[A-Za-z0-9_-]+(\\.[A-Za-z0-9_-]+)+$"))
        #expect(problems.contains("actions.Order.category: ordering is not one of the accepted values"))
        #expect(problems.contains("actions.Send: matches a schema it must not"))
        #expect(problems.contains("actions.Plain: missing 'title'"))
        #expect(problems.contains("shortcuts[0]: missing 'action'"))
        #expect(problems.contains("handler.webhook: 'ftp://example.com' does not match ^https?://"))
        #expect(problems.contains("handler.timeout: 900.0 is above 300.0"), "\(problems)")
    }
}
