import Foundation

/// An action with financial impact always asks for confirmation.
///
/// Enforces "Apps that support tasks that have financial impact, like an app that helps people
/// place orders, must ask for confirmation before completing an order." An action in the order
/// category, or adopting a payments intent, may not say `requiresConfirmation: false`.
public struct OrderRequiresConfirmation: LintRule {
    public let id = "order-requires-confirmation"
    public let severity = Diagnostic.Severity.error
    public let summary =
        "Orders and payments always confirm (\"must ask for confirmation before completing an order\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.catalog.apps.flatMap { app in
            app.actions.compactMap { action -> Diagnostic? in
                let isPayment = action.adoptedIntent?.hasPrefix("payments.") ?? false
                guard action.category.hasFinancialImpact || isPayment, !action.requiresConfirmation else {
                    return nil
                }
                let what = isPayment ? "a payment" : "an order"
                return context.diagnostic(
                    self,
                    "\(action.id) is \(what), which has financial impact and must always be confirmed; remove "
                        + "'requiresConfirmation: false'", app: app, path: "actions.\(action.id).requiresConfirmation")
            }
        }
    }
}
