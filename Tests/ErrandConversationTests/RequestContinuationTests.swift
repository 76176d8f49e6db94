import ErrandCatalog
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// An answer at the confirmation read as more words of the request ("pay bob 20 dollars" +
/// "for pizza"): taken only for the same action, only for values read from the answer's words,
/// and only when the request's own words read as they did.
struct RequestContinuationTests {
    static let said = "pay bob 20 dollars"
    static let app = PaymentsApp.id
    static let action = "SendPayment"
    static let twenty = Value.currency(CurrencyAmount(amount: 20, code: "USD"))
    static let bob = Value.person(Person(name: "bob"))

    /// The reading of the request alone: payee and amount from its words.
    static let original = Interpretation(
        app: app, action: action,
        parameters: [
            "payee": UnderstoodValue(value: bob, text: "bob", offsets: 4..<7),
            "amount": UnderstoodValue(value: twenty, text: "20 dollars", offsets: 8..<18),
        ], confidence: 1, source: .template)

    /// The reading of "pay bob 20 dollars for pizza" with `note` read from `offsets`.
    static func joined(
        note: String = "pizza", offsets: Range<Int> = 23..<28, app: String = app, action: String = action
    ) -> Interpretation {
        var reading = original
        reading.app = app
        reading.action = action
        reading.parameters["note"] = UnderstoodValue(value: .string(note), text: note, offsets: offsets)
        return reading
    }

    /// The payment waiting for its confirmation, its payee resolved.
    static var pending: PendingRequest {
        var pending = PendingRequest(
            app: app, action: action,
            values: ["payee": .person(Person(name: "Bob Smith", id: "c3")), "amount": twenty], askEachTime: [],
            idempotencyKey: "s#1")
        pending.said = said
        pending.question = .confirmAction(outputs: [:])
        return pending
    }

    static var sendPayment: ActionDefinition {
        get throws { try #require(ExampleApps.catalog.action(named: action, in: app)) }
    }

    static func additions(_ reading: Interpretation, original: Interpretation? = original) throws -> [String: Value]? {
        let continuation = try #require(RequestContinuation(said: said, answer: "for pizza"))
        return continuation.additions(reading: reading, original: original, pending: pending, action: try sendPayment)
    }

    @Test(arguments: ["for pizza", "and for pizza", "oh and for pizza", "also for pizza", "And also, for pizza"])
    func theAnswerFollowsTheRequestWithoutItsLeadingFrame(answer: String) throws {
        let continuation = try #require(RequestContinuation(said: Self.said, answer: answer))
        #expect(continuation.joined == "pay bob 20 dollars for pizza")
        #expect(continuation.answerOffsets == 19..<28)
    }

    @Test(arguments: ["and", "", "  ", "oh and"])
    func anAnswerOfFrameAloneIsNoContinuation(answer: String) {
        #expect(RequestContinuation(said: Self.said, answer: answer) == nil)
    }

    @Test func aValueReadFromTheAnswerIsAdded() throws {
        #expect(try Self.additions(Self.joined()) == ["note": .string("pizza")])
    }

    @Test func anotherActionAddsNothing() throws {
        #expect(try Self.additions(Self.joined(action: "RequestPayment")) == nil)
        #expect(try Self.additions(Self.joined(app: MusicApp.id)) == nil)
    }

    /// The words of the request and the answer read as one value: a wildcard swallowing the
    /// answer is the request read otherwise.
    @Test func aValueReadPartlyFromTheRequestIsNoAddition() throws {
        #expect(try Self.additions(Self.joined(note: "dollars for pizza", offsets: 11..<28)) == nil)
    }

    @Test func aValueReadWhollyFromTheRequestIsNoAddition() throws {
        #expect(try Self.additions(Self.joined(note: "bob", offsets: 4..<7)) == nil)
    }

    @Test func aReadingThatChangesTheRequestsOwnValuesIsNoContinuation() throws {
        var changed = Self.joined()
        changed.parameters["amount"] = UnderstoodValue(
            value: .currency(CurrencyAmount(amount: 2, code: "USD")), text: "2", offsets: 8..<9)
        #expect(try Self.additions(changed) == nil)
    }

    @Test func aReadingThatDropsTheRequestsOwnValuesIsNoContinuation() throws {
        var dropped = Self.joined()
        dropped.parameters["payee"] = nil
        #expect(try Self.additions(dropped) == nil)
    }

    /// The request's words no longer read as the request: nothing to continue.
    @Test func aRequestWhoseWordsReadAsAnotherActionTakesNoAddition() throws {
        var other = Self.original
        other.action = "RequestPayment"
        #expect(try Self.additions(Self.joined(), original: other) == nil)
        #expect(try Self.additions(Self.joined(), original: nil) == nil)
    }

    @Test func aValueTheRequestHasAlreadyIsNoAddition() throws {
        let continuation = try #require(RequestContinuation(said: Self.said, answer: "for pizza"))
        var pending = Self.pending
        pending.values["note"] = .string("pizza")
        #expect(
            continuation.additions(
                reading: Self.joined(), original: Self.original, pending: pending, action: try Self.sendPayment) == nil)
    }
}
