import ErrandCatalog
import ErrandLanguage
import Foundation

extension ConversationEngine {
    /// The parameter a change said at the confirmation names, with its new value: "change the
    /// message to hello", "make the note lunch", "the title should be team lunch", "set the
    /// amount to 30 dollars". A request that writes words — a message, a note — may have them
    /// changed without naming them: "make it say hello", "no, say hello instead".
    ///
    /// The parameter is named by one of its nouns (its title, its type's name, "time" or "day"
    /// for a date or time); the value is read as an answer to it would be, so a list of choices
    /// must be named from, and a person is resolved by the app as any other; a time alone keeps
    /// the day ("change the time to 1"). `nil` when the words name no parameter this way or
    /// the rest reads as no value of it.
    func namedChange(
        in text: String, action: ActionDefinition, app: AppDefinition, pending: PendingRequest,
        context: RequestContext
    ) -> (parameter: String, value: Value)? {
        var words = Tokenizer.tokens(of: text).filter(\.isWordLike)
        while let first = words.first?.text, Self.changeLeads.contains(first) { words.removeFirst() }
        while let last = words.last?.text, Self.trailingChangeWords.contains(last) { words.removeLast() }
        guard let (named, rest) = Self.namedParameters(in: words.map(\.text), action: action), rest < words.count
        else { return nil }
        let said = String(text[words[rest].range.lowerBound..<words[words.count - 1].range.upperBound])
        for parameter in named {
            let value =
                parameter.type.isBuiltInValue
                ? changedValue(said, for: parameter, app: app, pending: pending, context: context)
                : typedValue(said, for: parameter, options: [], app: app, context: context, pending: pending)
            if let value { return (parameter.id, value) }
        }
        // NB: words that name no choice of the one parameter named are that parameter's, for
        // resolution to refuse by name: "change the size to medium" — "Sorry, medium isn't one
        // of the choices. What size? …".
        if named.count == 1, let only = named.first, !AnswerParser.namedChoices(for: only, app: app).isEmpty {
            return (only.id, .string(said))
        }
        return nil
    }

    /// The parameters `words` name for a change, in the order the action declares them, and
    /// where the new value starts. A noun may name several ("time": an event's start and its
    /// length); the first that reads the value takes it.
    private static func namedParameters(in words: [String], action: ActionDefinition) -> (
        [ParameterDefinition], Int
    )? {
        // "make it say hello", "say hello instead", "it should say hello": the words it writes.
        // NB: "say that again" asks for the question again.
        for frame in writingFrames where words.starts(with: frame) && words.last != "again" {
            let texts = action.parameters.filter { $0.type == .string }
            guard texts.count == 1 else { return nil }
            return (texts, frame.count)
        }
        var index = 0
        let verb = words.first.flatMap { namingVerbs.contains($0) ? $0 : nil }
        if verb != nil { index += 1 }
        if index < words.count, ["the", "my", "that"].contains(words[index]) { index += 1 }
        // NB: the longest noun first: "task list" before "task".
        for length in stride(from: min(3, words.count - index), through: 1, by: -1) {
            let noun = words[index..<index + length].joined(separator: " ")
            // NB: a title in the plural is named in the singular too: "the recipient" of Recipients.
            let named = action.parameters.filter {
                $0.nouns.contains(noun) || $0.nouns.contains(noun + "s") || whenNouns($0.type).contains(noun)
            }
            guard !named.isEmpty else { continue }
            let after = index + length
            if let link = links(after: verb).first(where: { words[after...].starts(with: $0) }) {
                return (named, after + link.count)
            }
            // NB: "make the note lunch": only "make" takes the value straight after the noun.
            return verb == "make" ? (named, after) : nil
        }
        return nil
    }

    /// What people call a parameter of a day or a time, whatever its title: "change the time to
    /// 1" for an event's start.
    private static func whenNouns(_ type: ValueType) -> Set<String> {
        switch type {
        case .date: return ["day", "date"]
        case .time: return ["time"]
        case .dateTime: return ["time", "day", "date"]
        default: return []
        }
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
    private static let namingVerbs: Set<String> = ["change", "make", "set", "switch", "update"]

    /// Words that change what a request writes, before the new words.
    private static let writingFrames: [[String]] = [
        ["make", "it", "say"], ["make", "it", "read"], ["have", "it", "say"], ["it", "should", "say"],
        ["change", "it", "to", "say"], ["say"], ["saying"], ["write"],
    ]
}
