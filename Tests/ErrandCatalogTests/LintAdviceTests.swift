import ErrandCatalog
import Testing

/// What the linter advises where newcomers found it wrong: a long action phrase is no phrase to
/// cut short, a booking's day and time are one question, and an app named for a thing may name
/// the thing.
struct LintAdviceTests {
    static func lint(_ source: String) -> [Diagnostic] {
        Linter().lint(LintCatalogTests.catalog([("app.yaml", source)]))
    }

    // "keep it to two or three words" for a phrase of a sentence with two values, which an
    // action's phrase may be: it is read with its values, never said verbatim nor cut short.
    @Test func aLongActionPhraseIsWarnedAndALongShortcutPhraseRefused() {
        let found = Self.lint(
            """
            app: com.example.slumber
            name: Slumber
            actions:
              LogSleep:
                title: Log sleep
                category: create
                parameters:
                  bedTime: { type: time, title: Bed time }
                phrases: ["i went to bed last night at {bedTime} and slept well"]
            shortcuts:
              - { phrase: "log that i went to bed late again last night please", action: LogSleep }
            """
        ).filter { $0.rule == "phrase-length" }
        #expect(found.map(\.severity) == [.warning, .error])
        #expect(found.first?.message.contains("make words optional with [ ]") == true)
        #expect(found.first?.message.contains("two or three") == false)
        #expect(found.last?.message.contains("truncated") == true)
    }

    // "give some of them defaults or make them optional" pushed a salon toward a made-up day.
    @Test func aDayAndATimeAskedApartAreAdvisedAsOne() {
        let found = Self.lint(
            """
            app: com.example.salon
            name: Salon
            actions:
              BookService:
                title: Book a service
                category: order
                requiresConfirmation: true
                parameters:
                  service: { type: string, title: Service, required: true, prompt: "Which service?" }
                  day: { type: date, title: Day, required: true, prompt: "Which day?" }
                  time: { type: time, title: Time, required: true, prompt: "What time?" }
            """
        ).filter { $0.rule == "too-many-follow-up-questions" }
        #expect(found.count == 1)
        #expect(found.first?.message.contains("ask 'day' and 'time' as one dateTime parameter") == true)
    }

    // An app called Oven was warned for "Preheat the oven" and "The oven is off."
    @Test func aNameInLowerCaseAfterAnArticleIsTheThing() {
        let found = Self.lint(
            """
            app: com.example.oven
            name: Oven
            actions:
              Preheat:
                title: Preheat the oven
                category: other
                dialog: { success: "The oven is preheating." }
              TurnOff:
                title: Turn off Oven
                category: other
                dialog: { success: "Oven is off." }
            """
        ).filter { ["title-app-name", "dialog-app-name"].contains($0.rule) }
        #expect(found.map(\.path) == ["actions.TurnOff.title", "actions.TurnOff.dialog.success"])
    }
}
