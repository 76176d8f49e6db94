import Foundation

/// Dialog leaves out the app's name.
///
/// Enforces "Exclude your app name. The system provides verbal and visual attribution for your
/// app … Including your app's name in a verbal response is redundant", for confirmation,
/// success and error dialog in every locale.
public struct DialogAppName: LintRule {
    public let id = "dialog-app-name"
    public let severity = Diagnostic.Severity.warning
    public let summary =
        "Dialog excludes the app's name (\"Including your app's name in a verbal response is redundant\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.catalog.apps.flatMap { app in
            app.actions.flatMap { action in
                context.dialogs(of: action, in: app).compactMap { dialog -> Diagnostic? in
                    for name in app.allNames {
                        guard
                            let offset = LintText.offset(
                                ofName: name, in: dialog.text, commonWords: context.resources.commonWords)
                        else { continue }
                        return context.diagnostic(
                            self,
                            "the dialog '\(dialog.text)' names the app ('\(name)'); leave it out, people already "
                                + "see and hear which app answers", at: dialog, offset: offset)
                    }
                    return nil
                }
            }
        }
    }
}
