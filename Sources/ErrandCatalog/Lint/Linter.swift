import Foundation

/// Runs the guideline rules over a loaded catalog and returns what they find, in file order.
///
/// ```swift
/// let loaded = try ManifestLoader().load(paths: ["Examples"])
/// let diagnostics = Linter().lint(loaded)
/// print(DiagnosticRenderer(sources: loaded.sources).render(diagnostics))
/// ```
public struct Linter: Sendable {
    public var rules: [any LintRule]
    public var resources: LintResources

    public init(rules: [any LintRule] = Linter.allRules, resources: LintResources = .shipped) {
        self.rules = rules
        self.resources = resources
    }

    /// Every rule, grouped as the guidelines are: titles, phrases, summaries, prompts, dialog,
    /// categories, vocabulary and names, images, localization.
    public static let allRules: [any LintRule] = [
        TitleStartsWithVerb(), TitleSentenceCase(), TitleEndingPunctuation(), TitleAppName(), SubtitleRepeatsTitle(),
        PhraseLength(), PhraseWakePhrase(), PhraseCoreCommand(), PhraseSwappableValue(), PhraseDuplicate(),
        SummaryStartsWithVerb(), SummaryVerbMatchesTitle(), SummaryMissingParameter(), SummaryPunctuation(),
        SummaryVariantStructure(),
        PromptIsQuestion(),
        DialogAppName(), DialogAdvertising(), DialogGenderedPronoun(),
        CategoryVerbMismatch(), OrderRequiresConfirmation(), ConfirmationNeverAsked(), InformationCategory(),
        TooManyFollowUpQuestions(), DependentNeverAsked(),
        VocabularyGenericTerm(), VocabularyOtherAppName(), VocabularyInappropriate(), VocabularyReservedPhrase(),
        AlternativeNameOtherApp(),
        ShortcutImageSize(),
        LocalizationMissing(),
    ]

    /// The rule with the given identifier.
    public static func rule(_ id: String) -> (any LintRule)? {
        allRules.first { $0.id == id }
    }

    /// What every rule finds in `loaded`, sorted by file, line and column, then rule.
    ///
    /// - Complexity: linear in the size of the catalog for most rules; the duplicate-phrase rule
    ///   is linear in the number of phrase expansions (each template's capped at 256).
    public func lint(_ loaded: LoadedCatalog) -> [Diagnostic] {
        let context = LintContext(loaded: loaded, resources: resources)
        return rules.flatMap { $0.check(context) }.sorted(by: Self.order)
    }

    /// What every rule finds, with how long each rule took (for `errand lint --timing`).
    public func timedLint(_ loaded: LoadedCatalog) -> (
        diagnostics: [Diagnostic], times: [(rule: String, time: Duration)]
    ) {
        let context = LintContext(loaded: loaded, resources: resources)
        let clock = ContinuousClock()
        var diagnostics: [Diagnostic] = []
        var times: [(rule: String, time: Duration)] = []
        for rule in rules {
            let start = clock.now
            diagnostics += rule.check(context)
            times.append((rule.id, clock.now - start))
        }
        return (diagnostics.sorted(by: Self.order), times)
    }

    /// File order: located diagnostics by file, line and column; then rule and message.
    static func order(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        let left = a.location ?? SourceLocation(file: "", line: 0, column: 0)
        let right = b.location ?? SourceLocation(file: "", line: 0, column: 0)
        if left != right { return left < right }
        return (a.rule ?? "", a.message) < (b.rule ?? "", b.message)
    }
}
