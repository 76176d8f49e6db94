import Foundation

/// A token as the value recognizers see it: the tokenizer's tokens with letters and digits
/// split apart ("3pm" is `3` · `pm`, "usd3" is `usd` · `3`) and dashes folded to `-`.
struct ValueToken: Sendable {
    enum Kind: Sendable { case word, number, symbol, punctuation }

    var text: String
    var kind: Kind
    /// Character offsets in the original text.
    var start: Int
    var end: Int
    /// The index of the tokenizer token this piece came from.
    var source: Int
    /// The numeric value of a number token ("1,200" is 1200), when it reads as one number.
    var number: Double?

    /// The value tokens of `tokens`, in order.
    ///
    /// - Complexity: O(n) in the total length of the tokens.
    static func split(_ tokens: [Token]) -> [ValueToken] {
        var result: [ValueToken] = []
        result.reserveCapacity(tokens.count + 4)
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .number:
                result.append(Self.make(token.text, .number, token.offsets.lowerBound, token.offsets.upperBound, index))
            case .word:
                let characters = Array(token.text)
                guard characters.count == token.offsets.count, characters.contains(where: \.isASCIIDigit) else {
                    result.append(
                        Self.make(token.text, .word, token.offsets.lowerBound, token.offsets.upperBound, index))
                    continue
                }
                var position = 0
                while position < characters.count {
                    let digit = characters[position].isASCIIDigit
                    var next = position + 1
                    while next < characters.count {
                        let character = characters[next]
                        if character.isASCIIDigit == digit {
                            next += 1
                        } else if digit, character == "." || character == ",", next + 1 < characters.count,
                            characters[next + 1].isASCIIDigit
                        {
                            next += 1
                        } else {
                            break
                        }
                    }
                    let start = token.offsets.lowerBound + position
                    result.append(
                        Self.make(
                            String(characters[position..<next]), digit ? .number : .word, start,
                            start + next - position, index))
                    position = next
                }
            case .symbol, .punctuation:
                let text: String
                switch token.text {
                case "\u{2014}", "\u{2013}", "\u{2012}", "\u{2212}", "~": text = "-"
                default: text = token.text
                }
                let kind: Kind = token.kind == .symbol || text == "-" ? .symbol : .punctuation
                result.append(Self.make(text, kind, token.offsets.lowerBound, token.offsets.upperBound, index))
            }
        }
        return Self.joiningDecimals(result)
    }

    /// Digits split from letters keep their decimals: "usd3.14" is `usd` · `3.14`.
    private static func joiningDecimals(_ tokens: [ValueToken]) -> [ValueToken] {
        var result: [ValueToken] = []
        result.reserveCapacity(tokens.count)
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .number, !token.text.contains("."), index + 2 < tokens.count,
                tokens[index + 1].text == ".", tokens[index + 2].kind == .number,
                tokens[index + 1].start == token.end, tokens[index + 2].start == tokens[index + 1].end,
                !tokens[index + 2].text.contains("."),
                index == 0 || tokens[index - 1].end != token.start || tokens[index - 1].kind == .word
            {
                result.append(
                    Self.make(
                        token.text + "." + tokens[index + 2].text, .number, token.start, tokens[index + 2].end,
                        token.source))
                index += 3
            } else {
                result.append(token)
                index += 1
            }
        }
        return result
    }

    private static func make(_ text: String, _ kind: Kind, _ start: Int, _ end: Int, _ source: Int) -> ValueToken {
        ValueToken(
            text: text, kind: kind, start: start, end: end, source: source,
            number: kind == .number ? Self.numericValue(of: text) : nil)
    }

    /// The value of digits with optional thousands separators and one decimal point.
    static func numericValue(of text: String) -> Double? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        if parts.count > 1 {
            // Thousands groups: 1-3 digits, then groups of exactly three (the last may carry decimals).
            guard let first = parts.first, (1...3).contains(first.count), !first.contains(".") else { return nil }
            for (offset, part) in parts.dropFirst().enumerated() {
                let integer = part.split(separator: ".", maxSplits: 1).first ?? ""
                if integer.count != 3 { return nil }
                if part.contains("."), offset != parts.count - 2 { return nil }
            }
        }
        let plain = text.replacingOccurrences(of: ",", with: "")
        if plain.filter({ $0 == "." }).count > 1 { return nil }
        return Double(plain)
    }
}

extension Character {
    /// Whether the character is one of the ASCII digits 0-9.
    var isASCIIDigit: Bool { isASCII && isNumber }
}
