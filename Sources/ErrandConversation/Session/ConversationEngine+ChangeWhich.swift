import ErrandCatalog
import Foundation

extension ConversationEngine {
    /// The values a change said at the confirmation gives, of those it changes: "no, make it 4",
    /// of two kayaks for three hours, is 4 kayaks or 4 hours, and is asked about rather than
    /// not understood; "make it 2" of the same is 2 hours, as there are two kayaks already. A
    /// value the request has none of yet is a choice only when no value it has is.
    /// `nil` when the words say no change in so many words, or read as no value.
    func changeChoices(
        in text: String, action: ActionDefinition, app: AppDefinition, pending: PendingRequest,
        context: RequestContext
    ) -> [ProposedChange]? {
        guard Self.saysChange(text) else { return nil }
        let changes = typedChanges(in: text, action: action, app: app, pending: pending, context: context)
            .filter { pending.values[$0.parameter] != $0.value }
            .map { ProposedChange(parameter: $0.parameter, value: $0.value) }
        // NB: of the values the confirmation shows, when it shows any of them: "make it 4" is
        // no start time for a rental that has none.
        let shown = changes.filter { pending.values[$0.parameter] != nil }
        let choices = shown.isEmpty ? changes : shown
        return choices.isEmpty ? nil : choices
    }

    /// Reads the answer to "Which do you want to change…?": a value's title or a noun for it
    /// ("the hours") takes that change; "neither" keeps the request as it was and confirms it
    /// again; a change said again ("4 hours") is read as at the confirmation. A yes chooses
    /// nothing and is not taken for a yes to the request.
    func readingChangeChoice(
        _ text: String, among changes: [ProposedChange], pending: inout PendingRequest, action: ActionDefinition,
        app: AppDefinition, context: RequestContext
    ) -> AnswerReading {
        // NB: a noun two of them share ("number", of a count and of hours) names neither.
        let parameters = changes.map { action.parameter(named: $0.parameter) }
        let nouns = parameters.map { $0?.nouns ?? [] }
        let names = zip(changes, parameters).enumerated().map { index, pair in
            let own = nouns[index].filter { noun in !nouns.indices.contains { $0 != index && nouns[$0].contains(noun) }
            }
            return [pair.1?.title ?? pair.0.parameter] + own.sorted()
        }
        if let index = AnswerParser.choice(in: text, names: names) {
            return Self.taking((changes[index].parameter, changes[index].value), into: &pending)
        }
        switch AnswerParser.yesOrNo(text) {
        case true?: return .unread
        case false?: return .updated
        case nil:
            if AnswerParser.rejectsEveryOption(text) { return .updated }
            let read = reading(
                text, answering: .confirmAction(outputs: [:]), pending: &pending, action: action, app: app,
                context: context)
            if case .confirmed = read { return .unread }
            return read
        }
    }
}
