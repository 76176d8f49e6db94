/// Text read from a file, made uniform before it is split into lines or located.
///
/// A file saved on Windows ends its lines with "\r\n", which Swift reads as one `Character`:
/// splitting such a text at "\n" finds a single line, and every error in it would be reported
/// on line 1. A byte-order mark before the first character is not part of the first line either.
extension StringProtocol {
    /// This text with every line break written "\n" ("\r\n" and a lone "\r" become "\n") and
    /// without a byte-order mark before its first character, so that lines and columns count as
    /// an editor shows them.
    ///
    /// ```swift
    /// "\u{FEFF}a\r\nb\rc\n".normalizingLineBreaks()  // "a\nb\nc\n"
    /// ```
    public func normalizingLineBreaks() -> String {
        var scalars = unicodeScalars[...]
        let hadMark = scalars.first == "\u{FEFF}"
        if hadMark { scalars = scalars.dropFirst() }
        guard scalars.contains("\r") else {
            return hadMark ? String(String.UnicodeScalarView(scalars)) : String(self)
        }
        var normalized = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in scalars {
            if scalar == "\n", afterCarriageReturn {
                afterCarriageReturn = false
                continue
            }
            afterCarriageReturn = scalar == "\r"
            normalized.append(afterCarriageReturn ? "\n" : scalar)
        }
        return String(normalized)
    }
}
