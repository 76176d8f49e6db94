import ErrandCatalog
import ErrandLanguage
import Foundation

extension ConversationEngine {
    /// The turn that makes the last request again for someone else, when `text` says only whom
    /// to ("send the same to carol", "send it to carol too", "and to carol" after "text bob I'm
    /// running late"); `nil` for other words, or when the last request's action has no person
    /// parameter or more than one.
    ///
    /// Everything but the person is as it was: the same message, the same amount and note. The
    /// name is resolved by the app as any other ("Sorry, zed isn't in your contacts."). Without
    /// a follow-up's mark ("and", "too"), only a verb with what it sends again ("send the same
    /// to", "send it to", "forward that to") says so; "to carol" alone is no request.
    func sameToAnother(_ text: String, in session: inout ConversationSession, context: RequestContext) async
        -> AssistantResponse?
    {
        // NB: most turns name nobody after "to"; their letters say so without tokenizing.
        guard text.range(of: "to", options: .caseInsensitive) != nil, let last = session.lastRequest,
            let app = catalog.app(last.app), let action = app.action(named: last.action),
            action.parameters.filter(\.type.isPeople).count == 1
        else { return nil }
        let followUp = FollowUpWords(text)
        var said = AnswerParser.words(followUp?.rest ?? text)
        var sendsAgain = false
        if let first = said.first, Self.sendingVerbs.contains(first) {
            said.removeFirst()
            let object = Self.sentAgain.first { said.starts(with: $0) }
            guard let object else { return nil }
            said.removeFirst(object.count)
            sendsAgain = true
        }
        guard sendsAgain || followUp != nil, said.first == "to",
            EverydayWords.mayName(aPerson: Array(said.dropFirst())),
            let change = personChange(in: said.joined(separator: " "), action: action, app: app, context: context)
        else { return nil }
        var values: [String: UnderstoodValue] = [:]
        for (name, value) in last.values where action.parameter(named: name) != nil {
            values[name] = UnderstoodValue(value: value, text: "")
        }
        values[change.parameter] = UnderstoodValue(value: change.value, text: "")
        let again = Interpretation(
            app: last.app, action: last.action, parameters: values, confidence: 1, source: .phrase)
        return await start(again, said: last.said, in: &session, context: context)
    }

    /// Verbs that send a request again to someone else.
    private static let sendingVerbs: Set<String> = ["send", "forward", "text", "message", "pay", "give"]

    /// What such a verb sends again: the last request's message, or payment.
    private static let sentAgain: [[String]] = [
        ["the", "same", "message"], ["the", "same", "thing"], ["the", "same"], ["same", "thing"], ["same"],
        ["that", "message"], ["that", "too"], ["it"], ["that"], ["this"],
    ]
}
