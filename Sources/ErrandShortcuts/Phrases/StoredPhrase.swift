import ErrandCatalog
import ErrandLanguage
import Foundation

/// A phrase a person added, as kept: the words, the shortcut it runs, and, when it runs one
/// app action, that app, action and its fixed values, so the app can show it ("Added: order
/// my usual").
public struct StoredPhrase: Sendable, Hashable, Codable {
    /// The words as the person wrote them.
    public var phrase: String
    /// The person's shortcut the phrase runs.
    public var shortcutID: String
    /// The app whose action the phrase runs, if it runs one app's action.
    public var app: String?
    /// That action.
    public var action: String?
    /// The action's fixed values.
    public var values: [String: Value]
    /// Whether the shortcut is the one-step shortcut made for this phrase (it goes with the
    /// phrase), rather than one the person built (which stays when the phrase goes).
    public var ownsShortcut: Bool
    /// When the person last added or changed it.
    public var updatedAt: Date

    public init(
        phrase: String, shortcutID: String, app: String? = nil, action: String? = nil, values: [String: Value] = [:],
        ownsShortcut: Bool = false, updatedAt: Date
    ) {
        self.phrase = phrase
        self.shortcutID = shortcutID
        self.app = app
        self.action = action
        self.values = values
        self.ownsShortcut = ownsShortcut
        self.updatedAt = updatedAt
    }

    /// The words as they are compared: case, width, punctuation and spacing folded.
    public var normalized: String { Tokenizer.normalized(phrase) }

    /// What an app shows on the action's button once the person added it: "Added: order my usual".
    public var addedLabel: String { "Added: \(phrase)" }

    /// The phrase for understanding: a phrase made for one action runs that action with its
    /// values; any other runs the person's shortcut.
    public var personalPhrase: PersonalPhrase {
        if ownsShortcut, let app, let action {
            return PersonalPhrase(phrase: phrase, target: .action(app: app, action: action, values: values))
        }
        return PersonalPhrase(phrase: phrase, target: .shortcut(shortcutID))
    }

    /// Whether the phrase runs exactly this action with exactly these values.
    public func runs(app: String, action: String, values: [String: Value]) -> Bool {
        ownsShortcut && self.app == app && self.action == action && self.values == values
    }
}
