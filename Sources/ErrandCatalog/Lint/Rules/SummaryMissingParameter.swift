import Foundation

/// A parameter summary includes every required parameter and the input parameter.
///
/// Enforces "At minimum, include in your parameter summary all parameters your intent requires
/// and any parameters that receive values from other apps or actions." In a summary with
/// variants, a parameter asked only after the parent has some value (`dependsOn`) is needed
/// only in the variants for those values; the parent itself is told by the variant's words.
public struct SummaryMissingParameter: LintRule {
    public let id = "summary-missing-parameter"
    public let severity = Diagnostic.Severity.error
    public let summary = "Summaries include every required and input parameter (\"At minimum, include …\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.catalog.apps.flatMap { app in
            app.actions.flatMap { action -> [Diagnostic] in
                guard let summary = action.summary else { return [] }
                let variantValues = summary.variants.map(\.value)
                return context.summaries(of: action, in: app).compactMap { entry -> Diagnostic? in
                    let present = Set(Placeholders.names(in: entry.text.text))
                    let missing = action.parameters.filter { parameter in
                        guard parameter.isRequired || parameter.id == action.inputParameter,
                            parameter.id != summary.parameter, !present.contains(parameter.id)
                        else { return false }
                        guard let dependency = parameter.dependency, dependency.parameter == summary.parameter,
                            !summary.variants.isEmpty
                        else { return true }
                        if let value = entry.value { return dependency.values.contains(value) }
                        return dependency.values.contains { !variantValues.contains($0) }
                    }
                    guard !missing.isEmpty else { return nil }
                    let names = missing.map { "{\($0.id)}" }.joined(separator: ", ")
                    return context.diagnostic(
                        self,
                        "the summary '\(entry.text.text)' leaves out \(names); a summary includes every required "
                            + "parameter and the input parameter, so people can see and edit them", at: entry.text)
                }
            }
        }
    }
}
