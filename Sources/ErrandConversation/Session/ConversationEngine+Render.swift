import ErrandCatalog
import ErrandLanguage
import Foundation

extension ConversationEngine {
    /// The turn that asks `question`.
    func render(
        _ question: Question, pending: PendingRequest, app: AppDefinition, action: ActionDefinition,
        context: RequestContext
    ) -> AssistantResponse {
        let renderer = DialogRenderer(
            app: app, action: action, modality: context.modality, timeZone: context.timeZone, now: context.now)
        let fallback = ParameterDefinition(id: question.parameter ?? "", title: question.parameter ?? "", type: .string)
        let parameter = question.parameter.flatMap { action.parameter(named: $0) } ?? fallback
        switch question {
        case .value(_, let reason, let options):
            if let day = pending.daysAlone[parameter.id] {
                return renderer.timeOfDayPrompt(for: parameter, on: day, reason: reason, values: pending.values)
            }
            return renderer.prompt(for: parameter, reason: reason, options: options, values: pending.values)
        case .disambiguation(_, let given, let options):
            return renderer.disambiguation(for: parameter, given: given, options: options, values: pending.values)
        case .confirmValue(_, let value, let dialog):
            return renderer.valueConfirmation(for: parameter, value: value, dialog: dialog, values: pending.values)
        case .confirmAction(let outputs):
            return renderer.confirmation(values: pending.values, outputs: outputs)
        case .retryHandle:
            return AssistantResponse(kind: .confirmation, speech: "Do you want to try again?")
        case .changeWhich(let changes):
            return renderer.changeChoice(changes, values: pending.values)
        }
    }

    /// `response` led by `sentence`, in its speech and, on a screen, in its card's text
    /// (`DialogRenderer.leading`): "I don't know your usual yet.", "Sorry, there's no medium size."
    func leading(
        _ sentence: String, before response: AssistantResponse, app: AppDefinition, action: ActionDefinition,
        context: RequestContext
    ) -> AssistantResponse {
        DialogRenderer(
            app: app, action: action, modality: context.modality, timeZone: context.timeZone, now: context.now
        ).leading(sentence, before: response)
    }

    /// `response` led by the words of a reading that were not understood, if any
    /// (`DialogRenderer.noticing`).
    func noticing(
        _ unread: [UnreadWords], before response: AssistantResponse, app: AppDefinition, action: ActionDefinition,
        context: RequestContext
    ) -> AssistantResponse {
        guard !unread.isEmpty else { return response }
        return DialogRenderer(
            app: app, action: action, modality: context.modality, timeZone: context.timeZone, now: context.now
        ).noticing(unread, before: response)
    }
}
