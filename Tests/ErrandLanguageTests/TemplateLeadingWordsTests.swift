import ErrandCatalog
import Testing

@testable import ErrandLanguage

/// The words a request to an action can begin with are the first words its phrases can say:
/// through optional words and alternatives, and any item of a permutation, but never a value.
struct TemplateLeadingWordsTests {
    static func leading(_ template: String) throws -> Set<String> {
        try TemplateParser.parse(template).leadingWords.words
    }

    @Test func alternativesAndOptionalWordsLead() throws {
        #expect(try Self.leading("(add|create|schedule) [an|a new] event") == ["add", "create", "schedule"])
        #expect(try Self.leading("[what's] [my] next (event|meeting)") == ["what's", "my", "next"])
        #expect(try Self.leading("(what's;on)") == ["what's", "on"])
    }

    @Test func aValueAtTheStartAddsNoWord() throws {
        #expect(try Self.leading("{tasks} is done").isEmpty)
        #expect(try Self.leading("[please] {tasks} is done") == ["please"])
    }

    @Test func eachActionHasItsOwnAndShortcutsAndExamplesCount() {
        let catalog = Catalog(apps: [
            AppDefinition(
                id: "com.example.todo", name: "Todo",
                actions: [
                    ActionDefinition(
                        id: "ShowTasks", title: "Show tasks", category: .information,
                        phrases: ["(show|read) my tasks"]),
                    ActionDefinition(
                        id: "ArchiveTasks", title: "Archive tasks", category: .other,
                        phrases: ["remove {tasks}"], examples: ["delete [milk](tasks)", "[milk](tasks) is done"]),
                ],
                shortcuts: [AppShortcut(phrase: "clear the done tasks", action: "ArchiveTasks", title: "Clear")])
        ])
        let leading = CatalogGrammar.leadingWords(of: catalog)
        #expect(leading["com.example.todo/ShowTasks"] == ["show", "read"])
        #expect(leading["com.example.todo/ArchiveTasks"] == ["remove", "delete", "clear"])
    }
}
