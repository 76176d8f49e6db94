import ArgumentParser
import Foundation
import Testing

@testable import ErrandCommands

/// A phrase given by the request it stands for: `errand phrases add "coffee time" --request
/// "order a large latte"`.
struct PhraseRequestTests {
    @Test func aRequestGivesTheActionAndItsValues() async throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let added = try await PhrasesCommandTests.run(
            ["add", "coffee time", "--request", "order a large latte"], state: state)
        #expect(added.lines == ["added coffee time → com.example.coffee OrderCoffee coffee=latte size=large"])
        #expect(added.warnings.isEmpty)
        let edited = try await PhrasesCommandTests.run(
            ["edit", "coffee time", "--request", "order a cappuccino"], state: state)
        #expect(edited.lines == ["changed coffee time → com.example.coffee OrderCoffee coffee=cappuccino"])
    }

    /// The words of a message are divided where the app takes them, as when the request is
    /// said: "amy" is the recipient (to be asked about: two Amys), not "amy I'm on my".
    @Test func aMessageIsDividedWhereTheMessagingAppTakesTheWords() async throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let added = try await PhrasesAdd.parse([
            "omw", "--request", "text amy I'm on my way", "--user", "amy", "--state", state.path,
        ]).perform()
        #expect(
            added.lines == [
                "added omw → com.example.messages SendMessage content=I'm on my way recipients=[Amy (person)]"
            ])
    }

    /// A phrase says the same each time: "tomorrow" would mean one day for good. The warning
    /// gives the shortcut, runnable as written, that keeps it as words read at each run.
    @Test func aDateInTheRequestIsLeftOutWithAWarning() async throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let added = try await PhrasesCommandTests.run(
            ["add", "mum call", "--request", "remind me to call mum tomorrow at 7 pm"], state: state)
        #expect(added.lines == ["added mum call → com.example.nudge CreateReminder title=call mum"])
        #expect(added.warnings.contains { $0.hasPrefix("'tomorrow at 7 pm' is left out") })
        #expect(
            added.warnings.contains {
                $0.hasSuffix(
                    "errand shortcuts create NAME --step \"remind me to call mum tomorrow at 7 pm\" --phrase \"mum call\""
                )
            })
        #expect(PhraseTargetOptions.shellQuoted(#"say "hi" for $5"#) == #""say \"hi\" for \$5""#)
    }

    @Test func aRequestNotUnderstoodOrGivenWithAnActionIsRefused() async throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        await #expect {
            _ = try await PhrasesCommandTests.run(["add", "sky", "--request", "what's the weather"], state: state)
        } throws: { error in
            "\(error)".contains("refused: 'what's the weather' isn't understood") && "\(error)".contains("--action")
        }
        await #expect(throws: ValidationError.self) {
            _ = try await PhrasesCommandTests.run(
                ["add", "x", "--request", "order a latte", "--action", "com.example.coffee/OrderCoffee"], state: state)
        }
        #expect(try await PhrasesCommandTests.run(["list"], state: state).lines == ["no phrases"])
    }
}
