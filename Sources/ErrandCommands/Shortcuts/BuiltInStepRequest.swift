import ErrandCatalog
import ErrandConversation
import ErrandShortcuts
import Foundation

/// A step of `errand shortcuts create` said as one of the built-in actions rather than as a
/// request to an app: "wait 30 seconds" (Wait), "show Drive safely" or "say Drive safely"
/// (Show result), "ask How many minutes late?" (Ask for input, whose answer the next step
/// takes). Apps are asked first ("show my schedule" is the calendar's); these forms read what
/// no app takes. ("run NAME", naming one of the person's shortcuts, is read before either:
/// `ShortcutFromRequests`.)
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

    /// The first word, lowercased, and the rest as written.
    private static func split(_ request: String) -> (verb: String, rest: String) {
        let trimmed = request.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let space = trimmed.firstIndex(where: \.isWhitespace) else { return (trimmed.lowercased(), "") }
        return (
            String(trimmed[..<space]).lowercased(), String(trimmed[space...]).trimmingCharacters(in: .whitespaces)
        )
    }
}
