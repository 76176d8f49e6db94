import Foundation

/// A confirmation text belongs to an action that asks for confirmation.
///
/// The guidelines' confirmation response "confirms that people still want to perform the
/// action", and custom confirmation dialog is said before the category's question. An action
/// that does not ask (`requiresConfirmation` unset, and not an order) says its confirmation text
/// only when a request left words unread, so "Unlock the {door}?" written for a lock goes
/// unsaid when it matters. The guidelines also ask for confirmation "only when necessary", so
/// this is a warning: say which it should be.
public struct ConfirmationNeverAsked: LintRule {
    public let id = "confirmation-never-asked"
    public let severity = Diagnostic.Severity.warning
    public let summary =
        "A confirmation text is asked only by an action that confirms (\"confirms that people still want to perform the action\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.catalog.apps.flatMap { app in
            app.actions.compactMap { action -> Diagnostic? in
                guard action.dialog.confirmation != nil, !action.mustConfirm else { return nil }
                return context.diagnostic(
                    self,
                    "\(action.id) has a confirmation text but does not ask for confirmation, so the text is said "
                        + "only when a request leaves words unread; add 'requiresConfirmation: true' if it should "
                        + "ask before it runs, or remove the text",
                    app: app, path: "actions.\(action.id).dialog.confirmation")
            }
        }
    }
}
