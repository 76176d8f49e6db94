import ArgumentParser
import ErrandCommands
import Foundation
import Testing

/// The evaluation commands refuse numbers their help does not allow before reading a log,
/// rather than running on them (or stopping the program, as all-zero shares once did).
struct EvalOptionTests {
    @Test(arguments: [
        (["--mixture", "0,0,0,0,0"], "--mixture must be six numbers of at least 0, not all 0"),
        (["--mixture", "1,abc,1,1,1,1"], "got '1,abc,1,1,1,1'"),
        (["--mixture", "nan,1,1,1,1"], "--mixture must be"),
        (["--interpolation", "2"], "--interpolation must be a number from 0 to 1; got 2.0"),
        (["--anchoring", "nan"], "--anchoring must be a number from 0 to 1; got nan"),
        (["--half-life", "0"], "--half-life must be a number above 0; got 0.0"),
        (["--recency-weight=-1"], "--recency-weight must be a number at least 0; got -1.0"),
        (["--misses=-1"], "--misses must be 0 or more; got -1"),
        (["--weight", "hour=-1"], "--weight 'hour=-1' must be FEATURE=NUMBER with a NUMBER of at least 0"),
    ])
    func suggestionsRefusesNumbersOutsideTheirRange(arguments: [String], message: String) {
        #expect {
            _ = try EvalSuggestions.parse(["--log", "unread.jsonl"] + arguments)
        } throws: { error in
            EvalSuggestions.message(for: error).contains(message)
        }
    }

    @Test func suggestionsAcceptsTheNumbersItsHelpAllows() throws {
        _ = try EvalSuggestions.parse([
            "--log", "unread.jsonl", "--mixture", "0,0,0,1,0", "--interpolation", "0", "--anchoring", "1",
            "--weight", "hour=0", "--lift", "device=0.6", "--misses", "3",
        ])
    }

    @Test(arguments: [
        (["--examples=-1"], "--examples must be 0 or more; got -1"),
        (["--min-time-confidence", "2"], "--min-time-confidence must be a number from 0 to 1; got 2.0"),
        (["--max-spread", "nan"], "--max-spread must be a number above 0; got nan"),
    ])
    func routinesRefusesNumbersOutsideTheirRange(arguments: [String], message: String) {
        #expect {
            _ = try EvalRoutines.parse(["--log", "unread.jsonl", "--truth", "unread.jsonl"] + arguments)
        } throws: { error in
            EvalRoutines.message(for: error).contains(message)
        }
    }

    // A truth file with nothing planted would score any miner as perfect (recall 1.000); it is
    // refused, as an empty log is.
    @Test func routinesRefusesATruthWithNothingPlanted() throws {
        let directory = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("log.jsonl").path
        let truth = directory.appendingPathComponent("truth.jsonl").path
        try Simulate.parse(["--people", "2", "--days", "7", "-o", log]).run()
        #expect(FileManager.default.createFile(atPath: truth, contents: Data("\n".utf8)))
        #expect {
            try EvalRoutines.parse(["--log", log, "--truth", truth]).run()
        } throws: { error in
            "\(error)".contains("\(truth): no planted routines")
        }
    }
}
