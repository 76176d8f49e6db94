import ErrandLanguage
import Foundation

/// The places where one utterance may end a request and start the next: "and", "then", "and
/// then", "after that", or a comma, semicolon or full stop between words ("play some jazz and
/// text amy I'm on my way", "order a latte. play some jazz").
///
/// Only candidates: a separator also joins the parts of one request ("rock and roll", "amy and
/// bob"), so `ConversationEngine.requests(in:context:isPhrase:)` splits at one only when the
/// words on each side are a request of their own.
struct RequestSeparator: Sendable, Hashable {
    /// Where the words before the separator end.
    var leftEnd: String.Index
    /// Where the words after it start.
    var rightStart: String.Index
    /// The separator's own characters, counted from the start of the utterance.
    var offsets: Range<Int>

    /// The separators of `text`, in order; none at its very start or end.
    static func all(in text: String) -> [RequestSeparator] {
        // NB: most requests hold no separator; their characters say so without tokenizing.
        let lowered = text.lowercased()
        guard
            text.contains(where: { ",;.!?".contains($0) }) || lowered.contains("and") || lowered.contains("then")
                || lowered.contains("after that")
        else { return [] }
        let tokens = Tokenizer.tokens(of: text)
        var separators: [RequestSeparator] = []
        var index = 0
        while index < tokens.count {
            var end = index
            if tokens[index].kind == .punctuation, stops.contains(tokens[index].text) {
                end = index + 1
            }
            end += conjunctionLength(in: tokens, at: end)
            guard end > index else {
                index += 1
                continue
            }
            let before = tokens[..<index].contains(where: \.isWordLike)
            if before, end < tokens.count, tokens[end...].contains(where: \.isWordLike) {
                separators.append(
                    RequestSeparator(
                        leftEnd: tokens[index].range.lowerBound, rightStart: tokens[end].range.lowerBound,
                        offsets: tokens[index].offsets.lowerBound..<tokens[end - 1].offsets.upperBound))
            }
            index = end
        }
        return separators
    }

    /// Punctuation that may end a request.
    static let stops: Set<String> = [",", ";", ".", "!", "?"]

    /// The words that may join two requests, longest first.
    static let conjunctions: [[String]] = [
        ["and", "after", "that"], ["and", "then"], ["and", "also"], ["after", "that"], ["and"], ["then"],
    ]

    /// How many tokens from `index` make a conjunction, 0 when none starts there.
    private static func conjunctionLength(in tokens: [Token], at index: Int) -> Int {
        for words in conjunctions where index + words.count <= tokens.count {
            if zip(words, tokens[index..<index + words.count]).allSatisfy({ $0 == $1.text }) {
                return words.count
            }
        }
        return 0
    }
}
