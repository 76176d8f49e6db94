import ErrandCatalog

/// Which of the apps' phrase templates (and app-provided shortcut phrases) read a text: the
/// question "does an app already understand these words?", asked before a person's own phrase
/// is added.
///
/// It uses the same compiled grammar as the `Understander`'s template stage; take it from an
/// understander (`understander.appPhrases`) to reuse the compiled templates, or compile it from
/// a catalog.
public struct AppPhraseMatcher: Sendable {
    /// A template that reads the text.
    public struct Match: Sendable, Hashable {
        public var app: String
        public var action: String
        /// The phrase template that matched, as the app wrote it.
        public var template: String
        /// Whether every word is the template's own or a listed value (no wildcard took any
        /// words): the app reads exactly these words as its action.
        public var isExact: Bool
    }

    let matcher: TemplateMatcher

    /// Compiles the phrases of `catalog`.
    ///
    /// - Throws: `TemplateCompileError` when a phrase of the catalog is not a valid template.
    public init(catalog: Catalog) throws(TemplateCompileError) {
        matcher = try TemplateMatcher(
            grammar: CatalogGrammar(catalog: catalog).grammar, configuration: CatalogGrammar.matching)
    }

    init(matcher: TemplateMatcher) {
        self.matcher = matcher
    }

    /// The templates that read `text` as a whole, exact ones first.
    ///
    /// - Complexity: as `TemplateMatcher.matches(for:context:limit:)`.
    public func matches(of text: String) -> [Match] {
        let found = matcher.matches(for: text).compactMap { match -> Match? in
            guard let (app, action) = IntentName.parts(of: match.intent) else { return nil }
            return Match(app: app, action: action, template: match.template, isExact: match.wildcardCount == 0)
        }
        return found.filter(\.isExact) + found.filter { !$0.isExact }
    }
}

extension Understander {
    /// The understander's compiled app phrase templates, to ask which read a text.
    public var appPhrases: AppPhraseMatcher { AppPhraseMatcher(matcher: templates.matcher) }
}
