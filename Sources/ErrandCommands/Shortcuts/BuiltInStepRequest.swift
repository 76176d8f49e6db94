import ErrandCatalog
import ErrandConversation
import ErrandShortcuts
import Foundation

/// A step of `errand shortcuts create` said as one of the built-in actions rather than as a
/// request to an app: "wait 30 seconds" (Wait), "show Drive safely" or "say Drive safely"
/// (Show result), "ask How many minutes late?" (Ask for input, whose answer the next step
/// takes), "run Good morning" (Run shortcut).
///
/// Apps are asked first ("show my schedule" is the calendar's); these forms read what no app
/// takes, except "run" naming one of the person's shortcuts, which is always that shortcut.
enum BuiltInStepRequest {
    /// The verbs of each form, said first.
    static let waits: Set<String> = ["wait"]
    static let shows: Set<String> = ["show", "say"]
    static let asks: Set<String> = ["ask"]

    /// The step `request` says, as one of the built-in actions other than Run shortcut, with no
    /// identifier yet; `nil` when it says none.
    static func step(_ request: String, now: Date = Date(), timeZone: TimeZone = .current) -> ShortcutStep? {
        let id = ""
        let (verb, rest) = split(request)
        guard !rest.isEmpty else { return nil }
        if waits.contains(verb) {
            let words = rest.lowercased().hasPrefix("for ") ? String(rest.dropFirst(4)) : rest
            guard
                case .duration(let seconds)? = AnswerValueReader.value(
                    from: words, as: .duration, app: AppDefinition(id: "", name: ""), now: now, timeZone: timeZone)
            else { return nil }
            return .builtIn(id, .wait, ["seconds": .literal(.decimal(seconds))])
        }
        if shows.contains(verb) { return .builtIn(id, .showResult, ["text": .text(rest)]) }
        if asks.contains(verb) {
            let prompt = rest.lowercased().hasPrefix("me ") ? String(rest.dropFirst(3)) : rest
            return .builtIn(id, .askForInput, ["prompt": .text(prompt)])
        }
        return nil
    }

    /// The shortcut name a request to run one says ("run my good morning shortcut": "good
    /// morning"), the names to look up in order; none when it does not start with "run".
    static func shortcutNames(in request: String) -> [String] {
        let (verb, rest) = split(request)
        guard verb == "run", !rest.isEmpty else { return [] }
        var names = [rest]
        var words = rest.split(separator: " ").map(String.init)
        if let first = words.first?.lowercased(), ["my", "the"].contains(first) { words.removeFirst() }
        if words.last?.lowercased() == "shortcut" { words.removeLast() }
        if !words.isEmpty { names.append(words.joined(separator: " ")) }
        return names
    }

    /// The first word, lowercased, and the rest as written.
    private static func split(_ request: String) -> (verb: String, rest: String) {
        let trimmed = request.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let space = trimmed.firstIndex(where: \.isWhitespace) else { return (trimmed.lowercased(), "") }
        return (
            String(trimmed[..<space]).lowercased(), String(trimmed[space...]).trimmingCharacters(in: .whitespaces)
        )
    }
}
