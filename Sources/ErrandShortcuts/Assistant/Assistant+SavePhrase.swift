import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import Foundation

extension Assistant {
    /// The words that lead a request to keep a phrase for what was just done, before the
    /// phrase itself: "save that as coffee time", "name that coffee time".
    static let savingLeads: [[String]] =
        ["save", "remember", "keep"].flatMap { verb in
            ["that", "this", "it"].map { [verb, $0, "as"] }
        } + [["name", "that"], ["name", "this"]]

    /// The turn when the person asks to keep a phrase for what was just done ("save that as
    /// coffee time"), or `nil` when `text` asks something else, or nothing was done to keep.
    ///
    /// The guidelines' "add a phrase" moment, by voice: right after an action, the person gives
    /// it words of their own, and the phrase then does the same — the action with the values it
    /// was done with (but a date or a time, which would mean that one day for good), or the
    /// shortcut just run. The phrase follows the rules of every person's phrase
    /// (`PersonPhrases.add`), and the refusals are said in a sentence.
    func savingPhrase(_ text: String, in session: inout AssistantSession) -> AssistantResponse? {
        guard let words = Self.phraseToSave(in: text) else { return nil }
        let target: PhraseTarget
        var leftOut = false
        if let done = session.conversation.lastDone {
            let kept = done.values.filter { !$0.value.meansOneDay }
            leftOut = kept.count < done.values.count
            target = .action(app: done.app, action: done.action, values: kept)
        } else if let shortcut = session.lastShortcut {
            target = .shortcut(shortcut.id)
        } else {
            return AssistantResponse(kind: .notUnderstood, speech: "There's nothing to save yet. Do it first.")
        }
        guard let keeper = phraseKeeper else {
            return AssistantResponse(kind: .failure, speech: "Sorry, phrases can't be kept here.")
        }
        do {
            try keeper.add(words, for: target, of: runner.person)
            session.phrasesChanged = true
            let note = leftOut ? " A phrase keeps no date or time." : ""
            return AssistantResponse(kind: .success, speech: "OK. Say \"\(words)\" to do that again.\(note)")
        } catch let error as PhraseError {
            if case .takenByOwnPhrase = error,
                (try? keeper.book(of: runner.person).phrase(matching: words)?.target)
                    == target.personalTarget
            {
                return AssistantResponse(kind: .notUnderstood, speech: "You can already say \"\(words)\" for that.")
            }
            return AssistantResponse(kind: .failure, speech: Self.spoken(error, words: words))
        } catch {
            return AssistantResponse(kind: .failure, speech: "Sorry, your phrases can't be changed right now.")
        }
    }

    /// The phrase a request to keep one gives, as written (quotes and end punctuation off);
    /// `nil` when the words are not such a request.
    static func phraseToSave(in text: String) -> String? {
        words(after: savingLeads, in: text, startingWith: "srkn")
    }

    /// A refusal said to the person: what is wrong with the words, and what to do.
    static func spoken(_ error: PhraseError, words: String) -> String {
        switch error {
        case .reserved, .assistantsOwnWords:
            return "Sorry, \"\(words)\" is something you say to me, so it can't be a phrase. Try other words."
        case .tooLong: return "Sorry, that's too long to say every time. Try two or three words."
        case .takenByOwnPhrase, .takenByShortcut, .shortcutsOwnPhrase:
            return "You already use \"\(words)\" for something else. Try other words."
        case .takenByApp: return "Sorry, \"\(words)\" already asks an app for something. Try other words."
        case .alreadyAdded(let existing, _, _): return "You can already say \"\(existing)\" for that."
        default: return "Sorry, \"\(words)\" can't be a phrase for that."
        }
    }
}
