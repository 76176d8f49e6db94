import ErrandConversation
import ErrandLanguage
import Foundation

extension Assistant {
    /// Lists written out ("a, b, and c"): the sayings are quoted words, no values.
    private static let written = ValueFormatter(style: .written, app: nil, timeZone: .current, now: Date())
    /// How many of the person's phrases and shortcut names help reads out.
    static let sayingsNamedInHelp = 3
    /// Ways of asking what one's own phrases and shortcuts are, answered with all of them.
    static let sayingsQuestions: Set<String> = [
        "what are my shortcuts", "what shortcuts do i have", "list my shortcuts", "my shortcuts",
        "show my shortcuts", "what are my phrases", "what phrases do i have", "list my phrases", "my phrases",
        "show my phrases",
    ]

    /// The answer to "what are my shortcuts": every phrase and name the person can say, or that
    /// there are none yet and how to make one; `nil` when `text` asks something else.
    static func listingSayings(_ text: String, phrases: PersonalPhraseBook) -> AssistantResponse? {
        guard sayingsQuestions.contains(Tokenizer.normalized(text)) else { return nil }
        let sayings = phrases.sayings
        guard !sayings.isEmpty else {
            return AssistantResponse(
                kind: .notUnderstood,
                speech: "You have no shortcuts yet. After I do something for you, say \"save that as\" and the words "
                    + "you want to use.")
        }
        let quoted = sayings.map { "\"\($0)\"" }
        let listed = written.list(quoted, conjunction: "and")
        return AssistantResponse(kind: .notUnderstood, speech: "You can say \(listed).")
    }

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
            : written.list(Array(quoted), conjunction: "or")
        return AssistantResponse(kind: .notUnderstood, speech: "Your own shortcuts run when you say them: \(named).")
    }
}
