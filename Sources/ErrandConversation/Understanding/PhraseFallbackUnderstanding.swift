import ErrandCatalog
import ErrandLanguage
import Foundation

/// A small, honest stand-in for understanding: matches an utterance against the catalog's
/// action phrases after normalising both, and reads slot values with `AnswerValueReader`.
///
/// NB: this is the *fallback* that lets `errand chat` and the transcript tests run before the
/// compiled template matcher, the value recognizers and the statistical model of
/// `ErrandLanguage` are integrated; it is to be replaced by the `Understander`. It supports
/// the common part of the template syntax — words, `(a|b)`, `[optional]`, `{slot}` — and skips
/// phrases that use rules (`<rule>`) or permutations (`(a; b)`). An utterance must match a
/// whole phrase; there is no fuzzy matching and no model.
public struct PhraseFallbackUnderstanding: RequestUnderstanding {
    private let catalog: Catalog
    private let phrases: [CompiledPhrase]

    public init(catalog: Catalog) {
        self.catalog = catalog
        var phrases: [CompiledPhrase] = []
        for (app, action) in catalog.allActions {
            for phrase in action.phrases {
                guard let pieces = PhrasePattern.parse(phrase) else { continue }
                phrases.append(
                    CompiledPhrase(
                        app: app.id, action: action.id, pieces: pieces,
                        requiredWords: PhrasePattern.requiredWords(pieces)))
            }
        }
        self.phrases = phrases
    }

    /// The readings of `text` whose phrase it matches in full, the most literal match first.
    ///
    /// - Complexity: O(p·m) for p phrases and m ways of splitting the words among a phrase's
    ///   slots; phrases have few slots and utterances are short.
    public func readings(of text: String, context: UnderstandingContext) -> [Interpretation] {
        let tokens = Tokenizer.tokens(of: text).filter(\.isWordLike)
        guard !tokens.isEmpty, tokens.count <= 64 else { return [] }
        let words = tokens.map(\.text)
        let present = Set(words)
        var found: [(Interpretation, score: Int)] = []
        for phrase in phrases where phrase.requiredWords.isSubset(of: present) {
            guard let app = catalog.app(phrase.app), let action = app.action(named: phrase.action) else { continue }
            // The same words for the same slot are read once, however many splits try them.
            var readings: [String: Value?] = [:]
            var best: (Interpretation, score: Int)?
            for match in PhrasePattern.matches(phrase.pieces, words: words) {
                var slots: [String: UnderstoodValue] = [:]
                var parsed = 0
                for (name, range) in match.slots {
                    guard let parameter = action.parameter(named: name), let first = tokens[safe: range.lowerBound],
                        let last = tokens[safe: range.upperBound - 1]
                    else { continue }
                    let slotText = String(text[first.range.lowerBound..<last.range.upperBound])
                    let memoKey = name + "\u{0}" + slotText
                    let value: Value?
                    if let known = readings[memoKey] {
                        value = known
                    } else {
                        value = AnswerValueReader.value(
                            from: slotText, as: parameter.type, app: app, now: context.now, timeZone: context.timeZone)
                        readings[memoKey] = value
                    }
                    if let value {
                        parsed += 1
                        slots[name] = UnderstoodValue(
                            value: value, text: slotText, offsets: first.offsets.lowerBound..<last.offsets.upperBound)
                    } else {
                        slots[name] = UnderstoodValue(value: .string(slotText), text: slotText)
                    }
                }
                let score = match.literalWords * 4 + parsed * 2 - match.slots.count
                let allParsed = parsed == match.slots.count
                // A phrase that is nothing but slots says nothing about the action by itself.
                let confidence = match.literalWords == 0 ? 0.1 : allParsed ? 0.9 : 0.6
                let interpretation = Interpretation(
                    app: phrase.app, action: phrase.action, parameters: slots, confidence: confidence,
                    source: .template)
                if best == nil || score > (best?.score ?? 0) { best = (interpretation, score) }
            }
            if let best { found.append(best) }
        }
        var preferred = found.sorted { lhs, rhs in
            lhs.0.confidence != rhs.0.confidence ? lhs.0.confidence > rhs.0.confidence : lhs.score > rhs.score
        }
        if let pendingAction = context.pendingAction {
            preferred =
                preferred.filter { $0.0.action == pendingAction } + preferred.filter { $0.0.action != pendingAction }
        }
        return preferred.map(\.0)
    }

    private struct CompiledPhrase: Sendable {
        var app: String
        var action: String
        var pieces: [PhrasePattern.Piece]
        /// Words every match contains, to skip phrases that cannot match.
        var requiredWords: Set<String>
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
