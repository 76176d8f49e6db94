/// One unit of an utterance after normalising, pointing back at the characters it came from.
///
/// `text` is the folded form every matcher compares (lowercased, width-folded, curly quotes
/// straightened); `range` and `offsets` locate the original characters, so a recognised value
/// can always show the words it was read from.
public struct Token: Sendable, Hashable {
    /// What kind of characters the token holds.
    public enum Kind: Sendable, Hashable {
        /// Letters, possibly with inner apostrophes or digits ("what's", "mp3").
        case word
        /// Digits, possibly with inner separators ("2.50", "1,000").
        case number
        /// A symbol that carries meaning for values: `$`, `€`, `%`, `°`, `:`, `/`, `-`, `+`.
        case symbol
        /// Any other punctuation.
        case punctuation
    }

    /// The normalised text of the token.
    public var text: String
    /// The kind of the token.
    public var kind: Kind
    /// Where the token stands in the original string.
    public var range: Range<String.Index>
    /// The same place counted in characters (`Character`s) from the start of the original.
    public var offsets: Range<Int>

    public init(text: String, kind: Kind, range: Range<String.Index>, offsets: Range<Int>) {
        self.text = text
        self.kind = kind
        self.range = range
        self.offsets = offsets
    }

    /// Whether the token is a word or a number: the tokens that make up what was said.
    public var isWordLike: Bool { kind == .word || kind == .number }
}
