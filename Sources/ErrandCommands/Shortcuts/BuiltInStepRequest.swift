import ErrandCatalog
import ErrandConversation
import ErrandShortcuts
import Foundation

/// A step of `errand shortcuts create` said as one of the built-in actions rather than as a
/// request to an app: "wait 30 seconds" (Wait), "show Drive safely" or "say Drive safely"
/// (Show result), "ask How many minutes late?" (Ask for input, whose answer the next step
/// takes). Apps are asked first ("show my schedule" is the calendar's), but only for the words
/// as written: a reading found by respelling a typing slip never takes a built-in verb ("say"
/// is not "pay"). ("run NAME", naming one of the person's shortcuts, is read before either:
/// `ShortcutFromRequests`.)
enum BuiltInStepRequest {
    /// The verbs of each form, said first.
    static let waits: Set<String> = ["wait"]
    static let shows: Set<String> = ["show", "say"]
    static let asks: Set<String> = ["ask"]
    /// The verb of a Run shortcut step.
    static let runs: Set<String> = ["run"]

    /// What a request starting with a built-in verb says.
    enum Reading {
        /// The step, with no identifier yet.
        case step(ShortcutStep)
        /// What the step lacks, said to the person ("needs the text to say: …").
        case incomplete(String)
    }

    /// Whether `request` starts with one of the built-in verbs ("say", "wait", "run"…).
    static func startsWithVerb(_ request: String) -> Bool {
        let verb = split(request).verb
        return waits.contains(verb) || shows.contains(verb) || asks.contains(verb) || runs.contains(verb)
    }

    /// What `request` says as one of the built-in actions other than Run shortcut: the step, or
    /// what it lacks ("wait forever"); `nil` when it does not start with one of their verbs.
    static func reading(_ request: String, now: Date = Date(), timeZone: TimeZone = .current) -> Reading? {
        let id = ""
        let (verb, rest) = split(request)
        if waits.contains(verb) {
            let words = rest.lowercased().hasPrefix("for ") ? String(rest.dropFirst(4)) : rest
            guard !words.isEmpty else {
                return .incomplete("needs how long to wait: write it as \"wait 30 seconds\"")
            }
            guard
                case .duration(let seconds)? = AnswerValueReader.value(
                    from: words, as: .duration, app: AppDefinition(id: "", name: ""), now: now, timeZone: timeZone)
            else {
                return .incomplete(
                    "'\(words)' is not a length of time to wait: give one such as \"wait 30 seconds\" or "
                        + "\"wait 2 minutes\"")
            }
            return .step(.builtIn(id, .wait, ["seconds": .literal(.decimal(seconds))]))
        }
        if shows.contains(verb) {
            guard !rest.isEmpty else {
                return .incomplete("needs the text to \(verb): write it as \"\(verb) Drive safely\"")
            }
            return .step(.builtIn(id, .showResult, ["text": .text(rest)]))
        }
        if asks.contains(verb) {
            let prompt = rest.lowercased().hasPrefix("me ") ? String(rest.dropFirst(3)) : rest
            guard !prompt.isEmpty, prompt.lowercased() != "me" else {
                return .incomplete("needs the question to ask: write it as \"ask How many minutes late?\"")
            }
            return .step(.builtIn(id, .askForInput, ["prompt": .text(prompt)]))
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
