import ErrandCatalog
import ErrandLanguage
import Testing

@testable import ErrandConversation

/// A person said as a pronoun stands for the people the last request named, when they fit it:
/// the guidelines' follow-ups keep what was said before, and "text him thanks" after paying Bob
/// is to Bob.
struct PronounStandingForTests {
    static let bob = Value.person(Person(name: "Bob Smith", id: "bob"))
    static let amy = Value.person(Person(name: "Amy Chen", id: "amy"))

    static let read = ActionDefinition(
        id: "Read", title: "Read messages",
        parameters: [ParameterDefinition(id: "sender", title: "From", type: .person)])
    static let send = ActionDefinition(
        id: "Send", title: "Send message",
        parameters: [ParameterDefinition(id: "recipients", title: "To", type: .list(.person))])

    static func said(_ pronoun: String, to action: ActionDefinition, before: [String: Value]) -> Value? {
        let name = action.parameters[0].id
        let reading = Interpretation(
            app: "app", action: action.id,
            parameters: [name: UnderstoodValue(value: .person(Person(name: pronoun)), text: pronoun)],
            confidence: 0.9, source: .template)
        return ConversationEngine.leavingOutPronouns(of: reading, action: action, before: before)
            .parameters[name]?.value
    }

    @Test(arguments: ["him", "her", "he", "she", "them", "they"])
    func aPronounIsTheOnePersonNamedBefore(pronoun: String) {
        #expect(Self.said(pronoun, to: Self.read, before: ["payee": Self.bob, "amount": .integer(10)]) == Self.bob)
        #expect(Self.said(pronoun, to: Self.send, before: ["payee": Self.bob]) == .list([Self.bob]))
    }

    @Test func themIsEveryoneNamedBeforeAndHimIsNoneOfSeveral() {
        let both = ["recipients": Value.list([Self.amy, Self.bob])]
        #expect(Self.said("them", to: Self.send, before: both) == .list([Self.amy, Self.bob]))
        #expect(Self.said("they", to: Self.send, before: both) == .list([Self.amy, Self.bob]))
        #expect(Self.said("him", to: Self.send, before: both) == nil)
        // One person is wanted: two cannot be it.
        #expect(Self.said("them", to: Self.read, before: both) == nil)
    }

    @Test func aPronounWithNobodyBeforeIsLeftOutAndItIsNeverAPerson() {
        #expect(Self.said("her", to: Self.read, before: [:]) == nil)
        #expect(Self.said("she", to: Self.read, before: ["amount": .integer(10)]) == nil)
        #expect(Self.said("it", to: Self.read, before: ["payee": Self.bob]) == nil)
        // A name is no pronoun: it stays as said.
        #expect(
            Self.said("bob", to: Self.read, before: ["payee": Self.amy]) == .person(Person(name: "bob")))
    }
}
