/// A built-in value found in a text, with the words it was read from.
public struct RecognizedValue: Sendable, Hashable {
    /// The value.
    public var value: BuiltInValue
    /// The words of the original text the value was read from.
    public var text: String
    /// Where those words stand in the original text, counted in `Character`s.
    public var offsets: Range<Int>
    /// The tokens (indices into `Tokenizer.tokens(of:)`) the value covers.
    public var tokenRange: Range<Int>

    public init(value: BuiltInValue, text: String, offsets: Range<Int>, tokenRange: Range<Int>) {
        self.value = value
        self.text = text
        self.offsets = offsets
        self.tokenRange = tokenRange
    }

    /// The dimension of the value.
    public var dimension: ValueDimension { value.dimension }
}
