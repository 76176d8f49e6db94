extension Transcript {
    /// The first line where `replayed` says other than this transcript, counted from 1 among the
    /// conversation's lines, with both texts ("(nothing)" past the end of one); `nil` when they
    /// say the same.
    public func firstDifference(from replayed: Transcript) -> (line: Int, expected: String, actual: String)? {
        let expected = conversationText.split(separator: "\n").map(String.init)
        let actual = replayed.conversationText.split(separator: "\n").map(String.init)
        for index in 0..<max(expected.count, actual.count) {
            let want = index < expected.count ? expected[index] : "(nothing)"
            let got = index < actual.count ? actual[index] : "(nothing)"
            if got != want { return (index + 1, want, got) }
        }
        return nil
    }

    /// The text of a transcript file whose header is `file`'s and whose conversation is
    /// `replayed`'s: what blessing a transcript writes back, to be reviewed before it is kept.
    public static func blessed(_ file: String, with replayed: Transcript) -> String {
        let header = file.split(separator: "\n", omittingEmptySubsequences: false).prefix { $0.hasPrefix("#") }
        return header.joined(separator: "\n") + "\n" + replayed.conversationText + "\n"
    }
}
