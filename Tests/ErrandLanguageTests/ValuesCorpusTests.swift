import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

/// Accuracy floors on Duckling's English corpora (the public half in `shared/data/duckling`).
struct ValuesCorpusTests {
    static let corpus = TestData.shared.appendingPathComponent("data/duckling")
    static let available = FileManager.default.fileExists(atPath: corpus.appendingPathComponent("time.json").path)

    @Test(.enabled(if: available, "the Duckling corpus is not in shared/data"))
    func keepsTheAccuracyFloors() throws {
        let reference = try #require(TimeZone(secondsFromGMT: -7200))
        let evaluation = try ValueCorpusEvaluation.run(
            directory: Self.corpus, now: Date(timeIntervalSince1970: 1_360_650_600), timeZone: reference)
        for dimension in ["number", "ordinal", "duration"] {
            #expect(evaluation.accuracy(of: dimension) >= 0.93, "\(dimension)")
        }
        for dimension in ["money", "temperature"] {
            #expect(evaluation.accuracy(of: dimension) >= 0.88, "\(dimension)")
        }
        #expect(evaluation.accuracy(of: "time") >= 0.83)
        let negativesFound = evaluation.failures.filter { $0.expected == "nothing" }
        #expect(negativesFound.isEmpty, "\(negativesFound.map(\.text))")
    }
}
