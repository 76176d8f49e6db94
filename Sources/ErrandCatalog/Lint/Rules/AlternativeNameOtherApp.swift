import Foundation

/// An alternative app name is never another app's name.
///
/// Enforces "Never impersonate other apps by listing their names as alternative names for your
/// app": another app of the catalog, or a well-known app (`well-known-apps.json`).
public struct AlternativeNameOtherApp: LintRule {
    public let id = "alternative-name-other-app"
    public let severity = Diagnostic.Severity.error
    public let summary = "Alternative names never impersonate other apps (\"Never impersonate other apps\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.catalog.apps.flatMap { app in
            app.alternativeNames.enumerated().compactMap { index, name -> Diagnostic? in
                guard let other = context.otherAppName(name, besides: app) else { return nil }
                return context.diagnostic(
                    self,
                    "the alternative name '\(name)' is the name of another app (\(other)); an app may not go by "
                        + "another app's name, remove it", app: app, path: "alternativeNames[\(index)]")
            }
        }
    }
}
