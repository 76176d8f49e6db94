import ErrandCatalog
import ErrandConversation
import Foundation

/// Prints assistant turns the way the conversation commands do: one JSON object per line with
/// `--json`; the speech and the card's lines on a terminal; the transcript format (`assistant:`,
/// `options:`, `display:` lines) when a script drives the command.
struct TurnPrinter {
    var json: Bool
    var interactive: Bool

    func print(_ response: AssistantResponse) throws {
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            Self.emit(String(decoding: try encoder.encode(response), as: UTF8.self))
        } else if interactive {
            Self.emit(Self.screenText(response))
        } else {
            Self.emit(Transcript.lines(for: response).map(\.text).joined(separator: "\n"))
        }
    }

    /// Writes to standard output at once, so a script driving the command sees each turn as it comes.
    static func emit(_ text: String, newline: Bool = true) {
        FileHandle.standardOutput.write(Data((newline ? text + "\n" : text).utf8))
    }

    /// A turn as a terminal shows it: the speech, then the card's lines indented; a card's text
    /// of several lines stays inside the card, each of its lines marked as the card's.
    static func screenText(_ response: AssistantResponse) -> String {
        var lines = [response.speech]
        if let card = response.display {
            if let title = card.title { lines.append(carded("  ┌ ", title)) }
            if let text = card.text, text != response.speech { lines.append(carded("  │ ", text)) }
            for field in card.fields { lines.append(carded("  │ ", "\(field.label): \(field.value)")) }
            for (index, option) in card.options.enumerated() { lines.append(carded("  │ ", "\(index + 1). \(option)")) }
        } else if !response.options.isEmpty {
            for (index, option) in response.options.enumerated() { lines.append("  \(index + 1). \(option)") }
        }
        return lines.joined(separator: "\n")
    }

    /// `text` after `mark`, each further line of it after the card's edge.
    private static func carded(_ mark: String, _ text: String) -> String {
        mark + text.normalizingLineBreaks().replacingOccurrences(of: "\n", with: "\n  │ ")
    }
}
