import Foundation

/// What to say, from an answer that says it as told to someone: "tell him I'm running late",
/// "say that I'll be there at 5", "ask her to call me back".
///
/// Asked "What do you want to say?", people often answer as they would ask a friend to pass a
/// message on; the message is what follows the lead-in, not the lead-in with it ("tell him I'm
/// running late" was sent as it was said).
enum ReportedSpeech {
    /// The words said to a person and what may follow them before the message: "tell him that".
    private static let leadIns: [[String]] = {
        let people = ["him", "her", "them"]
        var leads: [[String]] = [["say", "that"], ["say"]]
        for person in people {
            leads += [
                ["tell", person, "that"], ["tell", person, "to"], ["tell", person], ["ask", person, "to"],
                ["let", person, "know", "that"], ["let", person, "know"],
            ]
        }
        return leads
    }()

    /// The message `text` passes on, without its lead-in; `text` itself when it has none, or
    /// when nothing follows the lead-in ("say" alone is the message).
    static func message(in text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        var rest = Substring(trimmed)
        for filler in ["and", "just", "please"] where rest.lowercased().hasPrefix(filler + " ") {
            rest = rest.dropFirst(filler.count + 1).drop { $0 == " " }
        }
        for lead in leadIns {
            guard let after = remainder(of: rest, after: lead) else { continue }
            let message = after.trimmingCharacters(in: .whitespaces)
            return message.isEmpty ? trimmed : message
        }
        return trimmed
    }

    /// What follows `words` at the start of `text` (compared without case, whole words only).
    private static func remainder(of text: Substring, after words: [String]) -> Substring? {
        var rest = text
        for word in words {
            guard rest.count >= word.count, rest.prefix(word.count).lowercased() == word else { return nil }
            rest = rest.dropFirst(word.count)
            guard rest.isEmpty || rest.first == " " || rest.first == "," else { return nil }
            rest = rest.drop { $0 == " " || $0 == "," }
        }
        return rest
    }
}
