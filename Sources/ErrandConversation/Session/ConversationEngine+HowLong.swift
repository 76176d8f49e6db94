import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// The turn that says how long the request will take when `text` asks it at the request's
    /// confirmation ("how long will it take", "when will it be ready"), then asks for the yes
    /// again: the length of time its confirmation gave, said with the output's title ("Ready in
    /// five minutes. Your small latte will be …"). `nil` for other words, at another question, or
    /// when the confirmation gave no one length of time with a title.
    ///
    /// The app's confirmation knows it (a latte's "eta") though its dialog says only the price;
    /// "how long will it take" was "Sorry, I didn't catch that.".
    func howLongAnswered(
        _ text: String, question: Question, pending: PendingRequest, app: AppDefinition, action: ActionDefinition,
        context: RequestContext
    ) -> AssistantResponse? {
        guard case .confirmAction(let outputs) = question, AnswerParser.asksHowLong(text) else { return nil }
        let lengths = action.outputs.filter { $0.type == .duration && outputs[$0.id] != nil }
        guard lengths.count == 1, let length = lengths.first, let title = length.title, let value = outputs[length.id]
        else { return nil }
        let formatter = ValueFormatter(for: context, app: app)
        let said = "\(title) \(formatter.format(value, type: .duration, inSentence: true))."
        let asked = render(question, pending: pending, app: app, action: action, context: context)
        return leading(said, before: asked, app: app, action: action, context: context)
    }
}

extension AnswerParser {
    /// Whether `text` asks how long the request will take: "how long will it take", "how soon",
    /// "when will it be ready", "when will it arrive".
    public static func asksHowLong(_ text: String) -> Bool {
        let said = words(text).filter { !politeWords.contains($0) }.joined(separator: " ")
        return said.hasPrefix("how long") || said.hasPrefix("how soon")
            || lengthQuestions.contains { said.hasPrefix($0) }
    }

    /// Questions of how long that do not start with "how long" or "how soon".
    private static let lengthQuestions = [
        "when will it be", "when will that be", "when will it arrive", "when will it get here",
        "when would it be", "what's the wait", "what is the wait", "what's the eta", "what is the eta",
    ]
}
