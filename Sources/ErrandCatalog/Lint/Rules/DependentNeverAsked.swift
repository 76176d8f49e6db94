import Foundation

/// A parameter asked only under its parent's value is asked at all.
///
/// `dependsOn` decides when a question comes: "Ask for this parameter only once an earlier
/// parameter has one of `values`". Only a required parameter without a default is asked, so
/// on an optional one the condition does nothing but drop a value said under another parent
/// value: a delivery address written `dependsOn: {parameter: method, values: [delivery]}` but
/// not `required` is never asked, and the order goes out with no address. The guidelines'
/// follow-up questions are for "critical details": say whether it is one. A parameter whose
/// choices the app gives at run time (`dynamic`) is the app's to ask for, and is left alone.
public struct DependentNeverAsked: LintRule {
    public let id = "dependent-never-asked"
    public let severity = Diagnostic.Severity.warning
    public let summary =
        "A parameter with dependsOn is asked only when it is required (\"ask for this parameter only once\" its parent applies)."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.catalog.apps.flatMap { app in
            app.actions.flatMap { action in
                action.parameters.compactMap { parameter -> Diagnostic? in
                    guard let parent = parameter.dependency?.parameter, !parameter.isRequired,
                        parameter.defaultValue == nil, parameter.options != .dynamic
                    else { return nil }
                    return context.diagnostic(
                        self,
                        "\(parameter.id) depends on \(parent) but is optional with no default, so it is never asked, "
                            + "even when \(parent) has a value that makes it apply; add 'required: true' to ask for it "
                            + "then, or remove dependsOn if it is only ever said",
                        app: app, path: "actions.\(action.id).parameters.\(parameter.id).dependsOn")
                }
            }
        }
    }
}
