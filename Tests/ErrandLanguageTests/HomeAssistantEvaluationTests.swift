import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

struct HomeAssistantEvaluationTests {
    static let directory = TestData.shared.appendingPathComponent("data").appendingPathComponent("home-assistant")
    static let available = FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("sentences/en/_common.yaml").path)

    static func testFiles() throws -> [URL] {
        let tests = directory.appendingPathComponent("tests/en")
        return try FileManager.default.contentsOfDirectory(atPath: tests.path).filter { $0.hasSuffix(".yaml") }.sorted()
            .map { tests.appendingPathComponent($0) }
    }

    @Test(.enabled(if: available, "needs ../shared/data/home-assistant"))
    func homeAssistantTestSentencesPass() throws {
        let evaluation = try HomeAssistantEvaluation(intentsDirectory: Self.directory, testFiles: try Self.testFiles())
        let report = evaluation.run()
        #expect(report.total > 500)
        #expect(
            report.passRate >= 0.98,
            "failures: \(report.failures.prefix(5).map { "\($0.test.sentence): \($0.reason)" })")
    }

    @Test(.enabled(if: available, "needs ../shared/data/home-assistant"))
    func homeAssistantMatchesCarryValuesAndContext() throws {
        let matcher = try HomeAssistantEvaluation(intentsDirectory: Self.directory, testFiles: []).matcher
        let match = try #require(matcher.bestMatch(for: "open the curtain left in the living room"))
        #expect(match.intent == "HassTurnOn")
        #expect(match[slot: "name"]?.value == .string("Curtain Left"))
        #expect(match[slot: "area"]?.value == .string("Living Room"))
        #expect(match.context["domain"] == .string("cover"))
        let brightness = try #require(matcher.bestMatch(for: "set the brightness of the kitchen to forty percent"))
        #expect(brightness.intent == "HassLightSet")
        #expect(brightness[slot: "area"]?.value == .string("Kitchen"))
        #expect(brightness[slot: "brightness"]?.value == .number(40))
    }

    @Test func testCasesCompareLikeTheRunner() {
        let test = HomeAssistantTestCase(
            sentence: "x", intent: "HassTurnOn", slots: ["domain": .list([.string("light"), .string("switch")])],
            context: [:], file: "t.yaml")
        let match = TemplateMatch(
            intent: "HassTurnOn", groupIndex: 0, template: "x",
            slots: [MatchedSlot(name: "domain", value: .string("light"), text: "", offsets: nil, source: .fixed)],
            captures: [], context: [:], response: nil, metadata: [:], literalCharacters: 0, wildcardCount: 0)
        #expect(test.failure(of: match) == nil)
        var wrong = match
        wrong.slots.append(
            MatchedSlot(name: "area", value: .string("Kitchen"), text: "kitchen", offsets: 0..<7, source: .list))
        #expect(test.failure(of: wrong) == "unexpected slot area=\"Kitchen\"")
        #expect(test.failure(of: Optional<TemplateMatch>.none) == "no match")
    }
}
