import ErrandLanguage

extension ConversationEngine {
    /// The request `correction` leaves standing, and the words it was said in (`nil` when they
    /// are not the request's alone), or `nil` when the correction reads as neither:
    /// - the request before it with the values read after it, when those are values of the same
    ///   action: "order a large latte, no, make it a mocha" is a large mocha;
    /// - the words after it, when they are a request of their own, as sure as a new request
    ///   said mid-question and with every word read: "play jazz, no wait, play the blues".
    func correctedRequest(_ correction: SelfCorrection, context: RequestContext) -> (
        interpretation: Interpretation, said: String?
    )? {
        guard let after = bestInterpretation(of: correction.after, context: context, pending: nil) else { return nil }
        if !after.parameters.isEmpty,
            var before = bestInterpretation(of: correction.before, context: context, pending: nil),
            before.app == after.app, before.action == after.action
        {
            // NB: the values said after the correction point at words after it, not at the
            // request's own words; where they are is not kept.
            for (name, value) in after.parameters {
                before.parameters[name] = UnderstoodValue(value: value.value, text: value.text)
            }
            before.alternativeSplits = []
            return (before, nil)
        }
        guard after.unreadWords.isEmpty, after.source != .model || after.confidence >= Self.newRequestConfidence
        else { return nil }
        return (after, correction.after)
    }
}
