import Foundation

/// A subtitle adds detail to the title instead of repeating it.
///
/// Enforces "A subtitle can provide additional detail that supplements — but doesn't duplicate
/// — the title." A subtitle repeats its title when every one of its words is also in the title.
public struct SubtitleRepeatsTitle: LintRule {
    public let id = "subtitle-repeats-title"
    public let severity = Diagnostic.Severity.warning
    public let summary =
        "A subtitle supplements the title, never duplicates it (\"… but doesn't duplicate — the title\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for app in context.catalog.apps {
            for action in app.actions {
                var pairs: [(title: String, subtitle: String, path: String)] = []
                if let subtitle = action.subtitle {
                    pairs.append((action.title, subtitle, "actions.\(action.id).subtitle"))
                }
                for (locale, localization) in action.localizations.sorted(by: { $0.key < $1.key }) {
                    if let subtitle = localization.subtitle {
                        pairs.append(
                            (
                                localization.title ?? action.title, subtitle,
                                "actions.\(action.id).localizations.\(locale).subtitle"
                            ))
                    }
                }
                for pair in pairs {
                    let subtitleWords = Set(LintText.normalized(pair.subtitle).split(separator: " "))
                    let titleWords = Set(LintText.normalized(pair.title).split(separator: " "))
                    guard !subtitleWords.isEmpty, subtitleWords.isSubset(of: titleWords) else { continue }
                    result.append(
                        context.diagnostic(
                            self,
                            "subtitle '\(pair.subtitle)' repeats the title '\(pair.title)'; use it for a detail the "
                                + "title doesn't give (like 'Large latte' under 'Order my favorite coffee'), or remove it",
                            app: app, path: pair.path))
                }
            }
        }
        return result
    }
}
