import ErrandCatalog
import ErrandLanguage

/// What a phrase the person adds runs: one of their shortcuts, or one app action with fixed
/// values (for which a one-step shortcut is made).
public enum PhraseTarget: Sendable, Hashable {
    /// A shortcut in the person's library, by identifier.
    case shortcut(String)
    /// One app action with fixed values.
    case action(app: String, action: String, values: [String: Value])
}

/// A phrase kept, and what the person should hear about it (it still works).
public struct PhraseOutcome: Sendable, Hashable {
    public var phrase: StoredPhrase
    public var warnings: [String]
    /// Whether anything was saved: an edit to the same words and target changes nothing.
    public var changed: Bool

    public init(phrase: StoredPhrase, warnings: [String] = [], changed: Bool = true) {
        self.phrase = phrase
        self.warnings = warnings
        self.changed = changed
    }
}

extension PhraseTarget {
    /// The same target as the phrase book gives it.
    public var personalTarget: PersonalPhrase.Target {
        switch self {
        case .shortcut(let id): return .shortcut(id)
        case .action(let app, let action, let values): return .action(app: app, action: action, values: values)
        }
    }
}
