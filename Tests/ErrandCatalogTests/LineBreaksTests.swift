import ErrandCatalog
import Testing

/// Text from a file saved on Windows ("\r\n", a byte-order mark) reads like the same text saved
/// elsewhere, so that every line number counts as an editor shows it.
struct LineBreaksTests {
    @Test(arguments: [
        ("a\r\nb\r\n", "a\nb\n"),
        ("a\rb", "a\nb"),
        ("a\r\r\nb", "a\n\nb"),
        ("\r\n\r\n", "\n\n"),
        ("\u{FEFF}a\nb", "a\nb"),
        ("\u{FEFF}a\r\nb", "a\nb"),
        ("\u{FEFF}", ""),
        ("a\u{FEFF}b\n", "a\u{FEFF}b\n"),
        ("plain\ntext", "plain\ntext"),
        ("", ""),
        ("café\r\n咖啡\r\n", "café\n咖啡\n"),
    ])
    func lineBreaksAreWrittenOneWay(text: String, normalized: String) {
        #expect(text.normalizingLineBreaks() == normalized)
        #expect(text.normalizingLineBreaks().split(separator: "\n").count == normalized.split(separator: "\n").count)
    }

    @Test func aSubstringIsNormalizedToo() {
        let text = "x\r\ny\r\nz"
        #expect(text.dropFirst(2).normalizingLineBreaks() == "y\nz")
    }
}
