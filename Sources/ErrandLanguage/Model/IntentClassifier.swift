import Foundation

/// A multinomial logistic-regression intent classifier over words, word bigrams and
/// character 2–5-grams.
///
/// Words and bigrams form one group of features and character n-grams (taken inside each
/// word, with its boundaries marked) another; each group is scaled to unit length, so long
/// and short utterances weigh alike. The softmax of the scores gives probabilities.
///
/// - Complexity: classifying an utterance with f features among K intents is O(f · K).
struct IntentClassifier: Sendable {
    /// The intent names, in label order.
    var intents: [String]
    /// The features seen in training; row r owns `weights[r * intents.count ..< (r + 1) * intents.count]`.
    var features: FeatureTable
    /// One row of intent weights per feature.
    var weights: [Float]
    /// The intercept of each intent.
    var bias: [Float]

    /// A feature of an utterance and its value.
    typealias Feature = (key: UInt64, value: Float)

    /// The features of an utterance's tokens, with the gazetteer marks of its tagged tokens:
    /// each known value found adds a feature for its slot, so "find The Colour of the
    /// Chameleon" leans toward the intent whose slot holds that title.
    static func features(of tokens: [Token], marks: GazetteerMatcher.Marks) -> [Feature] {
        let words = tokens.filter(\.isWordLike).map(\.text)
        var wordKeys: [UInt64] = []
        wordKeys.reserveCapacity(words.count * 2 + 1)
        var previous = Template.boundary
        for word in words {
            let hash = FeatureHash.of(word)
            wordKeys.append(FeatureHash.combine(Template.word, hash))
            wordKeys.append(FeatureHash.combine(Template.bigram, previous, hash))
            previous = hash
        }
        if !words.isEmpty { wordKeys.append(FeatureHash.combine(Template.bigram, previous, Template.boundary)) }

        var characterKeys: [UInt64] = []
        characterKeys.reserveCapacity(words.count * 20)
        var scalars: [Unicode.Scalar] = []
        for word in words {
            scalars.removeAll(keepingCapacity: true)
            scalars.append(" ")
            scalars.append(contentsOf: word.unicodeScalars)
            scalars.append(" ")
            for start in 0..<(scalars.count - 1) {
                var hash = FeatureHash.empty
                for end in start..<min(start + 5, scalars.count) {
                    hash = FeatureHash.adding(scalars[end], to: hash)
                    if end > start { characterKeys.append(FeatureHash.combine(Template.characters, hash)) }
                }
            }
        }
        var valueKeys: [UInt64] = []
        for position in marks {
            for (slot, mark) in position where mark == .begin || mark == .only {
                valueKeys.append(FeatureHash.combine(Template.value, slot))
            }
        }
        var result: [Feature] = []
        result.reserveCapacity(wordKeys.count + characterKeys.count + valueKeys.count)
        let wordValue = wordKeys.isEmpty ? 0 : 1 / Float(wordKeys.count).squareRoot()
        let characterValue = characterKeys.isEmpty ? 0 : 1 / Float(characterKeys.count).squareRoot()
        for key in wordKeys { result.append((key, wordValue)) }
        for key in characterKeys { result.append((key, characterValue)) }
        let valueValue = valueKeys.isEmpty ? 0 : 1 / Float(valueKeys.count).squareRoot()
        for key in valueKeys { result.append((key, valueValue)) }
        return result
    }

    /// The probability of each intent, in `intents` order.
    func probabilities(of features: [Feature]) -> [Double] {
        let classes = bias.count
        var scores = bias
        weights.withUnsafeBufferPointer { weights in
            scores.withUnsafeMutableBufferPointer { scores in
                for feature in features {
                    guard let row = self.features.row(of: feature.key) else { continue }
                    let base = row * classes
                    for label in 0..<classes { scores[label] += weights[base + label] * feature.value }
                }
            }
        }
        return Self.softmax(scores.map(Double.init))
    }

    /// The softmax of scores: positive, summing to one.
    static func softmax(_ scores: [Double]) -> [Double] {
        let top = scores.max() ?? 0
        let exponentials = scores.map { exp($0 - top) }
        let total = exponentials.reduce(0, +)
        return exponentials.map { $0 / total }
    }

    /// Softmax of the scores of features already mapped to rows.
    static func probabilities(of rows: [(row: Int32, value: Float)], weights: [Float], bias: [Float]) -> [Double] {
        let classes = bias.count
        var scores = bias
        weights.withUnsafeBufferPointer { weights in
            scores.withUnsafeMutableBufferPointer { scores in
                for (row, value) in rows {
                    let base = Int(row) * classes
                    for label in 0..<classes { scores[label] += weights[base + label] * value }
                }
            }
        }
        return softmax(scores.map(Double.init))
    }

    /// The template half of every key.
    private enum Template {
        static let word = FeatureHash.of("\u{1}word")
        static let bigram = FeatureHash.of("\u{1}bigram")
        static let characters = FeatureHash.of("\u{1}characters")
        static let boundary = FeatureHash.of("\u{2}boundary")
        static let value = FeatureHash.of("\u{1}value")
    }
}
