import ErrandCatalog
import ErrandLanguage
import Foundation

extension ConversationEngine {
    /// How sure a template reading of an answer must be to be taken as a new request: every
    /// value read, at most a few words taken by wildcards.
    static let newRequestConfidence = 0.85

    /// The request for another action the person made instead of answering a question that
    /// asks for a name, or `nil` when `text` is an answer.
    ///
    /// Any words read as a person or a place, so "Who do you want to pay?" — "play some jazz"
    /// would otherwise make "Play Some Jazz" the payee, and every request after it another name
    /// nobody has, until the person says "cancel". A sentence that matches another action's
    /// phrase with every value read is a request; a plain name matches none. Answers to
    /// questions for text ("What do you want the message to say?") are never taken for
    /// requests: "order a coffee" may be the message.
    func newRequest(
        in text: String, answering question: Question, pending: PendingRequest, action: ActionDefinition,
        context: RequestContext
    ) -> Interpretation? {
        let parameter: String
        switch question {
        case .value(let name, _, _), .confirmValue(let name, _, _): parameter = name
        case .disambiguation, .confirmAction, .retryHandle: return nil
        }
        guard let type = action.parameter(named: parameter)?.type, Self.readsAnyWords(type),
            let best = bestInterpretation(of: text, context: context, pending: nil), best.source == .template,
            best.confidence >= Self.newRequestConfidence, best.app != pending.app || best.action != pending.action
        else { return nil }
        return best
    }

    /// Whether any words read as a value of `type` (a person's or a place's name), so a
    /// request said in answer would be taken for one.
    static func readsAnyWords(_ type: ValueType) -> Bool {
        switch type {
        case .person, .place: return true
        case .list(let element): return readsAnyWords(element)
        default: return false
        }
    }
}
