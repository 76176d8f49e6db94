import ErrandCatalog
import Foundation

/// A conversation written down: a header of settings, then the person's turns and the
/// assistant's, one a line.
///
/// ```text
/// # modality: voice-only
/// # now: 2026-11-24T09:00:00Z
/// person: order a latte
/// assistant: Your small latte will be two dollars fifty. Ready to order?
/// person: yes
/// assistant: OK. Ordering. It will be ready in five minutes.
/// ```
///
/// Header lines (`# key: value`) set `catalog` (`examples`, or a manifest path), `modality`
/// (`screen` or `voice-only`), `now` (ISO 8601),
/// `time-zone` (an identifier), `authenticated` (`yes`/`no`) and `state` (named starting data
/// of the example apps). Other `#` lines are comments. A turn of the person is `person: …`, or
/// `shortcut: app/Action [ask:parameter …] [parameter=value …]` to run an action the way a
/// shortcut step does. An assistant turn is `assistant: …` (the speech), followed by
/// `options: a | b` when it offered options and, with a screen, `display: title | text |
/// Label: value; Label: value`.
public struct Transcript: Sendable, Hashable {
    public var settings: [String: String]
    public var lines: [Line]

    /// One line of a conversation.
    public enum Line: Sendable, Hashable {
        case person(String)
        case shortcut(String)
        case assistant(String)
        case options(String)
        case display(String)

        /// The line as written in a transcript file.
        public var text: String {
            switch self {
            case .person(let text): return "person: " + text
            case .shortcut(let text): return "shortcut: " + text
            case .assistant(let text): return "assistant: " + text
            case .options(let text): return "options: " + text
            case .display(let text): return "display: " + text
            }
        }
    }

    public init(settings: [String: String] = [:], lines: [Line] = []) {
        self.settings = settings
        self.lines = lines
    }

    /// Reads a transcript; fails on a line that is none of the kinds above, naming its number.
    public init(parsing text: String) throws(TranscriptError) {
        var settings: [String: String] = [:]
        var lines: [Line] = []
        for (number, raw) in text.normalizingLineBreaks().split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("#") {
                let body = line.dropFirst().trimmingCharacters(in: .whitespaces)
                if let colon = body.firstIndex(of: ":") {
                    let key = body[..<colon].trimmingCharacters(in: .whitespaces)
                    if Self.settingKeys.contains(key) {
                        settings[key] = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                    }
                }
                continue
            }
            guard let colon = line.firstIndex(of: ":") else { throw TranscriptError(line: number + 1, text: line) }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            switch line[..<colon] {
            case "person": lines.append(.person(value))
            case "shortcut": lines.append(.shortcut(value))
            case "assistant": lines.append(.assistant(value))
            case "options": lines.append(.options(value))
            case "display": lines.append(.display(value))
            default: throw TranscriptError(line: number + 1, text: line)
            }
        }
        self.init(settings: settings, lines: lines)
    }

    static let settingKeys: Set<String> = ["catalog", "modality", "now", "time-zone", "authenticated", "state"]

    /// The assistant's lines for one response.
    public static func lines(for response: AssistantResponse) -> [Line] {
        var result: [Line] = [.assistant(response.speech)]
        if !response.options.isEmpty { result.append(.options(response.options.joined(separator: " | "))) }
        if let card = response.display {
            let fields = card.fields.map { "\($0.label): \($0.value)" }.joined(separator: "; ")
            let line = [card.title ?? "", card.text ?? "", fields].joined(separator: " | ")
            result.append(.display(line.trimmingCharacters(in: .whitespaces)))
        }
        return result
    }

    /// The transcript's conversation lines as text, one a line.
    public var conversationText: String {
        lines.map(\.text).joined(separator: "\n")
    }
}

/// A transcript line that is not a known kind of line.
public struct TranscriptError: Error, Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var text: String

    public var description: String {
        "line \(line): '\(text)' is not a transcript line; expected '# key: value', 'person: …', 'shortcut: …', "
            + "'assistant: …', 'options: …' or 'display: …'"
    }
}
