import Foundation
import Testing

@testable import ErrandCatalog

/// The source line under a problem is shown as text, never as commands to the terminal, and a
/// long line is cut around the caret; a manifest nested too deep says so, in its own words.
struct DiagnosticExcerptTests {
    static func rendered(_ source: String, file: String = "m.yaml") -> String {
        let result = ManifestLoader().loadApp(source: source, file: file)
        return DiagnosticRenderer(sources: [file: source]).render(result.diagnostics)
    }

    @Test func controlCharactersInTheLineAreEscaped() {
        let source = "app: com.x\nname: X\nactions:\n  A:\n    title: \"\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}[31mRED\"\n"
        let output = Self.rendered(source)
        #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(output.contains(#" 5 |     title: "\u{1B}]0;pwned\u{7}\u{1B}[2J\u{1B}[31mRED""#), "\(output)")
        #expect(output.hasSuffix("\n   |             ^"), "\(output)")
    }

    @Test func directionMarksAreEscapedAndTheCaretStaysUnderItsColumn() {
        let line: Substring = "ab\u{202E}cd"
        let excerpt = DiagnosticRenderer.excerpt(of: line, column: 4, width: 120)
        #expect(excerpt.text == #"ab\u{202E}cd"#)
        #expect(excerpt.indent == String(repeating: " ", count: 10))
    }

    @Test func aLongLineIsCutAroundTheCaret() {
        let line = Substring(String(repeating: "a", count: 5000) + "X" + String(repeating: "b", count: 5000))
        let excerpt = DiagnosticRenderer.excerpt(of: line, column: 5001, width: 120)
        #expect(excerpt.text.count <= 122)
        #expect(excerpt.text.hasPrefix("…") && excerpt.text.hasSuffix("…"))
        let caret = excerpt.text.index(excerpt.text.startIndex, offsetBy: excerpt.indent.count)
        #expect(excerpt.text[caret] == "X")
    }

    static func nested(_ open: String, _ inside: String, _ close: String, count: Int) -> String {
        String(repeating: open, count: count) + inside + String(repeating: close, count: count)
    }

    @Test(arguments: [
        ("deep.yaml", "a: " + nested("[", "", "]", count: 100_000)),
        ("deep.json", "{\"a\": " + nested("[", "", "]", count: 100_000) + "}"),
        ("deep-maps.yaml", "a: " + nested("{a: ", "1", "}", count: 50_000)),
    ])
    func aManifestNestedTooDeepSaysSoBriefly(file: String, source: String) {
        let output = Self.rendered(source + "\n", file: file)
        #expect(
            output.contains("lists and mappings are nested deeper than 1000 levels (line 1, column "),
            "\(output.prefix(300))")
        #expect(!output.contains("yaml_set_max_nest_level"))
        #expect(!output.contains("quotes"))
        #expect(output.count < 600)
    }
}
