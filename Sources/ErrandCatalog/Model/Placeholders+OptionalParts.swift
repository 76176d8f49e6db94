extension Placeholders {
    /// `text` with each optional part — words in square brackets, "Starting your {workout}[ for
    /// {goal}]." — kept without its brackets when every placeholder in it has a value
    /// (`hasValue`), and left out otherwise, so one dialog says a value when there is one and no
    /// hole when there is none. Parts do not nest; a "[" with no "]" after it is written as is.
    ///
    /// - Complexity: O(n) in the length of the text, and one `hasValue` a placeholder in a part.
    public static func keepingOptionalParts(of text: String, hasValue: (String) -> Bool) -> String {
        guard text.contains("[") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
            result += rest[..<open]
            let part = rest[rest.index(after: open)..<close]
            if names(in: String(part)).allSatisfy(hasValue) { result += part }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
