import Foundation

/// The references in a text binding: `{s1}`, `{s1.title}`, `{var:name}`, `{input}`, `{now}`.
///
/// One reading of the syntax for the validator and the runner, so a text the validator passes
/// is the text the runner fills in.
enum TextReferences {
    /// A piece of a text binding: plain text, or a reference without its braces.
    enum Part: Sendable, Hashable {
        case text(String)
        case reference(String)
    }

    /// The names a text reference uses for something other than a step.
    static let reserved: Set<String> = ["input", "now", "repeatItem", "repeatIndex"]

    /// `text` cut into plain text and references, in order. A brace opened again before it
    /// closes, or never closed, is plain text; so is a closing brace with none open.
    static func parts(of text: String) -> [Part] {
        var parts: [Part] = []
        var plain = ""
        var current: String?
        for character in text {
            if character == "{" {
                if let open = current { plain += "{" + open }
                current = ""
            } else if character == "}", let reference = current {
                if !plain.isEmpty { parts.append(.text(plain)) }
                plain = ""
                parts.append(.reference(reference))
                current = nil
            } else if current != nil {
                current?.append(character)
            } else {
                plain.append(character)
            }
        }
        if let open = current { plain += "{" + open }
        if !plain.isEmpty { parts.append(.text(plain)) }
        return parts
    }

    /// Every reference in `text`, without its braces, in order.
    static func all(in text: String) -> [String] {
        parts(of: text).compactMap { part in
            if case .reference(let reference) = part { return reference }
            return nil
        }
    }

    /// The steps whose output `text` uses.
    static func steps(in text: String) -> [String] {
        all(in: text).compactMap { reference in
            let trimmed = reference.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("var:") else { return nil }
            let head = String(trimmed.prefix { $0 != "." })
            return reserved.contains(head) ? nil : head
        }
    }

    /// The variables `text` reads, each with its reference as written (without braces): every
    /// `{var:name}`, and `{repeatItem}` / `{repeatIndex}`, which a run reads as variables.
    static func variables(in text: String) -> [(name: String, reference: String)] {
        all(in: text).compactMap { reference in
            let trimmed = reference.trimmingCharacters(in: .whitespaces)
            let head = String(trimmed.prefix { $0 != "." })
            if head.hasPrefix("var:") { return (String(head.dropFirst(4)), trimmed) }
            return loopVariables.contains(head) ? (head, trimmed) : nil
        }
    }

    /// The variables a Repeat or Repeat with each gives the steps of its body.
    static let loopVariables: Set<String> = ["repeatItem", "repeatIndex"]
}
