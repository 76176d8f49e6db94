import ErrandLanguage
import Foundation

/// The part of the sentence template syntax the phrase fallback reads: words, alternatives
/// `(a|b)`, optional parts `[a|b]` and slots `{name}` (or `{list:name}`).
enum PhrasePattern {
    indirect enum Piece: Sendable, Hashable {
        case word(String)
        case slot(String)
        /// One of several sequences; `optional` also allows none.
        case choice([[Piece]], optional: Bool)
    }

    /// One way the words match a phrase: the words each slot took, and how many words matched
    /// literally.
    struct Match {
        var slots: [(String, Range<Int>)]
        var literalWords: Int
    }

    /// The pieces of `template`, or `nil` when it uses syntax this fallback does not read.
    static func parse(_ template: String) -> [Piece]? {
        if template.contains("<") || template.contains(";") { return nil }
        var characters = Array(template)[...]
        guard let sequences = parseAlternatives(&characters, closing: nil), sequences.count == 1 else { return nil }
        return sequences[0]
    }

    private static func parseAlternatives(_ input: inout ArraySlice<Character>, closing: Character?) -> [[Piece]]? {
        var alternatives: [[Piece]] = []
        var current: [Piece] = []
        var word = ""
        func flush() {
            guard !word.isEmpty else { return }
            current += Tokenizer.tokens(of: word).filter(\.isWordLike).map { Piece.word($0.text) }
            word = ""
        }
        while let character = input.popFirst() {
            switch character {
            case "(", "[":
                flush()
                guard let inner = parseAlternatives(&input, closing: character == "(" ? ")" : "]") else { return nil }
                current.append(.choice(inner, optional: character == "["))
            case ")", "]":
                guard character == closing else { return nil }
                flush()
                alternatives.append(current)
                return alternatives
            case "|":
                flush()
                alternatives.append(current)
                current = []
            case "{":
                flush()
                var name = ""
                while let next = input.popFirst(), next != "}" { name.append(next) }
                let slot = name.split(separator: ":").last.map(String.init) ?? name
                current.append(.slot(slot.trimmingCharacters(in: .whitespaces)))
            default:
                word.append(character)
            }
        }
        guard closing == nil else { return nil }
        flush()
        alternatives.append(current)
        return alternatives
    }

    /// The words every match of `pieces` contains: the literal words outside optional parts, and
    /// those common to every alternative of a choice.
    static func requiredWords(_ pieces: [Piece]) -> Set<String> {
        var required: Set<String> = []
        for piece in pieces {
            switch piece {
            case .word(let word): required.insert(word)
            case .slot: break
            case .choice(let alternatives, let optional):
                guard !optional, let first = alternatives.first else { continue }
                required.formUnion(
                    alternatives.dropFirst().reduce(requiredWords(first)) { $0.intersection(requiredWords($1)) })
            }
        }
        return required
    }

    /// Every way `words` matches `pieces` in full (bounded to the first 64 ways).
    static func matches(_ pieces: [Piece], words: [String]) -> [Match] {
        var results: [Match] = []
        var slots: [(String, Range<Int>)] = []
        walk(ArraySlice(pieces), continuation: [], position: 0, words: words, slots: &slots, literal: 0) { match in
            results.append(match)
            return results.count < 64
        }
        return results
    }

    /// Matches `pieces` then `continuation` from `position`; calls `found` for each full match
    /// and stops when it returns `false`. Returns whether to keep going.
    @discardableResult
    private static func walk(
        _ pieces: ArraySlice<Piece>, continuation: [ArraySlice<Piece>], position: Int, words: [String],
        slots: inout [(String, Range<Int>)], literal: Int, found: (Match) -> Bool
    ) -> Bool {
        guard let piece = pieces.first else {
            if let next = continuation.last {
                return walk(
                    next, continuation: continuation.dropLast(), position: position, words: words, slots: &slots,
                    literal: literal, found: found)
            }
            return position == words.count ? found(Match(slots: slots, literalWords: literal)) : true
        }
        let rest = pieces.dropFirst()
        switch piece {
        case .word(let word):
            guard position < words.count, words[position] == word else { return true }
            return walk(
                rest, continuation: continuation, position: position + 1, words: words, slots: &slots,
                literal: literal + 1, found: found)
        case .slot(let name):
            var end = position + 1
            while end <= words.count {
                slots.append((name, position..<end))
                let keepGoing = walk(
                    rest, continuation: continuation, position: end, words: words, slots: &slots, literal: literal,
                    found: found)
                slots.removeLast()
                if !keepGoing { return false }
                end += 1
            }
            return true
        case .choice(let alternatives, let optional):
            for alternative in alternatives {
                let keepGoing = walk(
                    ArraySlice(alternative), continuation: continuation + [rest], position: position, words: words,
                    slots: &slots, literal: literal, found: found)
                if !keepGoing { return false }
            }
            if optional {
                return walk(
                    rest, continuation: continuation, position: position, words: words, slots: &slots, literal: literal,
                    found: found)
            }
            return true
        }
    }
}
