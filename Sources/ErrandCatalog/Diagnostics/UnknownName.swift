import Foundation

/// What to say of an app, an action or a parameter that a command, a phrase or a donation names
/// and the catalog lacks: the name, a close one when there is one, and what there is. One
/// wording wherever such a name is refused.
public enum UnknownName {
    /// "no app 'com.example.cofee' in the catalog, did you mean 'com.example.coffee'?; known apps: …"
    public static func app(_ id: String, known: [String]) -> String {
        // NB: apps are told apart by their last part: "com.example.nope" is not "com.example.notes".
        func last(_ id: String) -> String { id.split(separator: ".").last.map(String.init) ?? id }
        let close = Suggestion.closest(to: last(id), among: known.map(last)).flatMap { name in
            known.first { last($0) == name && $0 != id }
        }
        return "no app \(QuotedText.quoted(id)) in the catalog\(close.map { ", did you mean '\($0)'?" } ?? ""); "
            + "known apps: \(list(known))"
    }

    /// "app 'com.example.coffee' has no action 'OrderCofee', did you mean 'OrderCoffee'?; its actions are …"
    public static func action(_ id: String, app: String, known: [String]) -> String {
        "app '\(app)' has no action \(QuotedText.quoted(id))\(Suggestion.didYouMean(id, among: known)); its actions "
            + "are \(list(known))"
    }

    /// "action 'OrderCoffee' has no parameter 'cofee', did you mean 'coffee'?; its parameters are …"
    public static func parameter(_ name: String, action: String, known: [String]) -> String {
        "action '\(action)' has no parameter \(QuotedText.quoted(name))\(Suggestion.didYouMean(name, among: known)); "
            + "its parameters are \(list(known))"
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "(none)" : names.sorted().joined(separator: ", ")
    }
}
