import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// The turn that says what the person's usual is when `text` asks it ("what's my usual",
    /// "what is my usual coffee order"): the request they most likely make at this moment, said
    /// as its summary ("Usually, you order one large mocha."). Other words than the question's
    /// pick the action they name (`usualAsked(about:context:)`). `nil` when `text` does not ask
    /// what the usual is.
    ///
    /// "what's my usual" was taken as asking for the usual itself: the order was started and its
    /// confirmation asked, though the person only asked what it was.
    func usualTold(_ text: String, usual: Range<Int>, recall: UsualWords.Recall, context: RequestContext)
        -> AssistantResponse?
    {
        guard recall == .usual, let rest = UsualWords.askedWhat(in: text, usual: usual) else { return nil }
        guard
            let request = rest.isEmpty
                ? habits?.usualRequest(context: context) : usualAsked(about: rest, context: context),
            let app = catalog.app(request.app), let action = app.action(named: request.action)
        else {
            return AssistantResponse(kind: .failure, speech: Self.unknown(recall))
        }
        let renderer = DialogRenderer(
            app: app, action: action, modality: context.modality, timeZone: context.timeZone, now: context.now)
        let said =
            context.modality == .voiceOnly
            ? renderer.spokenSummary(request.values) : renderer.summary(request.values, inSentence: true)
        guard let said, let first = said.first else {
            return AssistantResponse(kind: .failure, speech: Self.unknown(recall))
        }
        // NB: a summary starts with its verb ("Order …"), so it reads on after "you".
        let speech = "Usually, you \(first.lowercased())\(said.dropFirst())."
        let card =
            context.modality == .screen ? DisplayCard(title: renderer.summary(request.values), text: speech) : nil
        return AssistantResponse(kind: .success, speech: speech, display: card)
    }

    /// The person's usual request of the action that `words` name best, among those whose usual
    /// is known: the action whose app's names and title share the most of the words ("coffee
    /// order" is the coffee app's order, not its ground coffee, which comes later in the
    /// catalog). `nil` when no action with a known usual shares any.
    private func usualAsked(about words: [String], context: RequestContext) -> RequestedAction? {
        guard let habits else { return nil }
        let asked = Set(words)
        var best: (shared: Int, request: RequestedAction)?
        for app in catalog.apps {
            let names = Set(app.allNames.flatMap { AnswerParser.words($0.lowercased()) })
            for action in app.actions {
                let shared = asked.intersection(names.union(AnswerParser.words(action.title.lowercased()))).count
                guard shared > (best?.shared ?? 0),
                    let values = habits.usualValues(app: app.id, action: action.id, context: context)
                else { continue }
                best = (shared, RequestedAction(app: app.id, action: action.id, values: values))
            }
        }
        return best?.request
    }
}

extension UsualWords {
    /// The words after the usual when `text` asks what it is ("what's my usual coffee order" is
    /// ["coffee", "order"], courtesy left out); `nil` when `text` does not start with such a
    /// question before `usual`, the characters of the usual words.
    static func askedWhat(in text: String, usual: Range<Int>) -> [String]? {
        let characters = Array(text)
        guard usual.lowerBound <= characters.count, usual.upperBound <= characters.count else { return nil }
        let before = AnswerParser.words(String(characters[..<usual.lowerBound])).joined(separator: " ")
        guard questions.contains(before) else { return nil }
        return AnswerParser.words(String(characters[usual.upperBound...])).filter { !courtesy.contains($0) }
    }

    /// How the question of what the usual is starts.
    private static let questions: Set<String> = [
        "what's", "whats", "what is", "what was", "tell me", "remind me", "remind me of", "do you know",
    ]
}
