import ErrandSuggestions
import Foundation
import Testing

/// What apps hand in as JSON reads as they write it, and what does not read says where.
struct OfferDecodingTests {
    @Test func aSuggestedShortcutMayLeaveOutItsValues() throws {
        let json = #"[{"id":"agenda","action":"ShowAgenda","title":"Show today's agenda"}]"#
        let list = try JSONDecoder().decode([SuggestedShortcut].self, from: Data(json.utf8))
        #expect(list == [SuggestedShortcut(id: "agenda", action: "ShowAgenda", title: "Show today's agenda")])
    }

    @Test func aDecodingProblemSaysWhere() {
        func problem<Item: Decodable>(_ type: Item.Type, _ json: String) -> String {
            do {
                _ = try JSONDecoder().decode(type, from: Data(json.utf8))
                return "decoded"
            } catch {
                return DecodingProblem.describe(error)
            }
        }
        #expect(
            problem([SuggestedShortcut].self, #"[{"id":"a","action":"B","title":"C"},{"id":"x"}]"#)
                == "missing key 'action' at '[1]'")
        #expect(problem([SuggestedShortcut].self, #"{"id":"a"}"#).hasPrefix("wrong type: "))
        #expect(
            problem([SuggestedShortcut].self, #"[{"id":"a","action":"B","title":7}]"#).hasPrefix(
                "wrong type at '[0].title'"))
        #expect(problem([SuggestedShortcut].self, "[{") == "not valid JSON")
    }
}
