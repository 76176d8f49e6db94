import ErrandConversation
import ErrandLanguage
import Foundation

/// The state of one person's exchange with the assistant across turns: the conversation, and
/// the shortcut run waiting for an answer, if any.
///
/// A plain value, stored between turns like a `ConversationSession`.
public struct AssistantSession: Sendable, Hashable {
    public var conversation: ConversationSession
    /// The shortcut run in progress; `nil` when no run waits for an answer.
    public var run: ShortcutRun?
    /// How many shortcut runs this session has started; numbers each run's identifier.
    public var runCount: Int
    /// The requests said together with the one in progress that wait for it to end, in the
    /// order said ("text amy I'm on my way" of "play some jazz and text amy I'm on my way").
    public var queued: [QueuedRequest]
    /// The responses of the last turn, said again when the person asks ("say that again").
    public var lastResponses: [AssistantResponse]
    /// The shortcut run last, when nothing was done after it: what "do that again" runs, and
    /// what "save that as …" keeps a phrase for.
    public var lastShortcut: Shortcut?
    /// Whether the person's phrases changed in this session ("save that as …", "remove the
    /// phrase …"), so that the caller reads their phrase book again.
    public var phrasesChanged: Bool

    public init(id: String) {
        conversation = ConversationSession(id: id)
        run = nil
        runCount = 0
        queued = []
        lastResponses = []
        lastShortcut = nil
        phrasesChanged = false
    }

    /// Whether a question waits for the person's answer: a shortcut run's or the conversation's.
    public var isWaiting: Bool {
        (run?.isWaiting ?? false) || conversation.pending != nil
    }

    /// The identifier of the next run started in this session.
    mutating func nextRunID() -> String {
        runCount += 1
        return "\(conversation.id)/run\(runCount)"
    }
}

/// A request that waits for the one in progress to end: words said together with it, or a
/// reading split off it ("make one of them small", of two lattes).
public enum QueuedRequest: Sendable, Hashable {
    case said(String)
    case reading(Interpretation)
}
