import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// The change `text` makes to the request at its confirmation, taken into `pending`: a
    /// count with its noun ("make it 3 seats"), a value named ("change the message to hello"),
    /// choices ("no, make it large"), a typed value ("no, actually make it 2"), a message
    /// reworded, another person ("no, to bob"), or the question which value a number changes;
    /// `nil` when it makes none.
    func changeAtConfirmation(
        _ text: String, pending: inout PendingRequest, action: ActionDefinition, app: AppDefinition,
        context: RequestContext
    ) -> AnswerReading? {
        // NB: first: "make it 3 seats" says which number it changes, by its noun.
        if let change = Self.countedChange(in: text, action: action),
            pending.values[change.parameter] != change.value
        {
            return Self.taking(change, into: &pending)
        }
        // NB: "change the message to hello" names what it changes.
        if let change = namedChange(in: text, action: action, app: app, pending: pending, context: context),
            pending.values[change.parameter] != change.value
        {
            return Self.taking(change, into: &pending)
        }
        // "No, make it large" changes the request rather than declining it.
        if changeValues(text, pending: &pending, action: action, app: app) {
            // NB: a count said with them is changed too, and was read: "3 large ones", "two mochas".
            let count = Self.leadingCount(in: text, action: action)
            if let count { pending.values[count.parameter] = count.value }
            pending.confirmed = false
            pending.unreadInAnswer = unreadWords(inChange: text, app: app, action: action).filter {
                count == nil || NumberWords.value(of: $0.text) == nil
            }
            return .updated
        }
        // NB: before yes or no: "no, actually make it 2" changes the request.
        if let change = typedChange(in: text, action: action, app: app, pending: pending, context: context) {
            return Self.taking(change, into: &pending)
        }
        // NB: before a person: "change it to running late" rewords a message; "change it to
        // bob" still sends it to Bob.
        if let change = rewording(in: text, action: action, pending: pending),
            pending.values[change.parameter] != change.value
        {
            return Self.taking(change, into: &pending)
        }
        // NB: before a person: "send it to bob too" adds Bob.
        if let change = personAddition(in: text, action: action, app: app, pending: pending, context: context) {
            return Self.taking(change, into: &pending)
        }
        // NB: before yes or no: "no, to bob" sends it to Bob.
        if let change = personChange(in: text, action: action, app: app, context: context),
            pending.values[change.parameter] != change.value
        {
            return Self.taking(change, into: &pending)
        }
        // NB: "no, make it 4", of two kayaks for three hours, asks which it changes.
        if let changes = changeChoices(in: text, action: action, app: app, pending: pending, context: context) {
            guard changes.count > 1 else {
                return Self.taking((changes[0].parameter, changes[0].value), into: &pending)
            }
            return .asking(.changeWhich(changes: changes))
        }
        return nil
    }

    /// The change the words after a yes make ("make it two" of "yes, make it two", "two of
    /// them" of "sure, two of them"): one said as a change, or a count; `nil` for any other words
    /// ("please", "go ahead"), and the yes confirms.
    func changeAfterYes(
        _ rest: String, pending: inout PendingRequest, action: ActionDefinition, app: AppDefinition,
        context: RequestContext
    ) -> AnswerReading? {
        if Self.saysChange(rest) {
            return changeAtConfirmation(rest, pending: &pending, action: action, app: app, context: context)
        }
        guard let change = Self.countedChange(in: rest, action: action),
            pending.values[change.parameter] != change.value
        else { return nil }
        return Self.taking(change, into: &pending)
    }
}
