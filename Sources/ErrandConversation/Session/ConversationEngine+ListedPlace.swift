import ErrandCatalog
import ErrandLanguage
import Foundation

/// A thing the last answer listed, named by its place in the list: "delete the first one" after
/// "what are my tasks" archives the first task said, and "mark the last one as done" the last.
/// It was not understood: the words name no task. A person looking at a list points at its
/// items by place, as they answer a choice ("the second one"); the guidelines ask that what the
/// assistant just said can be built on without saying it again.
extension ConversationEngine {
    /// `text` with "the first one", "the second task" or "the last one" replaced by the item in
    /// that place of the last answer's list (the first list of text its action gives back, each
    /// item said as it is written); `text` itself when nothing is open to answer, when it names no
    /// place, or when the last turn listed nothing there. "The third one" of a list of two is
    /// answered by how many it has (`beyond`): it was "Sorry, I didn't understand that."
    func namingTheListed(in text: String, session: ConversationSession) -> (
        text: String, beyond: AssistantResponse?
    ) {
        guard session.pending?.question == nil, let last = session.lastDone, session.lastRequest == last,
            let response = session.lastResponse, response.kind == .success,
            let action = catalog.action(named: last.action, in: last.app)
        else { return (text, nil) }
        let items = action.outputs.lazy.compactMap { output in Self.listedWords(response.outputs[output.id]) }.first
        guard let items, !items.isEmpty, Self.said(items, inOrderIn: response.speech) else { return (text, nil) }
        let words = AnswerParser.words(text)
        for (index, word) in words.enumerated().dropFirst() where words[index - 1] == "the" {
            let place = word == "last" ? items.count : NumberWords.ordinalValue(of: word)
            guard let place, place >= 1, !Self.saysADay(words, at: index) else { continue }
            // NB: the noun after the place goes with it ("the second task"); a word that leads
            // the rest of the request does not ("move the second to 3 pm").
            let leadsTheRest = !words.indices.contains(index + 1) || Self.leadingTheRest.contains(words[index + 1])
            guard place <= items.count else {
                // NB: only a place said alone, or with "one": "the fourth meeting" may be another.
                guard leadsTheRest || words[index + 1] == "one" else { continue }
                return (text, Self.onlyListed(items.count))
            }
            let end = leadsTheRest ? index + 1 : index + 2
            return ((words[..<(index - 1)] + [items[place - 1]] + words[end...]).joined(separator: " "), nil)
        }
        return (text, nil)
    }

    /// What a place past the end of a list of `count` says: "Sorry, there are only two."
    private static func onlyListed(_ count: Int) -> AssistantResponse {
        let said = NumberWords.words(count)
        return AssistantResponse(
            kind: .failure, speech: count == 1 ? "Sorry, there's only one." : "Sorry, there are only \(said).")
    }

    /// The items of a list of text or of an app's objects, as said; `nil` for any other value.
    private static func listedWords(_ value: Value?) -> [String]? {
        guard case .list(let items)? = value else { return nil }
        let said = items.compactMap { item -> String? in
            switch item {
            case .string(let text): return text
            case .entity(let entity): return entity.title
            default: return nil
            }
        }
        return said.count == items.count ? said : nil
    }

    /// Whether each of `items` was said in `speech`, in their order: the places are those the
    /// person heard. The messages read out are listed as "Bob Smith: Running late" but said
    /// "Bob Smith says: …", and the app itself reads "the first one" as whoever wrote it.
    private static func said(_ items: [String], inOrderIn speech: String) -> Bool {
        var rest = speech[...]
        for item in items {
            guard let found = rest.range(of: item, options: .caseInsensitive) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }

    /// Whether the place at `index` is a day of the month: "on the first", "by the 3rd", "the
    /// first of january" (after "what are my tasks", "remind me on the first to pay rent" is no
    /// task).
    private static func saysADay(_ words: [String], at index: Int) -> Bool {
        (words.indices.contains(index + 1) && words[index + 1] == "of")
            || (index >= 2 && dayLeads.contains(words[index - 2]))
    }

    /// Words before "the" that make the place after it a day.
    private static let dayLeads: Set<String> = ["on", "by", "until", "till", "before", "after", "since", "from"]

    /// Words that begin the rest of a request after the thing it acts on.
    private static let leadingTheRest: Set<String> = [
        "as", "from", "off", "on", "to", "in", "and", "for", "at", "with", "please", "too", "again",
    ]
}
