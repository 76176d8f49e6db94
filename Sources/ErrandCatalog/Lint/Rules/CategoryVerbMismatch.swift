import Foundation

/// A title's verb is one of its own category's verbs, not another category's.
///
/// Enforces "pick the category that most closely matches the action … it's essential that you
/// choose a category that corresponds to the meaning of each intent": a title that starts
/// with another category's verb ("Order …" in the information category) says the category is
/// the wrong one, or the title is.
public struct CategoryVerbMismatch: LintRule {
    public let id = "category-verb-mismatch"
    public let severity = Diagnostic.Severity.warning
    public let summary =
        "A title's verb fits the action's category (\"choose a category that corresponds to the meaning\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.catalog.apps.flatMap { app in
            app.actions.compactMap { action -> Diagnostic? in
                guard action.adoptedIntent == nil, let match = Self.category(of: action.title),
                    match.category != action.category, !Self.alsoDoesSomething.contains(match.verb)
                else { return nil }
                let own = action.category.verbs.joined(separator: ", ")
                return context.diagnostic(
                    self,
                    "the title '\(action.title)' starts with '\(match.verb)', a verb of the \(match.category.rawValue) "
                        + "category, but the action is in the \(action.category.rawValue) category; choose the "
                        + "\(match.category.rawValue) category, or a title that starts with one of: \(own)",
                    app: app, path: "actions.\(action.id).title")
            }
        }
    }

    /// Category verbs that also name doing something to a thing: "Open" views content in the
    /// information category, and opens blinds, a door or a garage in any other ("Open or close
    /// blinds" is no information).
    static let alsoDoesSomething: Set<String> = ["Open"]

    /// The category whose verb (one or more words) the title starts with.
    static func category(of title: String) -> (category: ActionCategory, verb: String)? {
        let words = LintText.normalized(title).split(separator: " ")
        var best: (category: ActionCategory, verb: String, length: Int)?
        for category in ActionCategory.allCases {
            for verb in category.verbs {
                let verbWords = LintText.normalized(verb).split(separator: " ")
                guard words.starts(with: verbWords), verbWords.count > (best?.length ?? 0) else { continue }
                best = (category, verb, verbWords.count)
            }
        }
        return best.map { ($0.category, $0.verb) }
    }
}
