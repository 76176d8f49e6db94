import ErrandConversation
import ErrandLanguage
import Foundation

extension Assistant {
    /// The words that lead a request to remove one of the person's phrases, before the phrase:
    /// "remove the phrase coffee time", "delete my phrase coffee time", "forget phrase …".
    static let removingLeads: [[String]] = ["remove", "delete", "forget"].flatMap { verb in
        [[verb, "the", "phrase"], [verb, "my", "phrase"], [verb, "phrase"]]
    }

    /// The words that lead a request to remove a phrase named without the word "phrase": taken
    /// only when the words after them are one of the person's phrases ("delete coffee time").
    static let removingVerbs: [[[String]]] = [["the"], ["my"], []].map { after in
        ["remove", "delete", "forget"].map { [$0] + after }
    }

    /// The turn when the person asks to remove one of their phrases by voice ("remove the phrase
    /// coffee time", or "delete coffee time" when `phrases` has it), or `nil` when `text` asks
    /// something else. The phrase goes as with `PersonPhrases.remove` (its one-step shortcut
    /// with it; a shortcut they built stays); a shortcut's own phrase stays with the shortcut,
    /// and the person hears so.
    func removingPhrase(_ text: String, in session: inout AssistantSession, phrases: PersonalPhraseBook)
        -> AssistantResponse?
    {
        // NB: the words after a bare verb are looked at only when no lead with "phrase" is said.
        guard
            let words = Self.words(after: Self.removingLeads, in: text, startingWith: "rdf")
                ?? Self.removingVerbs.lazy.compactMap({ Self.words(after: $0, in: text, startingWith: "rdf") })
                .flatMap({ [$0, Self.withoutTrailingPhraseWord($0)].compactMap { $0 } })
                .first(where: { phrases.phrase(matching: $0) != nil })
        else { return nil }
        guard let keeper = phraseKeeper else {
            return AssistantResponse(kind: .failure, speech: "Sorry, phrases can't be changed here.")
        }
        do {
            let removed = try keeper.remove(words, of: runner.person)
            session.phrasesChanged = true
            return AssistantResponse(kind: .success, speech: "OK. \"\(removed.phrase)\" is gone.")
        } catch PhraseError.shortcutsOwnPhrase(let phrase, _, let name) {
            return AssistantResponse(
                kind: .failure,
                speech: "\"\(phrase)\" comes with your shortcut \(name), so it stays as long as the shortcut does.")
        } catch is PhraseError {
            return AssistantResponse(kind: .failure, speech: "You have no phrase \"\(words)\".")
        } catch {
            return AssistantResponse(kind: .failure, speech: "Sorry, your phrases can't be changed right now.")
        }
    }

    /// `words` without the word "phrase" at their end ("coffee time phrase" of "delete the coffee
    /// time phrase"), or `nil` when they do not end with it.
    static func withoutTrailingPhraseWord(_ words: String) -> String? {
        let trimmed = words.trimmingCharacters(in: .whitespaces)
        guard trimmed.lowercased().hasSuffix(" phrase") else { return nil }
        return String(trimmed.dropLast(" phrase".count)).trimmingCharacters(in: .whitespaces)
    }

    /// The words of `text` after the first of `leads` it starts with, as written (quotes and
    /// end punctuation off); `nil` when it starts with none, or nothing follows.
    ///
    /// - Parameter letters: the first letters of the leads: a request starting with none of them
    ///   is not tokenized (every request passes here).
    static func words(after leads: [[String]], in text: String, startingWith letters: String) -> String? {
        guard let first = text.first(where: { !$0.isWhitespace })?.lowercased(), letters.contains(first) else {
            return nil
        }
        let tokens = Tokenizer.tokens(of: text).filter(\.isWordLike)
        let folded = tokens.map(\.text)
        guard let lead = leads.first(where: { folded.starts(with: $0) }), tokens.count > lead.count else { return nil }
        let rest = text[tokens[lead.count].range.lowerBound...]
        let phrase = rest.trimmingCharacters(in: CharacterSet(charactersIn: " \"'“”‘’.!?"))
        return phrase.isEmpty ? nil : phrase
    }
}
