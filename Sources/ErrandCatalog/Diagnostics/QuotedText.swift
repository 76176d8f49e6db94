/// Someone's text as an error message quotes it: whole when short, else its start and how long
/// it was, so a 100,000-character value does not become a 100,000-character message.
public enum QuotedText {
    /// The most characters quoted whole.
    public static let maximum = 60

    /// `'text'` when `text` has at most `maximum` characters, else `'its start…' (N characters)`.
    public static func quoted(_ text: String, maximum: Int = maximum) -> String {
        guard text.count > maximum else { return "'\(text)'" }
        return "'\(text.prefix(maximum))…' (\(text.count) characters)"
    }
}
