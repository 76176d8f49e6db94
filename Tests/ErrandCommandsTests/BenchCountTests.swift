import ArgumentParser
import ErrandCommands
import Testing

/// Counts a benchmark cannot run with are refused with the option and the range, before any
/// work starts (a negative count used to crash on an empty range, zero actions to divide by zero).
struct BenchCountTests {
    @Test(arguments: [
        (["bench", "conversation", "--iterations=-1"], "--iterations must be between 1 and 10000000 (got -1)"),
        (["bench", "conversation", "--iterations", "0"], "--iterations must be between 1"),
        (["bench", "conversation", "--webhook-iterations=-1"], "--webhook-iterations must be between 0"),
        (["bench", "understanding", "--requests=-1"], "--requests must be between 1 and 10000000 (got -1)"),
        (["bench", "understanding", "--actions", "0"], "--actions must be between 1 and 1000000 (got 0)"),
        (["bench", "understanding", "--phrases", "0"], "--phrases must be between 1 and 1000 (got 0)"),
    ])
    func aCountOutOfRangeIsRefused(arguments: [String], message: String) {
        #expect {
            _ = try Errand.parseAsRoot(arguments)
        } throws: { error in
            Errand.message(for: error).contains(message)
        }
    }

    @Test func zeroWebhookIterationsStillMeansSkipIt() throws {
        _ = try Errand.parseAsRoot(["bench", "conversation", "--webhook-iterations", "0"])
    }
}
