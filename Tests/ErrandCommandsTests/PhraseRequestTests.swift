import ArgumentParser
import Foundation
import Testing

@testable import ErrandCommands

/// A phrase given by the request it stands for: `errand phrases add "coffee time" --request
/// "order a large latte"`.
struct PhraseRequestTests {
    @Test func aRequestGivesTheActionAndItsValues() throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let added = try PhrasesCommandTests.run(
            ["add", "coffee time", "--request", "order a large latte"], state: state)
        #expect(added.lines == ["added coffee time → com.example.coffee OrderCoffee coffee=latte size=large"])
        #expect(added.warnings.isEmpty)
        let edited = try PhrasesCommandTests.run(
            ["edit", "coffee time", "--request", "order a cappuccino"], state: state)
        #expect(edited.lines == ["changed coffee time → com.example.coffee OrderCoffee coffee=cappuccino"])
    }

    /// A phrase says the same each time: "tomorrow" would mean one day for good.
    @Test func aDateInTheRequestIsLeftOutWithAWarning() throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let added = try PhrasesCommandTests.run(
            ["add", "mum call", "--request", "remind me to call mum tomorrow at 7 pm"], state: state)
        #expect(added.lines == ["added mum call → com.example.nudge CreateReminder title=call mum"])
        #expect(added.warnings.contains { $0.hasPrefix("'tomorrow at 7 pm' is left out") })
    }

    @Test func aRequestNotUnderstoodOrGivenWithAnActionIsRefused() throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        #expect {
            _ = try PhrasesCommandTests.run(["add", "sky", "--request", "what's the weather"], state: state)
        } throws: { error in
            "\(error)".contains("refused: 'what's the weather' isn't understood") && "\(error)".contains("--action")
        }
        #expect(throws: ValidationError.self) {
            _ = try PhrasesCommandTests.run(
                ["add", "x", "--request", "order a latte", "--action", "com.example.coffee/OrderCoffee"], state: state)
        }
        #expect(try PhrasesCommandTests.run(["list"], state: state).lines == ["no phrases"])
    }
}
