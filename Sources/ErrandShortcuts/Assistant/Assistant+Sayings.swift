import ErrandConversation
import ErrandLanguage
import Foundation

extension Assistant {
    /// How many of the person's phrases and shortcut names help reads out.
    static let sayingsNamedInHelp = 3

    /// After the apps' help, what the person's own phrases and shortcuts let them say ("Your
    /// shortcuts run when you say them: "order my usual" or "running late"."), or `nil` when
    /// they have none. The guidelines: a person's phrase is theirs to say, so help reminds them
    /// of it in their words.
    static func helpWithSayings(_ phrases: PersonalPhraseBook) -> AssistantResponse? {
        let sayings = phrases.sayings
        guard !sayings.isEmpty else { return nil }
        let quoted = sayings.prefix(sayingsNamedInHelp).map { "\"\($0)\"" }
        let named =
            sayings.count > quoted.count
            ? quoted.joined(separator: ", ") + ", and more"
            : ValueFormatter(style: .written, app: nil, timeZone: .current, now: Date()).list(
                Array(quoted), conjunction: "or")
        return AssistantResponse(kind: .notUnderstood, speech: "Your own shortcuts run when you say them: \(named).")
    }
}
