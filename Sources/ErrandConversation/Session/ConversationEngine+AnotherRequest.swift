import ErrandCatalog
import ErrandLanguage
import Foundation

extension ConversationEngine {
    /// Words that lead another request of the same action said at a confirmation: "and a
    /// mocha", "plus a small mocha", "oh and a cappuccino".
    static let anotherLeads: [[String]] = [
        ["and", "also"], ["oh", "and"], ["and", "then"], ["and"], ["also"], ["plus"],
    ]

    /// Another request said at the open request's confirmation, after "and", and the turn that
    /// says so; `nil` when `text` is an answer to the confirmation.
    ///
    /// "Order a latte" — "Ready to order?" — "and a mocha" asks for a mocha too, not a mocha
    /// instead, and "and then play some jazz" for music after the latte, not instead of it: said
    /// together, "order a latte and a mocha" is two orders, one coffee each, and so it is said a
    /// turn apart. The words after the lead must be a request of their own (read without the
    /// open one): another action's said as surely as a new request mid-question, or this
    /// action's naming another of the choices a parameter of the open request has ("mocha" for
    /// its coffee, a latte). Without the lead ("a mocha", "play some jazz") they change or
    /// replace the request, as before, and so do words that say a change after the lead ("and
    /// make it a mocha" is this order changed, not a second one). The confirmation is asked
    /// again, led by what comes next: the front door (`Assistant`) takes the returned words as
    /// the next request once this one is done or declined.
    public func anotherRequest(in text: String, session: ConversationSession, context: RequestContext)
        -> (request: String, response: AssistantResponse)?
    {
        guard let pending = session.pending, case .confirmAction? = pending.question,
            let rest = Self.afterAnotherLead(text), !Self.saysChange(rest),
            let app = catalog.app(pending.app), let action = app.action(named: pending.action),
            let reading = bestInterpretation(of: rest, context: context, pending: nil), reading.unreadWords.isEmpty,
            let question = pending.question
        else { return nil }
        if reading.app == pending.app, reading.action == pending.action {
            let another = reading.parameters.contains { name, read in
                guard case .custom? = action.parameter(named: name)?.type, let had = pending.values[name] else {
                    return false
                }
                return had != read.value
            }
            guard another else { return nil }
        } else {
            guard isSure(reading) else { return nil }
        }
        return (
            rest,
            confirmingAgain(
                leadBy: "OK, then \(rest).", question: question, pending: pending, app: app, action: action,
                context: context)
        )
    }

    /// The same request again at another day or time, or for one more person, said at the open
    /// request's confirmation, and the turn that says so; `nil` when `text` says no such thing.
    ///
    /// "Add lunch with amy tomorrow at noon" — "Ready to create it?" — "and on monday" asks for
    /// lunch on Monday at noon too ("OK, on monday too."), as "and on monday" said once the
    /// first is made does (`followUpInTime`): a day alone keeps the time, a time alone the day.
    /// "And bob too", to a payment to Amy, pays Bob the same (`anotherPerson`). The open request
    /// is confirmed first; the front door (`Assistant`) starts the returned reading after it.
    public func theSameAgain(in text: String, session: ConversationSession, context: RequestContext)
        -> (reading: Interpretation, response: AssistantResponse)?
    {
        guard let pending = session.pending, let question = pending.question, case .confirmAction = question,
            let app = catalog.app(pending.app), let action = app.action(named: pending.action)
        else { return nil }
        let open = RequestedAction(app: pending.app, action: pending.action, values: pending.values)
        let again: (reading: Interpretation, lead: String)
        if let rest = Self.afterAnotherLead(text),
            let reading = followUpInTime(rest, of: open, action: action, context: context)
        {
            again = (carrying(open, under: reading), "OK, \(rest) too.")
        } else if let another = anotherPerson(in: text, pending: pending, action: action) {
            again = another
        } else {
            return nil
        }
        return (
            again.reading,
            confirmingAgain(
                leadBy: again.lead, question: question, pending: pending, app: app, action: action, context: context)
        )
    }

    /// The open request's question asked again, led by `lead`, which says the request to come
    /// after it ("OK, then a small mocha.", "OK, on monday too.").
    private func confirmingAgain(
        leadBy lead: String, question: Question, pending: PendingRequest, app: AppDefinition, action: ActionDefinition,
        context: RequestContext
    ) -> AssistantResponse {
        var response = render(question.withoutReason, pending: pending, app: app, action: action, context: context)
        response.speech = lead + " " + response.speech
        return response
    }

    /// Words people stop themselves with before they change what they asked: "wait, make it
    /// 25", "hang on, make it large", "oh wait, change it to 3 pm".
    static let pauseLeads: [[String]] = [
        ["oh", "wait"], ["no", "wait"], ["wait", "a", "second"], ["wait", "a", "sec"], ["hang", "on"], ["hold", "on"],
        ["one", "sec"], ["wait"], ["oh"], ["sorry"],
    ]

    /// The change `text` says after a lead of `anotherLeads` ("make it two" of "and make it
    /// two") or of `pauseLeads` ("make it 25" of "wait, make it 25"), read as the change alone;
    /// `nil` when it says none so: "wait for me", to "What's your message?", is the message.
    static func changeAfterALead(_ text: String) -> String? {
        [anotherLeads, pauseLeads].lazy.compactMap { after($0, in: text) }.first(where: saysChange)
    }

    /// The words of `text` after a lead of `anotherLeads`, or `nil` when it has none or
    /// nothing after it.
    private static func afterAnotherLead(_ text: String) -> String? { after(anotherLeads, in: text) }

    /// The words of `text` after one of `leads`, or `nil` when it has none or nothing after it.
    private static func after(_ leads: [[String]], in text: String) -> String? {
        guard let rest = FollowUpWords.unmarked(text, leads: leads), rest.marked else { return nil }
        return rest.words
    }
}
