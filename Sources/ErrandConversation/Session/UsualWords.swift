import ErrandLanguage
import Foundation

/// The words that ask for what a person usually has: "my usual", "the usual", "same as
/// always" ("order my usual", "the usual please", "play my usual"); or for what they had last
/// time: "the same as last time", "what I had last time" ("order what I got last time"), or an
/// order again ("reorder", "repeat my last order").
enum UsualWords {
    /// What the words recall of the person's requests.
    enum Recall: Sendable, Hashable {
        /// What they most likely ask for at this moment.
        case usual
        /// What they asked for the last time.
        case lastTime
        /// What they ordered the last time, of whatever app: "reorder", "repeat my last order".
        case lastOrder
    }

    /// The phrases that ask for the usual, longest first, as normalised words.
    static let phrases: [[String]] = [
        ["the", "same", "as", "usual"], ["the", "same", "as", "always"], ["same", "as", "usual"],
        ["same", "as", "always"], ["my", "usual"], ["the", "usual"], ["my", "regular"],
        ["the", "regular"], ["as", "usual"], ["usual"],
    ]

    /// The phrases that ask for what was had last time, longest first.
    static let lastTimePhrases: [[String]] = [
        ["the", "same", "thing", "as", "last", "time"], ["what", "i", "ordered", "last", "time"],
        ["what", "i", "played", "last", "time"], ["what", "i", "had", "last", "time"],
        ["what", "i", "got", "last", "time"], ["what", "i", "did", "last", "time"],
        ["the", "same", "as", "last", "time"], ["same", "as", "last", "time"], ["the", "same", "as", "before"],
        ["same", "as", "before"], ["the", "same", "again"], ["like", "last", "time"], ["as", "last", "time"],
    ]

    /// The phrases that ask for the last order again, longest first. None asks a question or
    /// names an order of things: "repeat my order" may ask to hear it said back, "what did i
    /// order again" to be reminded, "in the same order" of a list.
    static let lastOrderPhrases: [[String]] = [
        ["repeat", "my", "previous", "order"], ["repeat", "my", "last", "order"], ["repeat", "the", "last", "order"],
        ["order", "that", "again"], ["order", "it", "again"], ["repeat", "that", "order"], ["reorder"],
    ]

    /// Where in `text` the words that ask for the usual or for last time's stand, in
    /// characters, and which they ask for; `nil` when they are not said.
    static func recalled(in text: String) -> (offsets: Range<Int>, recall: Recall)? {
        // NB: most requests say none of these words; their letters say so without tokenizing.
        let lowered = text.lowercased()
        guard
            lowered.contains("usual") || lowered.contains("regular") || lowered.contains("same")
                || lowered.contains("last time") || lowered.contains("order")
        else { return nil }
        let tokens = Tokenizer.tokens(of: text).filter(\.isWordLike)
        let kinds: [(Recall, [[String]])] = [
            (.lastOrder, lastOrderPhrases), (.lastTime, lastTimePhrases), (.usual, phrases),
        ]
        for start in tokens.indices {
            for (recall, phrases) in kinds {
                for phrase in phrases where start + phrase.count <= tokens.count {
                    let end = start + phrase.count - 1
                    if zip(phrase, tokens[start...end]).allSatisfy({ $0 == $1.text }) {
                        return (tokens[start].offsets.lowerBound..<tokens[end].offsets.upperBound, recall)
                    }
                }
            }
        }
        return nil
    }

    /// Where in `text` the words that ask for the usual or for last time's stand.
    static func offsets(in text: String) -> Range<Int>? { recalled(in: text)?.offsets }

    /// Words that may stand around "the usual" alone and ask for nothing more ("the usual
    /// please").
    static let courtesy: Set<String> = ["please", "thanks", "thank", "you", "again", "today", "now", "for", "me"]
}
