import ErrandCatalog
import Foundation

/// The question an exchange is waiting on, with what was offered, so the next answer can be
/// read against it.
public enum Question: Sendable, Hashable {
    /// A follow-up question for a value, after `reason` when the last value could not be used.
    case value(parameter: String, reason: String?, options: [Value])
    /// A short list to choose from, for the value the person gave (`given`, "Amy").
    case disambiguation(parameter: String, given: Value?, options: [Value])
    /// A yes/no check of one proposed value.
    case confirmValue(parameter: String, value: Value, dialog: String?)
    /// The yes/no confirmation of the whole request, with the values it showed.
    case confirmAction(outputs: [String: Value])
    /// Whether to try again a request whose handling had no clear outcome.
    case retryHandle
    /// Which value a change said at the confirmation is for, when its words fit several ("no,
    /// make it 4" of two kayaks for three hours).
    case changeWhich(changes: [ProposedChange])

    /// The parameter the question is about, if it is about one.
    public var parameter: String? {
        switch self {
        case .value(let parameter, _, _), .disambiguation(let parameter, _, _), .confirmValue(let parameter, _, _):
            return parameter
        case .confirmAction, .retryHandle, .changeWhich: return nil
        }
    }

    /// The values the question offers; none for a yes/no question.
    var options: [Value] {
        switch self {
        case .value(_, _, let options), .disambiguation(_, _, let options): return options
        case .confirmValue, .confirmAction, .retryHandle, .changeWhich: return []
        }
    }

    /// The same question without the reason it was first asked with: what is asked again after
    /// an answer that could not be read.
    var withoutReason: Question {
        guard case .value(let parameter, _?, let options) = self else { return self }
        return .value(parameter: parameter, reason: nil, options: options)
    }
}

/// A value a change said at the confirmation would give one parameter.
public struct ProposedChange: Sendable, Hashable {
    public var parameter: String
    public var value: Value

    public init(parameter: String, value: Value) {
        self.parameter = parameter
        self.value = value
    }
}
