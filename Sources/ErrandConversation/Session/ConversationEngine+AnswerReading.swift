import Foundation

extension ConversationEngine {
    /// What an answer did to the pending request.
    enum AnswerReading {
        /// Values changed or were chosen: resolve again.
        case updated
        /// The person said yes to the request (or to trying it again): handle it.
        case confirmed
        /// The person said no to the request.
        case declined
        /// The answer could not be read against the question.
        case unread
        /// The answer needs a question of its own before it can be taken.
        case asking(Question)
    }
}
