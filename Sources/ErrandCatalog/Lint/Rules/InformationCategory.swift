import Foundation

/// An action that only shows information uses the information category.
///
/// Enforces "If your action's primary purpose is to retrieve information or show something to
/// people — like displaying a sports score or the weather — use the information category."
///
/// NB: what an action does is not in the manifest, so this is a heuristic, chosen to be quiet
/// rather than noisy. An action is taken to only show information when its title starts with a
/// verb of showing (show, display, see, check — but not check in, off or out —, list, look up)
/// and it asks for no confirmation; it is reported when its category is not information or
/// search (search shows results too). A title starting with another category's verb is left to
/// `category-verb-mismatch`.
public struct InformationCategory: LintRule {
    public let id = "information-category"
    public let severity = Diagnostic.Severity.warning
    public let summary =
        "Actions that show information use the information category (\"… use the information category\")."

    static let showingVerbs: Set<String> = ["show", "display", "see", "check", "list", "look"]
    static let changingParticles: Set<String> = ["in", "off", "out"]

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.catalog.apps.flatMap { app in
            app.actions.compactMap { action -> Diagnostic? in
                guard action.adoptedIntent == nil, action.category != .information, action.category != .search,
                    !action.requiresConfirmation
                else { return nil }
                let words = LintText.normalized(action.title).split(separator: " ").map(String.init)
                guard let verb = words.first, Self.showingVerbs.contains(verb) else { return nil }
                if verb == "look", words.dropFirst().first != "up" { return nil }
                if let next = words.dropFirst().first, Self.changingParticles.contains(next) { return nil }
                return context.diagnostic(
                    self,
                    "'\(action.title)' shows information but is in the \(action.category.rawValue) category; use the "
                        + "information category, so people get the information without extra taps",
                    app: app, path: "actions.\(action.id).category")
            }
        }
    }
}
