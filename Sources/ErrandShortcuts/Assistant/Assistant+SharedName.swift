import ErrandConversation
import ErrandLanguage
import Foundation

extension Assistant {
    private static let listed = ValueFormatter(style: .written, app: nil, timeZone: .current, now: Date())

    /// What the person hears when they ask for a shortcut by a name several of theirs share:
    /// that they do, which they are, and how to tell them apart. Neither runs by the name, since
    /// which one was meant is not guessed (Phrases.md).
    static func sharedNameResponse(_ shared: PersonalPhraseBook.SharedShortcutName) -> AssistantResponse {
        let count = shared.shortcuts.count
        let howMany = [2: "Two", 3: "Three", 4: "Four"][count] ?? "\(count)"
        return AssistantResponse(
            kind: .failure,
            speech: "\(howMany) of your shortcuts are called \"\(shared.name)\" ("
                + listed.list(shared.shortcuts, conjunction: "and")
                + "), so I can't tell which one you mean. Give one of them a phrase of its own, or another name, "
                + "and say that instead.")
    }
}
