import ErrandCatalog
import ErrandLanguage
import Foundation

extension ConversationEngine {
    /// The parameter a change said at the confirmation names, with its new value: "change the
    /// message to hello", "make the note lunch", "the title should be team lunch", "set the
    /// amount to 30 dollars". A request that writes words — a message, a note — may have them
    /// changed without naming them: "make it say hello", "no, say hello instead".
    ///
    /// The parameter is named by one of its nouns (its title, its type's name); the value is
    /// read as an answer to it would be, so a list of choices must be named from, and a person
    /// is resolved by the app as any other. `nil` when the words name no parameter this way or
    /// the rest reads as no value of it.
    func namedChange(
        in text: String, action: ActionDefinition, app: AppDefinition, pending: PendingRequest,
        context: RequestContext
    ) -> (parameter: String, value: Value)? {
        var words = Tokenizer.tokens(of: text).filter(\.isWordLike)
        while let first = words.first?.text, Self.changeLeads.contains(first) { words.removeFirst() }
        while let last = words.last?.text, Self.trailingChangeWords.contains(last) { words.removeLast() }
        guard let (parameter, rest) = Self.namedParameter(in: words.map(\.text), action: action),
            rest < words.count, let definition = action.parameter(named: parameter)
        else { return nil }
        let said = String(text[words[rest].range.lowerBound..<words[words.count - 1].range.upperBound])
        guard let value = typedValue(said, for: definition, options: [], app: app, context: context, pending: pending)
        else { return nil }
        return (parameter, value)
    }

    /// The parameter `words` name for a change and where its new value starts.
    private static func namedParameter(in words: [String], action: ActionDefinition) -> (String, Int)? {
        // "make it say hello", "say hello instead", "it should say hello": the words it writes.
        // NB: "say that again" asks for the question again.
        for frame in writingFrames where words.starts(with: frame) && words.last != "again" {
            let texts = action.parameters.filter { $0.type == .string }
            guard texts.count == 1, let only = texts.first else { return nil }
            return (only.id, frame.count)
        }
        var index = 0
        let verb = words.first.flatMap { changeVerbs.contains($0) ? $0 : nil }
        if verb != nil { index += 1 }
        if index < words.count, ["the", "my", "that"].contains(words[index]) { index += 1 }
        // NB: the longest noun first: "task list" before "task".
        for length in stride(from: min(3, words.count - index), through: 1, by: -1) {
            let noun = words[index..<index + length].joined(separator: " ")
            guard let parameter = action.parameters.first(where: { $0.nouns.contains(noun) }) else { continue }
            let after = index + length
            if let link = links(after: verb).first(where: { words[after...].starts(with: $0) }) {
                return (parameter.id, after + link.count)
            }
            // NB: "make the note lunch": only "make" takes the value straight after the noun.
            return verb == "make" ? (parameter.id, after) : nil
        }
        return nil
    }

    /// The words between a named parameter and its new value, after `verb` ("change the title
    /// to …") or with none ("the title should be …").
    private static func links(after verb: String?) -> [[String]] {
        verb == nil
            ? [["should", "be"], ["should", "say"], ["should", "read"], ["is"], ["to", "be"]]
            : [["to"], ["into"], ["say"], ["as"]]
    }

    /// Words that lead a change and are no part of it: "no", "oh wait".
    static let changeLeads: Set<String> = [
        "no", "actually", "oh", "sorry", "wait", "nope", "um", "please", "ok", "okay", "and", "but",
    ]

    /// Verbs a change of a named parameter is said with.
    private static let changeVerbs: Set<String> = ["change", "make", "set", "switch", "update"]

    /// Words that change what a request writes, before the new words.
    private static let writingFrames: [[String]] = [
        ["make", "it", "say"], ["make", "it", "read"], ["have", "it", "say"], ["it", "should", "say"],
        ["change", "it", "to", "say"], ["say"], ["saying"], ["write"],
    ]
}
