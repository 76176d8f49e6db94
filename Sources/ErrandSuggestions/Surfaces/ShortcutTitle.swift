import ErrandCatalog
import Foundation

/// The title of a candidate as a person reads it: the action's parameter summary with the
/// candidate's values filled in ("Order large Latte"), else its title, else its identifier.
/// A duration reads in words ("Start 15 minutes breathing session"), not as the `900s` the
/// candidate keeps.
public enum ShortcutTitle {
    public static func title(of candidate: Candidate, in catalog: Catalog) -> String {
        guard let action = catalog.action(named: candidate.action, in: candidate.app) else {
            if candidate.action.hasPrefix("activity:") { return candidate.values["title"] ?? candidate.label }
            return candidate.label
        }
        guard let summary = action.summary?.text else {
            let values = candidate.values.keys.sorted().compactMap { Self.text(of: $0, in: candidate, action: action) }
            return values.isEmpty ? action.title : action.title + " · " + values.joined(separator: ", ")
        }
        var text = ""
        var name = ""
        var inPlaceholder = false
        for character in summary {
            if character == "{" {
                inPlaceholder = true
                name = ""
            } else if character == "}", inPlaceholder {
                inPlaceholder = false
                text += Self.text(of: name, in: candidate, action: action) ?? ""
            } else if inPlaceholder {
                name.append(character)
            } else {
                text.append(character)
            }
        }
        let words = text.split(separator: " ")
        return words.isEmpty ? action.title : words.joined(separator: " ")
    }

    /// The candidate's value of parameter `name` as a title shows it.
    static func text(of name: String, in candidate: Candidate, action: ActionDefinition) -> String? {
        guard let text = candidate.values[name] else { return nil }
        guard action.parameter(named: name)?.type == .duration,
            let seconds = Value.durationSeconds(inSalientText: text),
            let parts = DurationParts(seconds: seconds)
        else { return text }
        return parts.written
    }
}
