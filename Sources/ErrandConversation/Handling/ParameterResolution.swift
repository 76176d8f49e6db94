import ErrandCatalog
import Foundation

/// What resolving one parameter decided, as the guidelines define the results of the resolve
/// phase.
public enum ParameterResolution: Sendable, Hashable {
    /// The value is right; use this one (possibly refined, such as a contact with its id).
    case success(Value)
    /// A value is needed: ask the parameter's prompt, offering `options` when given (the soups
    /// not sold out, the stores open now), else the parameter's own choices.
    case needsValue(options: [Value]? = nil)
    /// Several values fit; offer this short list ("Which Amy?").
    case disambiguation([Value])
    /// Check a proposed value with the person ("Do you want coarse-ground coffee?"). The
    /// optional `dialog` is the question, with `{name}` placeholders for the values.
    case confirmationRequired(Value, dialog: String?)
    /// The value cannot be used; `reason` says why ("Sorry, we're out of chicken noodle soup."),
    /// and the prompt is asked, offering `options` as `needsValue` does.
    case unsupported(reason: String?, options: [Value]? = nil)
    /// The parameter does not apply to this request; its value is dropped.
    case notRequired
}

extension ParameterResolution {
    /// A choice for one place of a list: whole lists like `list`, each with one of `options` at
    /// `index` ("Amy Lee and Bob Smith" or "Amy Chen and Bob Smith"), which the conversation
    /// asks about as that place ("Which Amy?", `ListChoice`).
    public static func choice(in list: [Value], at index: Int, among options: [Value]) -> ParameterResolution {
        .disambiguation(
            options.map { option in
                var whole = list
                whole[index] = option
                return .list(whole)
            })
    }
}

extension ParameterResolution {
    /// The options the result offers for the parameter, when it offers some: those it asks
    /// among, or chooses between. `nil` for a value proposed or taken, or none offered.
    var offered: [Value]? {
        switch self {
        case .needsValue(let options), .unsupported(_, let options): return options
        case .disambiguation(let options): return options
        case .success, .confirmationRequired, .notRequired: return nil
        }
    }
}
