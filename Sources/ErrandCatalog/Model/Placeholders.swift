import Foundation

/// Reads the `{name}` placeholders of a title, summary or dialog template.
public enum Placeholders {
    /// One placeholder: its name and where it starts in the text (in Unicode scalars from 0).
    public struct Occurrence: Sendable, Hashable {
        public var name: String
        public var offset: Int
    }

    /// The placeholders of `text`, in order. `{{` is a literal brace.
    ///
    /// - Complexity: O(n) in the length of the text.
    public static func occurrences(in text: String) -> [Occurrence] {
        var result: [Occurrence] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "{" else {
                index += 1
                continue
            }
            if index + 1 < scalars.count, scalars[index + 1] == "{" {
                index += 2
                continue
            }
            guard let close = scalars[(index + 1)...].firstIndex(of: "}") else { break }
            let name = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
            // A phrase slot may be written `{list:slot}`; the name is the part after the colon.
            let slot = name.split(separator: ":").last.map(String.init) ?? name
            result.append(Occurrence(name: slot.trimmingWhitespace(), offset: index))
            index = close + 1
        }
        return result
    }

    /// The placeholder names of `text`, in order.
    public static func names(in text: String) -> [String] {
        occurrences(in: text).map(\.name)
    }

    /// `text` with each placeholder replaced by `replacement(name)`, or left as it is where that
    /// gives `nil`.
    public static func fill(_ text: String, _ replacement: (String) -> String?) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                rest = rest[open...]
                break
            }
            let name = String(rest[rest.index(after: open)..<close]).trimmingWhitespace()
            result += replacement(name) ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    func trimmingWhitespace() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }
}
