import ErrandTestSupport
import Foundation
import Testing

/// `errand parse` and `errand train` read the catalog `errand chat` runs unless told otherwise:
/// the example apps built into Errand, wherever the executable is started.
struct ParseCommandTests {
    static var executable: URL? { ErrandProcess.executable }
    static let examples = TestData.repositoryRoot.appendingPathComponent("Examples").path

    static func app(of arguments: [String]) async throws -> String? {
        let output = try await ErrandProcess.run(["parse", "--json"] + arguments, input: "").output
        let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        let interpretations = object?["interpretations"] as? [[String: Any]]
        return interpretations?.first?["app"] as? String
    }

    // Before, `parse` with no `--catalog` read the repository's `Examples/` manifests, where
    // payments are Tally's, while `chat` answered with the built-in payments app.
    @Test(.enabled(if: executable != nil, "the errand executable is not built"))
    func withNoCatalogTheBuiltInAppsAnswerAsInChat() async throws {
        #expect(try await Self.app(of: ["send 5 dollars to amy"]) == "com.example.payments")
        #expect(try await Self.app(of: ["--catalog", Self.examples, "send 5 dollars to amy"]) == "com.example.tally")
    }

    /// Two slots side by side show the other places they can be divided, which the app is
    /// asked about when it refuses the first value.
    @Test(.enabled(if: executable != nil, "the errand executable is not built"))
    func theOtherSplitsOfAdjacentSlotsAreShown() async throws {
        let text = try await ErrandProcess.run(["parse", "text bob running late"], input: "").output
        #expect(text.contains("recipients = [Bob (person)]  \"bob\""))
        #expect(text.contains("or recipients \"bob running\", content \"late\""))
        let json = try await ErrandProcess.run(["parse", "--json", "text bob running late"], input: "").output
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let first = (object?["interpretations"] as? [[String: Any]])?.first
        let splits = first?["alternativeSplits"] as? [[String: [String: Any]]]
        #expect(splits?.first?["content"]?["text"] as? String == "late")
        let plain = try await ErrandProcess.run(["parse", "--json", "order a large latte"], input: "").output
        #expect(!plain.contains("alternativeSplits"))
    }

    /// Words the model did not read are shown as written, one line under the reading.
    @Test(.enabled(if: executable != nil, "the errand executable is not built"))
    func theWordsTheModelDidNotReadAreShown() async throws {
        let text = try await ErrandProcess.run(["parse", "order a latte with oat milk, and a muffin"], input: "").output
        #expect(text.contains("\n     unread \"oat milk\", \"muffin\""))
        let json = try await ErrandProcess.run(["parse", "--json", "start a run with my dog"], input: "").output
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let first = (object?["interpretations"] as? [[String: Any]])?.first
        #expect(first?["unreadWords"] as? [String] == ["dog"])
        let plain = try await ErrandProcess.run(["parse", "--json", "order a large latte"], input: "").output
        #expect(!plain.contains("unreadWords"))
    }

    /// A request not understood shows the readings that fell under the confidence bar, so a
    /// manifest's author sees which action came closest, and how far; one nothing read at all
    /// says only "not understood".
    @Test(.enabled(if: executable != nil, "the errand executable is not built"))
    func theReadingsUnderTheBarAreShownForARequestNotUnderstood() async throws {
        // NB: which action comes closest moves with the catalog's phrases; that one does is the point.
        let text = try await ErrandProcess.run(["parse", "are there any updates available?"], input: "").output
        #expect(text.hasPrefix("not understood; under the confidence bar of 0.43:\n1. com.example."))
        let nothing = try await ErrandProcess.run(["parse", "what's the weather"], input: "").output
        #expect(nothing == "not understood\n")
    }

    /// A request read with its typing slips respelled shows the words as read.
    @Test(.enabled(if: executable != nil, "the errand executable is not built"))
    func theWordsAsReadAreShownForARequestWithSlips() async throws {
        let text = try await ErrandProcess.run(["parse", "plya kind of blue"], input: "").output
        #expect(text.hasPrefix("read as \"play kind of blue\"\n1. com.example.music PlayMedia"))
        let json = try await ErrandProcess.run(["parse", "--json", "ordr a latte"], input: "").output
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(object?["readAs"] as? String == "order a latte")
        let plain = try await ErrandProcess.run(["parse", "--json", "order a latte"], input: "").output
        #expect(!plain.contains("readAs"))
    }

    @Test(.enabled(if: executable != nil, "the errand executable is not built"))
    func aModelTrainedWithNoCatalogServesParseWithNoCatalog() async throws {
        let model = FileManager.default.temporaryDirectory.appendingPathComponent("errand-\(UUID().uuidString).model")
        defer { try? FileManager.default.removeItem(at: model) }
        let trained = try await ErrandProcess.run(["train", "--output", model.path], input: "")
        #expect(trained.status == 0)
        #expect(try await Self.app(of: ["--model", model.path, "order a large latte"]) == "com.example.coffee")
        let other = try await ErrandProcess.runCapturingErrors(
            ["parse", "--catalog", Self.examples, "--model", model.path, "order a large latte"])
        #expect(other.status != 0)
        #expect(other.errors.contains("was trained on another catalog"))
    }
}
