import Foundation

/// Titles and subtitles use sentence-style capitalization.
///
/// Enforces "use sentence-style capitalization": the first word starts with a capital letter
/// and later words are lowercase, unless they are proper nouns. Proper nouns are the words of
/// the catalog's app names that are not everyday words, the app's vocabulary, the titles and
/// synonyms of its enum cases and entities, the names of days and months, "I", acronyms (`PDF`)
/// and words capitalised inside (`iPhone`).
public struct TitleSentenceCase: LintRule {
    public let id = "title-sentence-case"
    public let severity = Diagnostic.Severity.warning
    public let summary = "Titles use sentence-style capitalization (\"use sentence-style capitalization\")."

    static let calendarNames: Set<String> = [
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february",
        "march", "april", "may", "june", "july", "august", "september", "october", "november", "december", "i",
    ]

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        // NB: an everyday word of an app's name ("Coffee" of "Coffee Corner") is no proper noun
        // elsewhere in a title; names are left to title-app-name.
        let catalogNames = Set(
            context.catalog.apps.flatMap(\.allNames).flatMap(Self.words).filter {
                !context.resources.commonWords.contains($0)
            })
        let properByApp = Dictionary(
            context.catalog.apps.map {
                ($0.id, Self.properNames(of: $0).union(catalogNames).union(Self.calendarNames))
            },
            uniquingKeysWith: { first, _ in first })
        return context.titles(subtitles: true).compactMap { title in
            let proper = properByApp[title.app.id] ?? catalogNames
            let words = LintText.words(in: title.text).filter { !$0.isPlaceholder }
            guard let first = words.first else { return nil }
            if let initial = first.text.first, initial.isLowercase, first.text == first.text.lowercased() {
                return context.diagnostic(
                    self, "'\(title.text)' should start with a capital letter (sentence-style capitalization)",
                    at: title, offset: first.offset)
            }
            let capitalised = words.dropFirst().filter { word in
                guard let initial = word.text.first, initial.isUppercase else { return false }
                let letters = word.text.filter(\.isLetter)
                if letters.count > 1, letters == letters.uppercased() { return false }  // an acronym
                if letters.dropFirst().contains(where: \.isUppercase) { return false }  // iPhone, McCafé
                return !proper.contains(LintText.fold(word.text))
            }
            guard let offending = capitalised.first else { return nil }
            let list = capitalised.map { "'\($0.text)'" }.joined(separator: ", ")
            return context.diagnostic(
                self,
                "'\(title.text)' capitalises \(list); use sentence-style capitalization: only the first word and "
                    + "proper nouns start with a capital letter", at: title, offset: offending.offset)
        }
    }

    /// The folded words of the app's vocabulary and its types' values.
    static func properNames(of app: AppDefinition) -> Set<String> {
        var names: [String] = []
        for term in app.vocabulary { names += [term.term] + term.synonyms }
        for type in app.types { names += type.namedValues.flatMap(\.names) }
        return Set(names.flatMap(words))
    }

    static func words(_ text: String) -> [String] {
        LintText.words(in: text).map { LintText.fold($0.text) }
    }
}
