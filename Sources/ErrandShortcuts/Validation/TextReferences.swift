import Foundation

/// The references in a text binding: `{s1}`, `{s1.title}`, `{var:name}`, `{input}`, `{now}`.
enum TextReferences {
    /// The names a text reference uses for something other than a step.
    static let reserved: Set<String> = ["input", "now", "repeatItem", "repeatIndex"]

    /// Every reference in `text`, without its braces, in order. An unclosed brace is plain text.
    static func all(in text: String) -> [String] {
        var references: [String] = []
        var current: String?
        for character in text {
            if character == "{" {
                current = ""
            } else if character == "}", let reference = current {
                references.append(reference)
                current = nil
            } else if current != nil {
                current?.append(character)
            }
        }
        return references
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
}
