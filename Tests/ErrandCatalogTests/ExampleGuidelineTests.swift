import ErrandCatalog
import Foundation
import Testing

/// The examples are written to the guidelines they illustrate: titles, phrases, summaries,
/// prompts and dialogs as the design guidelines ask.
struct ExampleGuidelineTests {
    static let catalog: Catalog = (try? ExampleCatalogTests.load().catalog) ?? Catalog()

    static func words(_ text: String) -> [Substring] {
        text.split(whereSeparator: { $0 == " " })
    }

    /// Whether a title or summary ends like a sentence does (a placeholder's brace does not count).
    static func endsInPunctuation(_ text: String) -> Bool {
        text.last.map { ".!?,;:…".contains($0) } ?? true
    }

    @Test func titlesAreBriefInstructionsWithoutTheAppName() {
        for (app, action) in Self.catalog.allActions {
            let titles = [action.title] + action.localizations.values.compactMap(\.title)
            for title in titles {
                #expect(title.first?.isUppercase == true, "\(app.id) \(action.id): '\(title)' starts in capitals")
                #expect(!Self.endsInPunctuation(title), "\(app.id): '\(title)' ends in punctuation")
                #expect(
                    Self.words(title).dropFirst().allSatisfy { $0.first?.isLowercase ?? true },
                    "\(app.id): '\(title)' is not in sentence case")
                for name in app.allNames {
                    #expect(!title.localizedCaseInsensitiveContains(name), "\(app.id): '\(title)' names the app")
                }
            }
        }
        for app in Self.catalog.apps {
            for shortcut in app.shortcuts {
                #expect((2...3).contains(Self.words(shortcut.phrase).count), "\(app.id): '\(shortcut.phrase)'")
                #expect(shortcut.title?.first?.isUppercase == true)
            }
        }
    }

    @Test func summariesStartWithTheTitlesVerbAndNameEveryRequiredParameter() throws {
        for (app, action) in Self.catalog.allActions {
            let summary = try #require(action.summary, "\(app.id) \(action.id) has no summary")
            let required = action.parameters.filter { $0.isRequired && $0.dependency == nil }.map(\.id)
            let needed = Set(required + [action.inputParameter].compactMap { $0 })
            for text in summary.allTexts {
                let where_ = "\(app.id) \(action.id): '\(text)'"
                #expect(Self.words(text).first == Self.words(action.title).first, "\(where_) starts with another verb")
                #expect(needed.isSubset(of: Set(Placeholders.names(in: text))), "\(where_) lacks a required parameter")
                #expect(!text.contains(where: { ":;()".contains($0) }), "\(where_) has : ; ( or )")
                #expect(!Self.endsInPunctuation(text), "\(where_) ends in punctuation")
            }
        }
    }

    @Test func promptsAreQuestions() {
        for (app, action) in Self.catalog.allActions {
            for parameter in action.parameters {
                let prompt = parameter.prompt ?? ""
                #expect(prompt.hasSuffix("?"), "\(app.id) \(action.id).\(parameter.id): '\(prompt)'")
            }
        }
    }

    @Test func dialogsLeaveOutTheAppName() {
        for (app, action) in Self.catalog.allActions {
            let dialogs =
                action.dialog.allTemplates.map(\.text)
                + action.localizations.values.flatMap {
                    $0.dialog.allTemplates.map(\.text)
                }
            for text in dialogs {
                for name in app.allNames {
                    #expect(!text.localizedCaseInsensitiveContains(name), "\(app.id) \(action.id): '\(text)'")
                }
            }
        }
    }

    @Test func ordersAndPaymentsConfirm() {
        for (app, action) in Self.catalog.allActions where action.category == .order {
            #expect(action.mustConfirm && action.authentication == .required, "\(app.id) \(action.id)")
        }
    }
}
