import ErrandLanguage
import Foundation

/// The words that ask for what a person usually has: "my usual", "the usual", "same as
/// always" ("order my usual", "the usual please", "play my usual").
enum UsualWords {
    /// The phrases, longest first, as normalised words.
    static let phrases: [[String]] = [
        ["the", "same", "as", "usual"], ["the", "same", "as", "always"], ["same", "as", "usual"],
        ["same", "as", "always"], ["the", "same", "again"], ["my", "usual"], ["the", "usual"], ["my", "regular"],
        ["the", "regular"], ["as", "usual"], ["usual"],
    ]

    /// Where in `text` the words that ask for the usual stand, in characters; `nil` when they
    /// are not said.
    static func offsets(in text: String) -> Range<Int>? {
        // NB: most requests say none of these words; their letters say so without tokenizing.
        let lowered = text.lowercased()
        guard lowered.contains("usual") || lowered.contains("regular") || lowered.contains("same") else { return nil }
        let tokens = Tokenizer.tokens(of: text).filter(\.isWordLike)
        for start in tokens.indices {
            for phrase in phrases where start + phrase.count <= tokens.count {
                let end = start + phrase.count - 1
                if zip(phrase, tokens[start...end]).allSatisfy({ $0 == $1.text }) {
                    return tokens[start].offsets.lowerBound..<tokens[end].offsets.upperBound
                }
            }
        }
        return nil
    }

    /// `text` without the characters at `offsets`: the request the usual words were said in
    /// ("order" of "order my usual").
    static func removing(_ offsets: Range<Int>, from text: String) -> String {
        let characters = Array(text)
        return (String(characters[..<offsets.lowerBound]) + String(characters[offsets.upperBound...]))
            .trimmingCharacters(in: .whitespaces)
    }

    /// Words that may stand around "the usual" alone and ask for nothing more ("the usual
    /// please").
    static let courtesy: Set<String> = ["please", "thanks", "thank", "you", "again", "today", "now", "for", "me"]
}
