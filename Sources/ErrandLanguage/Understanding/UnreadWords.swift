/// Words of a request that its reading did not read: not a value it found, not a word the
/// catalog uses, not a function word ("oat milk" of "order a cappuccino with oat milk").
///
/// Only the statistical model leaves words unread: a phrase template or a person's own phrase
/// reads every word, or does not match. The model reads the action and tags what it knows,
/// and would otherwise drop the rest without a word, so the person would get a cappuccino
/// without oat milk and never be told. The conversation names these words and asks before it
/// does anything.
///
/// ```swift
/// let reading = understander.interpretations(of: "start a run with my dog", context: context).best
/// print(reading?.unreadWords.map(\.text) ?? [])   // ["dog"]
/// ```
public struct UnreadWords: Sendable, Hashable {
    /// The words as the person wrote them, with any function words between them ("oat milk",
    /// "scone or a muffin").
    public var text: String
    /// Where the words stand in the utterance, in characters.
    public var offsets: Range<Int>

    public init(text: String, offsets: Range<Int>) {
        self.text = text
        self.offsets = offsets
    }

    /// The words moved `offset` characters on: found in a part of the utterance, pointing into
    /// the whole.
    func shifted(by offset: Int) -> UnreadWords {
        UnreadWords(text: text, offsets: (offsets.lowerBound + offset)..<(offsets.upperBound + offset))
    }
}
