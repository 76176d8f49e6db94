import ErrandCatalog
import ErrandShortcuts
import Foundation
import Testing

/// "Him", "her" and "them" in a `shortcuts create` step are the people of the step before, as
/// in a conversation ("pay bob 20 dollars", then "tell him it's sent"); they were contacts
/// called "Him". Said before any step names someone, or standing for more people than the step
/// reads, the step is refused rather than made to pay or tell the wrong people.
struct ShortcutsCreatePronounTests {
    /// "him" after a payment to Bob is Bob; "them" after a message to Amy Lee and Bob is both.
    @Test(arguments: [
        (["pay bob 20 dollars for lunch", "tell him it's sent"], ["Bob"]),
        (["text amy lee and bob hi", "text them bye"], ["Amy Lee", "Bob"]),
    ])
    func aPronounIsThePeopleTheStepBeforeNamed(steps: [String], people: [String]) async throws {
        let state = ShortcutsCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let output = await ShortcutsCreateStepWordsTests.create(steps, state: state)
        #expect(output.hasPrefix("no failure: created 'T' (t)"))
        let step = try #require(try ShortcutsCreateCommandTests.shortcuts(in: state).first?.steps.last)
        #expect(step.action == .app(app: "com.example.messages", action: "SendMessage"))
        #expect(step.parameters["recipients"] == .literal(.list(people.map { .person(Person(name: $0)) })))
    }

    @Test(arguments: [
        (
            ["play some jazz", "tell her it's sent"],
            "step 2, 'tell her it's sent': 'her' points at no one an earlier step names; say who, as in "
                + "\"tell bob it's sent\""
        ),
        (
            ["text amy lee and bob hi", "send them 5 dollars each"],
            "step 2, 'send them 5 dollars each': 'them' stands for Amy Lee and Bob, and the step reads as only "
                + "some of them (Bob would be left out); make a step for each"
        ),
    ])
    func aPronounForNoOneOrForMoreThanTheStepReadsIsRefused(steps: [String], message: String) async throws {
        let state = ShortcutsCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let output = await ShortcutsCreateStepWordsTests.create(steps, state: state)
        #expect(output == message)
        #expect(try ShortcutsCreateCommandTests.shortcuts(in: state).isEmpty)
    }
}
