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
///
/// Text of several lines (a shown list, say) keeps every line of a transcript starting with its
/// kind or indented under one: each line of the text after the first is written indented by two
/// spaces, a blank one as the two spaces alone. Read back, an indented line continues the text
/// of the line above it, keeping the blank lines between (trailing spaces an editor took away
/// or not); blank lines at the very end of a text are not kept.
///
/// ```text
/// assistant: Groceries:
///   milk
///   eggs
/// ```
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

        /// The line as written in a transcript file: its kind, then its text, each further
        /// line of the text indented by `continuation` under it.
        public var text: String {
            let (kind, text) = parts
            return kind + ": "
                + text.normalizingLineBreaks().replacingOccurrences(of: "\n", with: "\n" + Self.continuation)
        }

        /// What starts each line of a text after its first.
        public static let continuation = "  "

        private var parts: (kind: String, text: String) {
            switch self {
            case .person(let text): return ("person", text)
            case .shortcut(let text): return ("shortcut", text)
            case .assistant(let text): return ("assistant", text)
            case .options(let text): return ("options", text)
            case .display(let text): return ("display", text)
            }
        }

        /// The line with `more` after its text.
        func appending(_ more: String) -> Line {
            switch self {
            case .person(let text): return .person(text + more)
            case .shortcut(let text): return .shortcut(text + more)
            case .assistant(let text): return .assistant(text + more)
            case .options(let text): return .options(text + more)
            case .display(let text): return .display(text + more)
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
        // The blank lines since the last line of a turn (`nil` after anything else): the next
        // line of its text keeps them. NB: a blank line alone, written as the indent or not,
        // is not yet text: a script's or an editor's stray spaces between turns change none.
        var blanks: Int? = nil
        for (number, raw) in text.normalizingLineBreaks().split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty {
                blanks = blanks.map { $0 + 1 }
                continue
            }
            if let count = blanks, let last = lines.last, raw.hasPrefix(Line.continuation) || raw.hasPrefix("\t") {
                let rest = raw.hasPrefix("\t") ? raw.dropFirst() : raw.dropFirst(Line.continuation.count)
                let kept = String(rest.reversed().drop(while: \.isWhitespace).reversed())
                lines[lines.count - 1] = last.appending(String(repeating: "\n", count: count + 1) + kept)
                blanks = 0
                continue
            }
            blanks = nil
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
            blanks = 0
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
