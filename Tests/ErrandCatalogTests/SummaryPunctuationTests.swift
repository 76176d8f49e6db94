import ErrandCatalog
import Testing

/// `summary-punctuation` tells of every mark of a summary, each at its own column, so one lint
/// run shows all there is to fix.
struct SummaryPunctuationTests {
    // Before: only the '(' was reported; the ')', ';' and the ending '.' only once it was fixed.
    @Test func everyPunctuationMarkOfASummaryIsReportedAtItsColumn() {
        let found = LintAdviceTests.lint(
            """
            app: com.example.soup
            name: Soup Kitchen
            actions:
              ShareSoup:
                title: Share soup
                category: share
                parameters:
                  soup: { type: string, title: Soup, required: true }
                summary: "Share {soup} (with friends); now."
              SaveSoup:
                title: Save soup
                category: create
                parameters:
                  soup: { type: string, title: Soup, required: true }
                summary: "Save {soup}:"
            """
        ).filter { $0.rule == "summary-punctuation" }
        #expect(found.map { $0.location?.line } == [9, 9, 9, 9, 15])
        #expect(found.map { $0.location?.column } == [28, 41, 42, 47, 26])
        let share = "the summary 'Share {soup} (with friends); now.'"
        let plain = "; colons, semicolons and parentheses make a summary hard to read; write it as a plain sentence"
        #expect(
            found.map(\.message) == [
                "\(share) contains '('\(plain)", "\(share) contains ')'\(plain)", "\(share) contains ';'\(plain)",
                "\(share) ends with punctuation; remove it", "the summary 'Save {soup}:' contains ':'\(plain)",
            ])
    }
}
