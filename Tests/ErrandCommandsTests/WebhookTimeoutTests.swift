import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandCommands

/// A manifest's webhook timeout never stops a command: one out of range is refused with where
/// it is written, and the wait is always a number of milliseconds a clock can hold.
struct WebhookTimeoutTests {
    @Test func aHugeTimeoutIsRefusedWhereItIsWritten() throws {
        let scratch = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("slow.yaml")
        try Data(
            """
            app: com.example.slow
            name: Slow
            actions:
              Wait: { title: Wait, category: generic }
            handler: { webhook: "https://example.com/hook", timeout: 1e300 }
            """.utf8
        ).write(to: file)
        #expect {
            _ = try ConversationSetup(catalogPaths: [file.path])
        } throws: { error in
            "\(error)".contains("\(file.path):5:") && "\(error)".contains("handler.timeout: a timeout of")
        }
    }

    @Test(
        arguments: [
            (nil, 5_000), (0.25, 250), (1e300, 300_000), (-1, 1), (Double.nan, 5_000), (Double.infinity, 300_000),
        ] as [(Double?, Int64)])
    func theWaitIsHeldToWhatAClockCanHold(_ timeout: Double?, _ milliseconds: Int64) {
        #expect(ConversationSetup.milliseconds(of: timeout) == milliseconds)
    }
}
