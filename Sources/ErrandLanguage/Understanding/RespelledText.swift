/// A request with words respelled (`Respelling`), and where each respelled word stood in the
/// request as typed: readings of the respelled text point back into what the person wrote.
public struct RespelledText: Sendable, Hashable {
    /// One respelled word.
    public struct Replacement: Sendable, Hashable {
        /// Where the word stood as typed, in characters.
        public var original: Range<Int>
        /// Where the respelled word stands in `text`, in characters.
        public var respelled: Range<Int>
        /// The word it was read as.
        public var word: String
        /// Whether `word` is taken only where a phrase says it itself: the slip of an everyday
        /// word, or a short function word (`Respelling.phraseWordSlips`).
        public var inPhraseOnly = false
    }

    /// The request as typed.
    public var original: String
    /// The request as read.
    public var text: String
    /// The respelled words, in the order typed.
    public var replacements: [Replacement]
    /// How unlikely the slips are: two for each, one more for each first letter changed.
    public var cost: Int

    /// The characters of `range` in `text`, as typed: a range that starts or ends inside a
    /// respelled word covers the whole word as typed.
    func originalRange(of range: Range<Int>) -> Range<Int> {
        let lower = originalOffset(of: range.lowerBound) {
            $0.lowerBound <= range.lowerBound && range.lowerBound < $0.upperBound
        }
        let upper = originalOffset(of: range.upperBound, atEnd: true) {
            $0.lowerBound < range.upperBound && range.upperBound <= $0.upperBound
        }
        return lower..<max(lower, upper)
    }

    /// Where the character offset `offset` of `text` stands as typed: the start (or, `atEnd`,
    /// the end) of the word as typed when `inside` a respelled word.
    private func originalOffset(of offset: Int, atEnd: Bool = false, inside: (Range<Int>) -> Bool) -> Int {
        var moved = offset
        for replacement in replacements {
            if inside(replacement.respelled) {
                return atEnd ? replacement.original.upperBound : replacement.original.lowerBound
            }
            if replacement.respelled.upperBound <= offset {
                moved += replacement.original.count - replacement.respelled.count
            }
        }
        return moved
    }
}
