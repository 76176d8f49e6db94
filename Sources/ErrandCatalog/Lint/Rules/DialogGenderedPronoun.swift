import Foundation

/// Dialog uses no gendered pronoun, for the assistant or anyone.
///
/// Enforces "Don't refer to [the assistant] using pronouns like 'she,' 'him,' or 'her'" and
/// "Avoid using personal pronouns. Create content that's inclusive of all people." Checked in
/// the development locale and English locales (the pronouns are English words).
public struct DialogGenderedPronoun: LintRule {
    public let id = "dialog-gendered-pronoun"
    public let severity = Diagnostic.Severity.warning
    public let summary =
        "Dialog uses no gendered pronouns (\"Don't refer to [the assistant] using pronouns like she\")."

    static let pronouns: Set<String> = ["she", "her", "hers", "herself", "he", "him", "his", "himself"]

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.catalog.apps.flatMap { app in
            app.actions.flatMap { action in
                context.dialogs(of: action, in: app).compactMap { dialog -> Diagnostic? in
                    if let locale = Self.locale(of: dialog.path), !locale.hasPrefix("en") { return nil }
                    let words = LintText.words(in: dialog.text).filter { !$0.isPlaceholder }
                    guard let word = words.first(where: { Self.pronouns.contains(LintText.fold($0.text)) }) else {
                        return nil
                    }
                    return context.diagnostic(
                        self,
                        "the dialog '\(dialog.text)' says '\(word.text)'; never give the assistant a gender, and keep "
                            + "dialog inclusive: name the person with a placeholder, or say 'they'",
                        at: dialog, offset: word.offset)
                }
            }
        }
    }

    /// The locale of a localized dialog's path (`actions.X.localizations.fr_FR.dialog…`).
    static func locale(of path: String) -> String? {
        guard let range = path.range(of: ".localizations.") else { return nil }
        return path[range.upperBound...].split(separator: ".").first.map(String.init)
    }
}
