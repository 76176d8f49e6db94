import ErrandCatalog
import ErrandLanguage

/// A verb said alone ("order") is a request of an action whose phrases start with it, though the
/// model, told it apart from everything else on that one word, may read it too unsurely to act
/// on: once the soup app could say what a soup costs and what is in it, "order" read at 0.40,
/// under the bar, and was not understood, nor was "order my usual". The verb says what is asked;
/// what it is done to is asked for next, as "Which coffee?" is.
extension ConversationEngine {
    /// The model's likeliest reading of `text`, when it says only a verb that starts a phrase of
    /// that reading's action, however unsure; `nil` for any other words.
    func readingOfAVerbAlone(_ text: String, context: RequestContext) -> Interpretation? {
        guard let verb = Self.verbSaidAlone(in: text) else { return nil }
        return understanding.allReadings(of: text, context: understandingContext(context, pending: nil)).first {
            reading in
            guard let action = catalog.action(named: reading.action, in: reading.app) else { return false }
            return Self.leadingVerbs(of: action).contains(verb)
        }
    }

    /// The reading of `text` good enough to act on, else that of a verb said alone; of two
    /// phrases that read it as well, the one of `lastApp`, the app the conversation was last in.
    func readingOrVerbAlone(of text: String, context: RequestContext, lastApp: String? = nil) -> Interpretation? {
        bestInterpretation(of: text, context: context, pending: nil, lastApp: lastApp)
            ?? readingOfAVerbAlone(text, context: context)
    }
}
