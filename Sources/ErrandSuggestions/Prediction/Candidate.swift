import Foundation

/// A shortcut the predictor can suggest: an app, one of its actions, and the salient values of
/// its parameters ("Order large latte" is `OrderCoffee` with `size=large, coffee=latte`).
///
/// Values are kept as their display text so a candidate needs no catalog; two candidates are
/// the same when their app, action and values are.
public struct Candidate: Sendable, Hashable, Codable {
    public var app: String
    public var action: String
    /// Salient parameter values by parameter name, as text.
    public var values: [String: String]

    public init(app: String, action: String, values: [String: String] = [:]) {
        self.app = app
        self.action = action
        self.values = values
    }

    /// A stable text key: app, action and the values sorted by name.
    public var key: String {
        var key = app + "\u{1F}" + action
        for name in values.keys.sorted() {
            key += "\u{1F}" + name + "=" + (values[name] ?? "")
        }
        return key
    }

    /// The app and action alone, without values.
    public var actionKey: String { app + "\u{1F}" + action }

    /// The words of the action's name, as its capitals divide them: `StartWorkout` is "Start",
    /// "Workout". For a candidate of an action no catalog names.
    var actionWords: [String] {
        var words: [String] = []
        var current = ""
        for character in action {
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// A short readable form: `OrderCoffee(coffee: latte, size: large)`.
    public var label: String {
        guard !values.isEmpty else { return action }
        let parts = values.keys.sorted().map { "\($0): \(values[$0] ?? "")" }
        return action + "(" + parts.joined(separator: ", ") + ")"
    }
}
