import Foundation

/// No phrase takes over one of the assistant's core commands.
///
/// Enforces "Don't commandeer core … commands. For example, never suggest a phrase like Call
/// 911": a phrase may not be an emergency call ("call 911", "112") nor, as a whole, one of the
/// assistant's own controls ("cancel", "stop", "help", "what can you do"). The lists are in
/// `core-commands.json`; every way to say a template is checked, in every locale.
public struct PhraseCoreCommand: LintRule {
    public let id = "phrase-core-command"
    public let severity = Diagnostic.Severity.error
    public let summary = "Phrases never take over core commands (\"never suggest a phrase like Call 911\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.phrases(localized: true).compactMap { phrase in
            let parsed = context.parsed(phrase.text)
            let sayings = parsed.sayings + [parsed.normalized]
            guard let command = context.resources.coreCommand(amongst: sayings) else { return nil }
            return context.diagnostic(
                self,
                "the phrase '\(phrase.text)' takes over the core command '\(command)', which always belongs to the "
                    + "assistant (emergency calls, its own controls); choose a phrase specific to the action",
                at: phrase)
        }
    }
}
