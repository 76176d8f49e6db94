import ErrandCatalog
import Foundation
import Testing

/// Problems are shown like a compiler's: the message line, then the offending line and a caret.
struct DiagnosticRenderingTests {
    @Test func aBadDefaultIsShownWithItsLineAndACaretUnderTheValue() throws {
        let path = ManifestFixtures.path("default-not-a-case.yaml")
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let diagnostics = ManifestFixtures.diagnostics("default-not-a-case.yaml")
        let rendered = DiagnosticRenderer(sources: [path: source]).render(diagnostics)
        #expect(
            rendered == """
                \(path):10:49: error: actions.OrderCoffee.parameters.size.default: 'medium' is not a case of Size (small, large)
                 10 |       size: { type: Size, title: Size, default: medium, prompt: "What size?" }
                    |                                                 ^
                """)
    }

    @Test func aProblemInALineWithOtherScriptsKeepsTheCaretUnderItsColumn() {
        let source = "app: com.example.tea\nname: Чай\nactions:\n  Заказать: { title: Заказать чай, category: заказ }\n"
        let result = ManifestLoader().loadApp(source: source, file: "tea.yaml")
        let rendered = DiagnosticRenderer(sources: ["tea.yaml": source]).render(result.diagnostics)
        #expect(
            rendered == """
                tea.yaml:4:46: error: actions.Заказать.category: 'заказ' is not accepted; use one of generic, information, order, start, share, create, search, download, other
                 4 |   Заказать: { title: Заказать чай, category: заказ }
                   |                                              ^
                """)
    }

    @Test func aProblemWithoutItsSourceIsOneLine() {
        let diagnostic = Diagnostic(
            .error, "duplicate key 'name'; each key may appear once",
            at: SourceLocation(file: "a.yaml", line: 3, column: 1), path: "name")
        #expect(
            DiagnosticRenderer().render(diagnostic)
                == "a.yaml:3:1: error: name: duplicate key 'name'; each key may appear once")
    }
}
