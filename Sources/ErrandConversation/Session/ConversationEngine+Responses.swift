extension ConversationEngine {
    /// What a request not to do something says ("don't order a latte").
    static let willNot = AssistantResponse(kind: .notUnderstood, speech: "OK, I won't.")
    static let notInEnglish = AssistantResponse(
        kind: .notUnderstood, speech: "Sorry, I can only understand English so far.")
    /// What "say that again" says before anything was said.
    static let nothingSaidYet = AssistantResponse(kind: .notUnderstood, speech: "I haven't said anything yet.")
}
