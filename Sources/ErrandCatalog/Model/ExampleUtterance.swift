import Foundation

/// An example request with its values marked, as manifests write them under `examples:`:
/// `order a [large](size) [latte](coffee)`.
///
/// Examples teach the statistical model requests no phrase template covers. A `[` or `]` or
/// `(` that is not part of a marked value is kept as text.
public struct ExampleUtterance: Sendable, Hashable {
    /// A marked value: the parameter it fills and where its text stands (in characters).
    public struct Span: Sendable, Hashable {
        public var parameter: String
        public var characters: Range<Int>

        public init(parameter: String, characters: Range<Int>) {
            self.parameter = parameter
            self.characters = characters
        }
    }

    /// The request as a person would say it, without the markup.
    public var text: String
    public var spans: [Span]

    public init(text: String, spans: [Span]) {
        self.text = text
        self.spans = spans
    }

    /// Reads the markup.
    ///
    /// - Complexity: O(n) in the length of the markup.
    public init(markup: String) {
        var text = ""
        var count = 0
        var spans: [Span] = []
        let characters = Array(markup)
        var index = 0
        while index < characters.count {
            if characters[index] == "[", let marked = Self.markedValue(in: characters, from: index) {
                let value = String(characters[(index + 1)..<marked.closeBracket])
                let valueCount = value.count
                text += value
                spans.append(Span(parameter: marked.parameter, characters: count..<(count + valueCount)))
                count += valueCount
                index = marked.end
            } else {
                text.append(characters[index])
                count += 1
                index += 1
            }
        }
        self.init(text: text, spans: spans)
    }

    /// The `](name)` closing a marked value opened at `open`, if the markup has one.
    private static func markedValue(in characters: [Character], from open: Int)
        -> (closeBracket: Int, parameter: String, end: Int)?
    {
        guard let close = characters[(open + 1)...].firstIndex(of: "]"), close > open + 1,
            !characters[(open + 1)..<close].contains("["),
            close + 1 < characters.count, characters[close + 1] == "(",
            let closeParen = characters[(close + 2)...].firstIndex(of: ")")
        else { return nil }
        let name = String(characters[(close + 2)..<closeParen]).trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
            return nil
        }
        return (close, name, closeParen + 1)
    }

    /// The text of a span.
    public func text(of span: Span) -> String {
        let start = text.index(text.startIndex, offsetBy: span.characters.lowerBound)
        let end = text.index(start, offsetBy: span.characters.count)
        return String(text[start..<end])
    }
}
