import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// The request `correction` leaves standing, and the words it was said in (`nil` when they
    /// are not the request's alone), or `nil` when the correction reads as none of:
    /// - the request before it with the values read after it, when those are values of the same
    ///   action: "order a large latte, no, make it a mocha" is a large mocha;
    /// - the request before it with the one value of a built-in type the words after it are:
    ///   "pay bob 5 dollars, i mean 10 dollars" pays ten;
    /// - the words after it, when they are a request of their own, as sure as a new request
    ///   said mid-question and with every word read: "play jazz, no wait, play the blues".
    func correctedRequest(_ correction: SelfCorrection, context: RequestContext) -> (
        interpretation: Interpretation, said: String?
    )? {
        let after = bestInterpretation(of: correction.after, context: context, pending: nil)
        if var before = bestInterpretation(of: correction.before, context: context, pending: nil) {
            if let after, !after.parameters.isEmpty, before.app == after.app, before.action == after.action {
                // NB: the values said after the correction point at words after it, not at the
                // request's own words; where they are is not kept.
                for (name, value) in after.parameters {
                    before.parameters[name] = UnderstoodValue(value: value.value, text: value.text)
                }
                before.alternativeSplits = []
                return (before, nil)
            }
            if let (name, value) = builtInValue(correction.after, of: before, context: context) {
                before.parameters[name] = UnderstoodValue(value: value, text: correction.after)
                before.alternativeSplits = []
                return (before, nil)
            }
        }
        guard let after, after.unreadWords.isEmpty,
            isSure(after)
        else { return nil }
        return (after, correction.after)
    }

    /// The one parameter of `interpretation`'s action, of a built-in type (a number, an
    /// amount, a date, a length of time…), that `words` are a value of, with that value;
    /// `nil` when they are a value of none or of several.
    private func builtInValue(_ words: String, of interpretation: Interpretation, context: RequestContext) -> (
        String, Value
    )? {
        guard let app = catalog.app(interpretation.app), let action = app.action(named: interpretation.action)
        else { return nil }
        let read = action.parameters.compactMap { parameter -> (String, Value)? in
            switch parameter.type {
            case .string, .person, .place, .file, .url, .boolean, .custom, .list: return nil
            default:
                return AnswerValueReader.value(
                    from: words, as: parameter.type, app: app, now: context.now, timeZone: context.timeZone
                ).map { (parameter.id, $0) }
            }
        }
        return read.count == 1 ? read[0] : nil
    }
}
