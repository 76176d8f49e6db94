import ErrandCatalog
import ErrandLanguage

/// "It" said of a thing the last request named by one of the app's own names: "add finish
/// slides to it" after "what's on my work list" adds to the work list, and "what's on it" after
/// eggs were added to the groceries says what that list holds. Both were not understood: "it"
/// names no list. "There" is such a word too: "order tomato soup from there", after the hours of
/// the harbor store were said, orders from the harbor store (it asked "Pickup or delivery?").
/// The guidelines ask that the person need not say again what they just said.
extension ConversationEngine {
    /// The turn that reads `text` in the app of the last request, when the words alone read as
    /// nothing there: a verb of that app with one of its things ("remove milk"), a question
    /// about what it gave back ("when will it be ready"), "it" for the thing the last request
    /// named ("add finish slides to it"), or a new thing for what it showed ("add call mom");
    /// else a verb with a thing only one app has ("delete the design review"); `nil` when none
    /// is so.
    func readingInTheLastApp(
        _ text: String, best: Interpretation?, in session: inout ConversationSession, context: RequestContext
    ) async -> AssistantResponse? {
        if let asked = await valuesOfTheLast(text, best: best, in: &session, context: context) { return asked }
        if let acted = await verbOfTheLastApp(text, best: best, in: &session, context: context) { return acted }
        if let again = await sameVerbAgain(text, best: best, in: &session, context: context) { return again }
        if let answer = askedOfTheDone(text, best: best, session: session, context: context) { return answer }
        if let end = endOfTheDone(text, best: best, session: session, context: context) { return end }
        if let named = await itIsTheValueNamed(text, best: best, in: &session, context: context) { return named }
        if let added = await addingToWhatWasShown(text, best: best, in: &session, context: context) { return added }
        return await verbOfTheAppThatHasIt(text, best: best, in: &session, context: context)
    }

    /// The turn that reads `text` with its one "it" or "there" as the one value of the last request that
    /// the app lists by name (a list, a store, a size), said with its parameter's noun ("work
    /// list"). Taken only when the words alone are not understood or only guessed at by the
    /// model ("what's on it right now" read "right now" as a due day), and only when so read
    /// they are a phrase of the same app that takes that very value; `nil` otherwise. (Not a
    /// guess of the model's: "actually make it large", after a small mocha was called off, read
    /// as "make small size large", a coffee called "size".)
    func itIsTheValueNamed(
        _ text: String, best: Interpretation?, in session: inout ConversationSession, context: RequestContext
    ) async -> AssistantResponse? {
        guard best?.source != .template, let last = session.lastRequest, let app = catalog.app(last.app),
            let asked = app.action(named: last.action)
        else { return nil }
        let words = AnswerParser.words(text)
        guard words.filter(Self.pointers.contains).count == 1 else { return nil }
        let named = last.values.compactMap { name, value -> (Value, String)? in
            guard let parameter = asked.parameter(named: name),
                let said = AnswerParser.namedChoices(for: parameter, app: app).first(where: { $0.1 == value })?.0.first
            else { return nil }
            let noun = parameter.title.lowercased()
            return (value, said.lowercased().hasSuffix(noun) ? said : "\(said) \(noun)")
        }
        guard named.count == 1, let (value, said) = named.first else { return nil }
        // NB: "there" alone is "at" the place: "get me a bowl there".
        let rewritten = words.indices.map { index in
            let word = words[index]
            guard Self.pointers.contains(word) else { return word }
            let after = index > 0 ? words[index - 1] : ""
            return word == "there" && !["at", "from", "to", "in"].contains(after) ? "at \(said)" : said
        }.joined(separator: " ")
        guard let reading = bestInterpretation(of: rewritten, context: context, pending: nil),
            reading.source == .template, reading.app == last.app,
            reading.parameters.values.contains(where: { $0.value == value })
        else { return nil }
        return await start(reading, said: rewritten, in: &session, context: context)
    }

    /// The words that point at a thing just named: "it", and "there" for a place.
    private static let pointers: Set<String> = ["it", "there"]
}
