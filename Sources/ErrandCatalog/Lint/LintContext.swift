import Foundation

/// What every rule sees: the whole loaded catalog, where each part was written, and the shipped
/// word lists, with helpers that find the texts an app wrote itself and place diagnostics.
///
/// Parts an action takes over from a system intent it adopts (the intent's title, phrases,
/// summary, prompts and dialog) are Errand's own, not the app's, and are not linted again in
/// every app that adopts them.
public struct LintContext: Sendable {
    public let loaded: LoadedCatalog
    public let resources: LintResources
    /// Every phrase of the catalog read once, by its text, for the rules that all need them.
    private var parsedPhrases: [String: ParsedPhrase] = [:]
    /// Every app's names with their normalised forms, by app identifier.
    let normalizedNames: [String: [(name: String, normalized: String)]]

    public init(loaded: LoadedCatalog, resources: LintResources = .shipped) {
        self.loaded = loaded
        self.resources = resources
        var names: [String: [(name: String, normalized: String)]] = [:]
        for app in loaded.catalog.apps {
            names[app.id] = app.allNames.map { ($0, LintText.normalized($0)) }
        }
        normalizedNames = names
        var parsed: [String: ParsedPhrase] = [:]
        for phrase in phrases(localized: true) where parsed[phrase.text] == nil {
            parsed[phrase.text] = ParsedPhrase(phrase.text)
        }
        parsedPhrases = parsed
    }

    /// A phrase template read once: the template, every way to say it (capped at 256), and the
    /// text normalised.
    public struct ParsedPhrase: Sendable {
        public let template: PhraseTemplate
        public let sayings: [String]
        public let normalized: String

        init(_ text: String) {
            template = PhraseTemplate(text)
            sayings = template.expansions()
            normalized = LintText.normalized(text)
        }
    }

    /// The phrase `text` read as a template (from the cache when it is a phrase of the catalog).
    public func parsed(_ text: String) -> ParsedPhrase {
        parsedPhrases[text] ?? ParsedPhrase(text)
    }

    public var catalog: Catalog { loaded.catalog }

    /// A text an app wrote, with its document path and the app and action it belongs to.
    public struct Text: Sendable {
        public var text: String
        public var path: String
        public var app: AppDefinition
        public var action: ActionDefinition?
    }

    // MARK: Diagnostics

    /// A finding of `rule` at `path` of `app`'s manifest, `offset` scalars into the text there
    /// when the text sits on one line.
    public func diagnostic(
        _ rule: some LintRule, _ message: String, app: AppDefinition, path: String, offset: Int? = nil,
        severity: Diagnostic.Severity? = nil
    ) -> Diagnostic {
        var location: SourceLocation?
        if let map = loaded.sourceMaps[app.id] {
            if let offset, map.locations[path] != nil {
                location = map.location(of: path, offset: offset)
            } else {
                location = map.location(of: path)
            }
        }
        return Diagnostic(severity ?? rule.severity, message, at: location, path: path, rule: rule.id)
    }

    /// A finding about `text`, at `offset` inside it (its start by default) when the text is on
    /// one line.
    public func diagnostic(
        _ rule: some LintRule, _ message: String, at text: Text, offset: Int? = 0,
        severity: Diagnostic.Severity? = nil
    ) -> Diagnostic {
        let inline = text.text.contains("\n") ? nil : offset
        return diagnostic(rule, message, app: text.app, path: text.path, offset: inline, severity: severity)
    }

    // MARK: What an app wrote

    /// The schema of the system intent `action` adopts, if any.
    public func schema(of action: ActionDefinition) -> ActionDefinition? {
        action.adoptedIntent.flatMap { SystemDomains.intent(named: $0)?.action }
    }

    /// Action titles (and, with `subtitles`, subtitles) and app shortcut titles, in the
    /// development locale.
    public func titles(subtitles: Bool = false, shortcuts: Bool = true) -> [Text] {
        var result: [Text] = []
        for app in catalog.apps {
            for action in app.actions {
                let path = "actions.\(action.id)"
                if action.title != schema(of: action)?.title {
                    result.append(Text(text: action.title, path: path + ".title", app: app, action: action))
                }
                if subtitles, let subtitle = action.subtitle {
                    result.append(Text(text: subtitle, path: path + ".subtitle", app: app, action: action))
                }
            }
            guard shortcuts else { continue }
            for (index, shortcut) in app.shortcuts.enumerated() {
                guard let title = shortcut.title else { continue }
                result.append(
                    Text(
                        text: title, path: "shortcuts[\(index)].title", app: app,
                        action: app.action(named: shortcut.action)))
            }
        }
        return result
    }

