import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// The reading of a turn with nothing open, `readingOrVerbAlone`, as `read`; as `best`, the
    /// same without the model's guess at another app than the last request's when the words
    /// point back at what it was about ("it", "that"). "when will it be ready", after a soup
    /// order, asks of the soup, and the coffee shop's "You have no order." answered it. A phrase
    /// of the other app still reads it ("turn it up" after an order), and so does any reading
    /// with no last request, and a verb said of "it" alone, which is tried in each app that has
    /// it (`startClosest`): "and pause it", guessed as a workout's pause after a song was liked,
    /// is the music's pause. The last app's own turns look at `read`.
    func readingOfTheTurn(_ text: String, session: ConversationSession, context: RequestContext)
        -> (best: Interpretation?, read: Interpretation?)
    {
        let read = readingOrVerbAlone(of: text, context: context, lastApp: session.lastApp)
        guard let read, read.source == .model, let last = session.lastRequest, last.app != read.app,
            AnswerParser.words(text).contains(where: Self.pointingBack.contains), Self.verbSaidAlone(in: text) == nil
        else { return (read, read) }
        return (nil, read)
    }

    /// Words that point back at the thing the last request was about.
    static let pointingBack: Set<String> = ["it", "that"]
}
