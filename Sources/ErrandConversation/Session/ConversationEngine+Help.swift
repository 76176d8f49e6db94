import ErrandCatalog
import Foundation

extension ConversationEngine {
    /// What the person may say to learn what they can ask, when no question is open.
    static let helpPhrases: Set<String> = [
        "help", "help me", "what can you do", "what can i say", "what can i ask", "what can i ask you",
        "what do you do", "what can you help with", "what can you help me with",
    ]
    /// How many apps the help names, so that it stays short enough to hear.
    static let appsNamedInHelp = 5

    /// The turn when nothing is open and the person asks for help or calls off nothing, or
    /// `nil` when `text` is something else.
    ///
    /// "Help" names what a few apps do, in the words of their actions' titles, so a person new
    /// to the assistant hears what to ask (without the apps' names, which the assistant never
    /// speaks: the guidelines leave attribution to the system). "Cancel" with nothing under
    /// way says so, rather than that it was not understood. Both are `.notUnderstood` turns:
    /// no action is under way or done.
    func turnWithNothingOpen(_ text: String) -> AssistantResponse? {
        if AnswerParser.isCancel(text) {
            return AssistantResponse(kind: .notUnderstood, speech: "There's nothing to cancel.")
        }
        guard Self.helpPhrases.contains(AnswerParser.words(text).joined(separator: " ")) else { return nil }
        let offers = catalog.apps.prefix(Self.appsNamedInHelp).compactMap { app -> String? in
            guard let action = app.actions.first else { return nil }
            return action.title.lowercased()
        }
        guard !offers.isEmpty else {
            return AssistantResponse(kind: .notUnderstood, speech: "No apps are set up to help yet.")
        }
        let formatter = ValueFormatter(
            style: .written, app: nil, timeZone: .current, now: Date(timeIntervalSince1970: 0))
        let named =
            catalog.apps.count > Self.appsNamedInHelp
            ? offers.joined(separator: ", ") + ", and more" : formatter.list(offers, conjunction: "or")
        return AssistantResponse(
            kind: .notUnderstood, speech: "You can ask me to \(named). Say cancel to stop a request.")
    }
}
