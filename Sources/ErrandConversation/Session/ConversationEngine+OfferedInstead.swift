import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// A follow-up's reading started, or, when it offers a value instead ("how about 7", "what
    /// about tomorrow") of one the request just done created something with, and keeps the name
    /// of what it created (`nameParameter(of:)`), the change of it that `changeAfterDone` makes.
    /// "How about 7", after "remind me to take out the trash tonight", makes the task due at
    /// seven rather than adding it twice, as it did, and "how about 1", after an event was
    /// created at noon, moves the event; "what about eggs", after "add milk to my list", names
    /// another task, and adds it.
    func startedFollowUp(
        _ reading: Interpretation, of last: RequestedAction, action: ActionDefinition, text: String, said: String?,
        in session: inout ConversationSession, context: RequestContext
    ) async -> AssistantResponse {
        let carried = carrying(last, under: reading)
        let words = AnswerParser.words(text)
        if action.category == .create, session.lastDone == last, words.count > 2,
            Self.offersInstead.contains(Array(words.prefix(2))), let name = Self.nameParameter(of: action)?.id,
            carried.parameters[name]?.value == last.values[name],
            let changed = await changeAfterDone(
                (["actually"] + words.dropFirst(2)).joined(separator: " "), in: &session, context: context)
        {
            return changed
        }
        return await start(carried, said: said, in: &session, context: context)
    }

    /// The leads of a follow-up that offer a value instead of one said before.
    private static let offersInstead: Set<[String]> = [["how", "about"], ["what", "about"]]
}
