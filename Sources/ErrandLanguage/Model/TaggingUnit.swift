/// One unit the slot tagger labels: a token, or part of one.
///
/// Every token but punctuation is a unit (punctuation carries no slot value and would only blur
/// where values begin and end), except that a possessive "'s" is split from its word: data
/// puts it inside some values ("dena's playlist" as the owner) and outside others ("Fey's
/// album" by the artist Fey), so the tagger has to be able to choose.
struct TaggingUnit: Sendable, Hashable {
    /// The normalised text.
    var text: String
    /// The kind of the token the unit comes from.
    var kind: Token.Kind
    /// Where the unit stands in the original string.
    var range: Range<String.Index>
    /// The same place counted in characters.
    var offsets: Range<Int>
    /// The index of the token the unit comes from.
    var token: Int

    /// The units of an utterance's tokens, in order.
    ///
    /// - Complexity: O(n) in the number of tokens.
    static func units(of tokens: [Token], in text: String) -> [TaggingUnit] {
        var units: [TaggingUnit] = []
        units.reserveCapacity(tokens.count)
        for (index, token) in tokens.enumerated() where token.kind != .punctuation {
            let characters = token.offsets.count
            if token.kind == .word, characters > 2, token.text.hasSuffix("'s"),
                let split = text.index(token.range.upperBound, offsetBy: -2, limitedBy: token.range.lowerBound),
                text[split..<token.range.upperBound].count == 2
            {
                let cut = token.offsets.upperBound - 2
                units.append(
                    TaggingUnit(
                        text: String(token.text.dropLast(2)), kind: .word, range: token.range.lowerBound..<split,
                        offsets: token.offsets.lowerBound..<cut, token: index))
                units.append(
                    TaggingUnit(
                        text: "'s", kind: .word, range: split..<token.range.upperBound,
                        offsets: cut..<token.offsets.upperBound, token: index))
            } else {
                units.append(
                    TaggingUnit(
                        text: token.text, kind: token.kind, range: token.range, offsets: token.offsets, token: index))
            }
        }
        return units
    }
}
