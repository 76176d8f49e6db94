import ErrandLanguage
import Foundation

/// A request corrected as it is said: "play jazz, no wait, play the blues", "order a latte, no,
/// make it a mocha". The words after the correction's marker stand; those before it are what
/// the person took back.
///
/// Only markers that say nothing else: "no wait", "wait no", "no no", "scratch that", "i mean",
/// "make that", "actually no" or "no actually" after a comma, a "no" or an "actually" set off by
/// commas; and "make it" / "make that" after
/// one of them is the correction's own start, not a request. "sorry" and "actually" without
/// commas are left alone: they are as often part of a message ("text amy sorry I'm late").
struct SelfCorrection: Equatable {
    /// The words taken back.
    var before: String
    /// The words that stand, without "make it" / "make that" leading them.
    var after: String

    /// Markers said as words, whatever the punctuation around them.
    static let markers: [[String]] = [
        ["no", "wait"], ["wait", "no"], ["no", "no"], ["scratch", "that"], ["i", "mean"], ["make", "that"],
    ]
    /// Markers that correct only after a comma (", actually no,"): in a message they may be its
    /// words ("tell amy actually no I can't come").
    static let commaLedMarkers: [[String]] = [["actually", "no"], ["no", "actually"]]
    /// Markers that correct only set off by commas (", no,", ", actually,").
    static let setOffMarkers: Set<String> = ["no", "actually"]
    /// Letters one of the markers holds, each of them: a text with none has no correction.
    static let markerParts = ["no", "scratch", "mean", "make that", "actually"]
    /// Words that start a corrected value rather than a request ("make it a mocha").
    static let valueLeads: [[String]] = [["make", "it"], ["make", "that"]]

    /// The last correction in `text`, or `nil` when it has none, or nothing on one of its sides.
    init?(in text: String) {
        // NB: most requests hold no marker; their characters say so without tokenizing.
        let lowered = text.lowercased()
        guard Self.markerParts.contains(where: lowered.contains) else { return nil }
        let tokens = Tokenizer.tokens(of: text)
        var found: (start: Int, end: Int)?
        var index = 0
        while index < tokens.count {
            var markerEnd: Int?
            if let marker = Self.markers.first(where: { Self.words($0, at: index, in: tokens) }) {
                markerEnd = index + marker.count
            } else if index > 0, tokens[index - 1].text == ",",
                let marker = Self.commaLedMarkers.first(where: { Self.words($0, at: index, in: tokens) })
            {
                markerEnd = index + marker.count
            } else if Self.setOffMarkers.contains(tokens[index].text), index > 0, index + 1 < tokens.count,
                tokens[index - 1].text == ",", tokens[index + 1].text == ","
            {
                markerEnd = index + 1
            }
            guard var end = markerEnd else {
                index += 1
                continue
            }
            // The correction's own start ("no, make it a mocha") belongs to its marker.
            while end < tokens.count, !tokens[end].isWordLike { end += 1 }
            if let lead = Self.valueLeads.first(where: { Self.words($0, at: end, in: tokens) }) { end += lead.count }
            while end < tokens.count, !tokens[end].isWordLike { end += 1 }
            found = (index, end)
            index = end
        }
        guard let (start, end) = found, start > 0, end < tokens.count else { return nil }
        let trimmed = CharacterSet.whitespaces.union(.punctuationCharacters)
        before = String(text[..<tokens[start].range.lowerBound]).trimmingCharacters(in: trimmed)
        after = String(text[tokens[end].range.lowerBound...]).trimmingCharacters(in: .whitespaces)
        guard !before.isEmpty, !after.isEmpty else { return nil }
    }

    /// Whether `words` are the word tokens of `tokens` from `index`, one after another.
    private static func words(_ words: [String], at index: Int, in tokens: [Token]) -> Bool {
        index + words.count <= tokens.count
            && zip(words, tokens[index..<index + words.count]).allSatisfy { $0 == $1.text }
    }
}
