import Foundation

/// Dialog never advertises.
///
/// Enforces "Don't advertise. Don't include advertisements, marketing, or in-app purchase sales
/// pitches in your intent content." The phrases that give a pitch away are in
/// `advertising-phrases.json`.
public struct DialogAdvertising: LintRule {
    public let id = "dialog-advertising"
    public let severity = Diagnostic.Severity.error
    public let summary = "Dialog never advertises (\"Don't include advertisements, marketing, or … sales pitches\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.catalog.apps.flatMap { app in
            app.actions.flatMap { action in
                context.dialogs(of: action, in: app).compactMap { dialog -> Diagnostic? in
                    let normalized = LintText.normalized(dialog.text)
                    let lowered = dialog.text.lowercased()
                    let resources = context.resources
                    let index = resources.advertisingPhrases.indices.first { index in
                        if let words = resources.normalizedAdvertisingPhrases[index] {
                            return LintText.contains(normalized, phrase: words)
                        }
                        return lowered.contains(resources.advertisingPhrases[index])
                    }
                    guard let index else { return nil }
                    let pitch = resources.advertisingPhrases[index]
                    return context.diagnostic(
                        self,
                        "the dialog '\(dialog.text)' reads like advertising ('\(pitch)'); dialog says what the "
                            + "action does, never marketing or purchase pitches", at: dialog)
                }
            }
        }
    }
}
