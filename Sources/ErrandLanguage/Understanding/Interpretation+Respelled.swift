extension Interpretation {
    /// A reading of `respelled.text` as a reading of the request as typed: its values and unread
    /// words point at the words as typed, and the words of a value or an unread run that hold a
    /// respelled word are given as typed ("ordr" of "ordr a latte" stays "ordr").
    func typed(as respelled: RespelledText) -> Interpretation {
        let typed = Array(respelled.original)
        let read = Array(respelled.text)
        func retyped(_ text: String, at offsets: Range<Int>) -> (text: String, offsets: Range<Int>) {
            let original = respelled.originalRange(of: offsets)
            // Words kept as read from the request (not a name the reading chose) are given as typed.
            guard offsets.upperBound <= read.count, String(read[offsets]) == text, original.upperBound <= typed.count
            else { return (text, original) }
            return (String(typed[original]), original)
        }
        return moved { value in
            guard let offsets = value.offsets else { return value }
            var moved = value
            (moved.text, moved.offsets) = retyped(value.text, at: offsets)
            return moved
        } unread: { words in
            let (text, offsets) = retyped(words.text, at: words.offsets)
            return UnreadWords(text: text, offsets: offsets)
        }
    }
}
