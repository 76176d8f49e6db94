import ErrandCatalog
import Foundation
import Testing

@Suite("Pretty JSON")
struct PrettyJSONTests {
    struct Sample: Codable, Equatable {
        var list: [Int] = []
        var table: [String: Int] = [:]
        var text = "brackets [\n] and braces {\n} inside a string"
    }

    @Test("an empty list prints as [] rather than brackets on two lines")
    func emptyList() throws {
        #expect(try PrettyJSON.text([Sample]()) == "[]")
    }

    @Test("empty containers inside a value are compacted too, and strings are left alone")
    func nestedContainers() throws {
        let text = try PrettyJSON.text([Sample()])
        #expect(text.contains(#""list" : [],"#))
        #expect(text.contains(#""table" : {},"#))
        #expect(text.contains(#""text" : "brackets [\n] and braces {\n} inside a string""#))
        let decoded = try JSONDecoder().decode([Sample].self, from: Data(text.utf8))
        #expect(decoded == [Sample()])
    }

    @Test("keys are sorted and slashes are not escaped")
    func sortedKeys() throws {
        #expect(try PrettyJSON.text(["b": "1/2", "a": "x"]) == "{\n  \"a\" : \"x\",\n  \"b\" : \"1/2\"\n}")
    }
}
