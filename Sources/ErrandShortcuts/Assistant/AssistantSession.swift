import ErrandConversation
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

    public init(id: String) {
        conversation = ConversationSession(id: id)
        run = nil
        runCount = 0
    }

    /// The identifier of the next run started in this session.
    mutating func nextRunID() -> String {
        runCount += 1
        return "\(conversation.id)/run\(runCount)"
    }
}
