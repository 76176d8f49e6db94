import ErrandCatalog
import ErrandLanguage
import Foundation

/// Someone added at the confirmation of a request to several people: "and bob too", "also
/// bob", "add bob", "send it to bob too", said to "Send "hi" to Amy Lee?", sends it to both
/// ("Send "hi" to Amy Lee and Bob Smith?"). It was "Sorry, I didn't catch that.", or a message
/// to someone called "Bob Too": the person had to start again to add one name.
extension ConversationEngine {
    /// The people parameter and its value with the person `text` adds (`addedName`): only for
    /// an action with one parameter of a list of people. `nil` otherwise, or when the person is
    /// already there.
    func personAddition(
        in text: String, action: ActionDefinition, app: AppDefinition, pending: PendingRequest, context: RequestContext
    ) -> (parameter: String, value: Value)? {
        let people = action.parameters.filter(\.type.isPeople)
        guard people.count == 1, let parameter = people.first, case .list = parameter.type,
            let said = Self.addedName(in: text),
            case .list(let added)? = AnswerValueReader.value(
                from: said, as: parameter.type, app: app, now: context.now, timeZone: context.timeZone),
            case .list(let given)? = pending.values[parameter.id],
            !added.isEmpty, !added.allSatisfy(given.contains)
        else { return nil }
        return (parameter.id, .list(given + added.filter { !given.contains($0) }))
    }

    /// The same request for one more person, said at the confirmation of a request that goes to
    /// one: "and bob too", to "Send twenty dollars to Amy Lee?", sends Bob twenty dollars as
    /// well, once Amy's payment is done or declined ("OK, then Bob too."). It was "Sorry, I
    /// didn't catch that." The reading has the person's words, for the app to resolve, and the
    /// open request's other values; `nil` when the words add no one, or the action takes a list
    /// of people (`personAddition`) or none.
    func anotherPerson(in text: String, pending: PendingRequest, action: ActionDefinition) -> (
        reading: Interpretation, lead: String
    )? {
        let people = action.parameters.filter(\.type.isPeople)
        guard people.count == 1, let parameter = people.first, parameter.type == .person,
            let said = Self.addedName(in: text)
        else { return nil }
        let person = UnderstoodValue(value: .person(Person(name: said)), text: said)
        let reading = Interpretation(
            app: pending.app, action: pending.action, parameters: [parameter.id: person], confidence: 1,
            source: .template)
        let open = RequestedAction(app: pending.app, action: pending.action, values: pending.values)
        return (carrying(open, under: reading), "OK, then \(NameCase.written(said)) too.")
    }

    /// The words of the name `text` adds ("bob" of "and bob too", "send it to bob too"): only
    /// when the words say they add ("and", "also", "plus", "add", "include" before the name, or
    /// "too", "as well", "also" after it), and only words that may name someone; `nil` otherwise.
    static func addedName(in text: String) -> String? {
        var said = AnswerParser.words(text)
        var adds = false
        while let first = said.first, Self.addingLeads.contains(first) {
            adds = adds || Self.addingWords.contains(first)
            said.removeFirst()
            // "send it to bob too": the verb and what it sends are not the name.
            if let object = said.first, ["it", "that", "this"].contains(object) { said.removeFirst() }
        }
        for tail in Self.addingTails where said.count > tail.count && said.suffix(tail.count).elementsEqual(tail) {
            adds = true
            said.removeLast(tail.count)
            break
        }
        // NB: only words that may name someone: "and also hi", after a message, adds to the
        // message (`addAnswer`), not someone called "Hi".
        guard adds, (1...4).contains(said.count), !said.contains(where: { $0.contains(where: \.isNumber) }),
            EverydayWords.mayName(aPerson: said), !said.contains(where: EverydayWords.neverInAName),
            AnswerParser.yesOrNo(said.joined(separator: " ")) == nil
        else { return nil }
        return said.joined(separator: " ")
    }

    /// Words before a name that say it is added.
    private static let addingWords: Set<String> = ["and", "also", "plus", "add", "include", "cc"]
    /// Words that may come before a name that is added: those, a verb of sending, and "to".
    private static let addingLeads = addingWords.union(["send", "text", "message", "tell", "to"])
    /// Words after a name that say it is added.
    private static let addingTails: [[String]] = [["too"], ["as", "well"], ["also"]]
}
