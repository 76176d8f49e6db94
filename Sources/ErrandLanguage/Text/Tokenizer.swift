import Foundation

/// Splits an utterance into normalised tokens, keeping where each came from.
///
/// Folding is Unicode-safe: full-width forms fold to their ASCII counterparts, case folds to
/// lowercase, curly apostrophes become straight ones. Text in any script is kept: a word in
/// Cyrillic or Han is still a word token, never an error.
///
/// ```swift
/// let tokens = Tokenizer.tokens(of: "Order a LARGE latte, $2.50")
/// // order · a · large · latte · , · $ · 2.50
/// ```
///
/// - Complexity: O(n) in the length of the text.
public enum Tokenizer {
    /// The tokens of `text`, in order.
    public static func tokens(of text: String) -> [Token] {
        asciiTokens(of: text) ?? unicodeTokens(of: text)
    }

    /// The tokens of any text, read grapheme cluster by grapheme cluster.
    static func unicodeTokens(of text: String) -> [Token] {
        var tokens: [Token] = []
        var index = text.startIndex
        var offset = 0
        while index < text.endIndex {
            let character = Self.fold(text[index])
            guard let kind = Self.kind(of: character) else {
                index = text.index(after: index)
                offset += 1
                continue
            }
            let start = index
            let startOffset = offset
            var folded = String(character)
            index = text.index(after: index)
            offset += 1
            if kind == .word || kind == .number {
                var tokenKind = kind
                while index < text.endIndex {
                    let next = Self.fold(text[index])
                    if let nextKind = Self.kind(of: next), nextKind == .word || nextKind == .number {
                        if nextKind == .word { tokenKind = .word }
                        folded.append(next)
                    } else if Self.joinsInside(next, kind: tokenKind),
                        let after = text.index(index, offsetBy: 1, limitedBy: text.endIndex), after < text.endIndex,
                        let afterKind = Self.kind(of: Self.fold(text[after])),
                        afterKind == .word || afterKind == .number,
                        tokenKind == .word ? afterKind == .word : afterKind == .number
                    {
                        folded.append(next)
                    } else {
                        break
                    }
                    index = text.index(after: index)
                    offset += 1
                }
                tokens.append(Token(text: folded, kind: tokenKind, range: start..<index, offsets: startOffset..<offset))
            } else {
                tokens.append(Token(text: folded, kind: kind, range: start..<index, offsets: startOffset..<offset))
            }
        }
        return tokens
    }

    /// The tokens of a text of plain ASCII (no CR LF pair), read byte by byte: the common case,
    /// several times faster than reading grapheme clusters. `nil` for any other text.
    static func asciiTokens(of text: String) -> [Token]? {
        let bytes = text.utf8
        var tokens: [Token] = []
        var index = bytes.startIndex
        var offset = 0
        var previous: UInt8 = 0
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte < 0x80, !(previous == 13 && byte == 10) else { return nil }
            previous = byte
            guard let kind = asciiKind(byte) else {
                index = bytes.index(after: index)
                offset += 1
                continue
            }
            let start = index
            let startOffset = offset
            var folded = [asciiFold(byte)]
            index = bytes.index(after: index)
            offset += 1
            var tokenKind = kind
            if kind == .word || kind == .number {
                while index < bytes.endIndex {
                    let next = bytes[index]
                    guard next < 0x80 else { return nil }
                    if let nextKind = asciiKind(next), nextKind == .word || nextKind == .number {
                        if nextKind == .word { tokenKind = .word }
                    } else if joinsInside(Character(Unicode.Scalar(asciiFold(next))), kind: tokenKind),
                        case let after = bytes.index(after: index), after < bytes.endIndex,
                        let afterKind = asciiKind(bytes[after]),
                        tokenKind == .word ? afterKind == .word : afterKind == .number
                    {
                        // An inner apostrophe or separator, followed by more of the token.
                    } else {
                        break
                    }
                    folded.append(asciiFold(next))
                    previous = next
                    index = bytes.index(after: index)
                    offset += 1
                }
            }
            let text = String(decoding: folded, as: UTF8.self)
            tokens.append(Token(text: text, kind: tokenKind, range: start..<index, offsets: startOffset..<offset))
        }
        return tokens
    }

    private static func asciiKind(_ byte: UInt8) -> Token.Kind? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): return .word
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case 0...32, 127: return nil
        case UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "-"),
            UInt8(ascii: "+"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "@"), UInt8(ascii: "<"),
            UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "^"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            return .symbol
        default: return .punctuation
        }
    }

    private static func asciiFold(_ byte: UInt8) -> UInt8 {
        if byte == UInt8(ascii: "`") { return UInt8(ascii: "'") }
        return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// The normalised words of `text` joined by single spaces: the form phrases are compared in.
    public static func normalized(_ text: String) -> String {
        tokens(of: text).lazy.filter(\.isWordLike).map(\.text).joined(separator: " ")
    }

    /// Case, width and quote folding of one character.
    static func fold(_ character: Character) -> Character {
        switch character {
        case "\u{2019}", "\u{2018}", "\u{02BC}", "`", "\u{FF07}": return "'"
        default: break
        }
        // NB: half-width katakana ("ｺｰﾋｰ", a voiced mark joined to its letter) is the full-width
        // word ("コーヒー") people mean, as NFKC writes it.
        if character.unicodeScalars.contains(where: { (0xFF61...0xFF9F).contains($0.value) }) {
            let full = String(character).precomposedStringWithCompatibilityMapping
            if full.count == 1, let folded = full.first { return folded }
        }
        var scalars = String.UnicodeScalarView()
        for scalar in character.unicodeScalars {
            // Full-width ASCII variants (U+FF01–U+FF5E) map to U+0021–U+007E.
            if (0xFF01...0xFF5E).contains(scalar.value), let ascii = Unicode.Scalar(scalar.value - 0xFEE0) {
                scalars.append(ascii)
            } else if scalar.value == 0x3000 {
                scalars.append(" ")
            } else {
                scalars.append(scalar)
            }
        }
        let lowered = String(scalars).lowercased()
        return lowered.count == 1 ? Character(lowered) : character
    }

    /// The kind a single folded character starts, or `nil` for white space and controls.
    static func kind(of character: Character) -> Token.Kind? {
        if character.isWhitespace || character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control })
        {
            return nil
        }
        if character.isNumber, character.isASCII { return .number }
        if character.isLetter || character.isNumber { return .word }
        if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .nonspacingMark }) {
            return .word
        }
        switch character {
        case "$", "€", "£", "¥", "₹", "%", "°", ":", "/", "-", "+", "#", "&", "@": return .symbol
        default: return character.isSymbol || character.isCurrencySymbol ? .symbol : .punctuation
        }
    }

    /// Characters that stay inside a token when a word or number continues after them:
    /// apostrophes in words ("what's"), decimal and thousands separators in numbers ("2.50").
    static func joinsInside(_ character: Character, kind: Token.Kind) -> Bool {
        switch kind {
        case .word: return character == "'"
        case .number: return character == "." || character == ","
        default: return false
        }
    }
}