    /// The phrase templates an app wrote for its actions (not those of an adopted intent), and
    /// with `shortcuts` its app shortcuts' phrases; with `localized`, those of every locale too.
    public func phrases(shortcuts: Bool = true, localized: Bool = false) -> [Text] {
        var result: [Text] = []
        for app in catalog.apps {
            for action in app.actions {
                let inherited = schema(of: action)?.phrases.count ?? 0
                for (index, phrase) in action.phrases.enumerated() where index >= inherited {
                    result.append(
                        Text(
                            text: phrase, path: "actions.\(action.id).phrases[\(index - inherited)]", app: app,
                            action: action))
                }
                guard localized else { continue }
                for (locale, localization) in action.localizations.sorted(by: { $0.key < $1.key }) {
                    for (index, phrase) in localization.phrases.enumerated() {
                        result.append(
                            Text(
                                text: phrase, path: "actions.\(action.id).localizations.\(locale).phrases[\(index)]",
                                app: app, action: action))
                    }
                }
            }
            guard shortcuts else { continue }
            for (index, shortcut) in app.shortcuts.enumerated() {
                result.append(
                    Text(
                        text: shortcut.phrase, path: "shortcuts[\(index)].phrase", app: app,
                        action: app.action(named: shortcut.action)))
            }
        }
        return result
    }

    /// The summary texts an app wrote, each with its path (`summary`, `summary.when.delivery`,
    /// `summary.otherwise`) and the parent value it applies to (`nil` for the text used otherwise).
    public func summaries(of action: ActionDefinition, in app: AppDefinition) -> [(text: Text, value: Value?)] {
        guard let summary = action.summary, summary != schema(of: action)?.summary else { return [] }
        let path = "actions.\(action.id).summary"
        guard !summary.variants.isEmpty else {
            return [(Text(text: summary.text, path: path, app: app, action: action), nil)]
        }
        var result: [(text: Text, value: Value?)] = summary.variants.map { variant in
            let key = Self.key(of: variant.value)
            return (Text(text: variant.text, path: "\(path).when.\(key)", app: app, action: action), variant.value)
        }
        result.append((Text(text: summary.text, path: path + ".otherwise", app: app, action: action), nil))
        return result
    }

    /// The dialog templates an app wrote for an action, in every locale.
    public func dialogs(of action: ActionDefinition, in app: AppDefinition) -> [Text] {
        let path = "actions.\(action.id)"
        var result: [Text] = []
        if action.dialog != schema(of: action)?.dialog {
            for (key, text) in action.dialog.allTemplates {
                result.append(Text(text: text, path: "\(path).dialog.\(key)", app: app, action: action))
            }
        }
        for (locale, localization) in action.localizations.sorted(by: { $0.key < $1.key }) {
            for (key, text) in localization.dialog.allTemplates {
                result.append(
                    Text(text: text, path: "\(path).localizations.\(locale).dialog.\(key)", app: app, action: action))
            }
        }
        return result
    }

    /// Whether the app's manifest wrote `path` itself (always true for a catalog built in Swift,
    /// which has no source map).
    public func isWritten(_ path: String, in app: AppDefinition) -> Bool {
        guard let map = loaded.sourceMaps[app.id] else { return true }
        return map.locations[path] != nil
    }

    // MARK: Words

    /// The first word of a title or summary, folded, or `nil` when it starts with a placeholder
    /// or has no word.
    public static func firstWord(of text: String) -> String? {
        guard let first = LintText.words(in: text).first, !first.isPlaceholder else { return nil }
        return LintText.fold(first.text)
    }

    /// Whether `word` (folded) is a verb a title or summary may start with.
    public func isTitleVerb(_ word: String) -> Bool {
        resources.titleVerbs.contains(word)
            || ActionCategory.allCases.contains { category in
                category.verbs.contains { LintContext.firstWord(of: $0) == word }
            }
    }

    /// How a summary variant's value is written as a key in the manifest.
    static func key(of value: Value) -> String {
        ManifestValidator.key(of: value)
    }
}
