import Foundation

/// Every declared locale has each action's title, phrases and dialog.
///
/// Enforces "Localize titles and subtitles. Providing content in multiple languages ensures an
/// equally great experience for people everywhere." Each locale after the first (the
/// development locale) needs, for every action, its title (and subtitle), its phrases when the
/// action has phrases of its own, and its dialog when it has dialog of its own.
public struct LocalizationMissing: LintRule {
    public let id = "localization-missing"
    public let severity = Diagnostic.Severity.warning
    public let summary = "Declared locales have every title, phrase and dialog (\"Localize titles and subtitles\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for app in context.catalog.apps {
            for locale in app.locales.dropFirst() {
                for action in app.actions {
                    let schema = context.schema(of: action)
                    let localization = action.localizations[locale]
                    var missing: [String] = []
                    if action.title != schema?.title, localization?.title == nil { missing.append("title") }
                    if action.subtitle != nil, localization?.subtitle == nil { missing.append("subtitle") }
                    if action.phrases.count > (schema?.phrases.count ?? 0), localization?.phrases.isEmpty ?? true {
                        missing.append("phrases")
                    }
                    if !action.dialog.isEmpty, action.dialog != schema?.dialog, localization?.dialog.isEmpty ?? true {
                        missing.append("dialog")
                    }
                    guard !missing.isEmpty else { continue }
                    let base = "actions.\(action.id)"
                    let path = localization == nil ? base + ".title" : "\(base).localizations.\(locale)"
                    result.append(
                        context.diagnostic(
                            self,
                            "\(action.id) has no \(Self.list(missing)) in \(locale), one of the app's locales; add "
                                + "them under localizations.\(locale)", app: app, path: path))
                }
            }
        }
        return result
    }

    static func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + last
    }
}
