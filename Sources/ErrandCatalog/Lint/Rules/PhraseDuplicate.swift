import Foundation

/// No two actions claim the same phrase.
///
/// Enforces "make sure that your suggested phrases are specific to each shortcut's scope":
/// when two actions (of one app or of two) can be started by the same words, people cannot
/// tell which one runs. Phrases are compared normalised, every way to say a template (at most
/// 256 each), with a slot standing for any value of its type: `order {coffee}` and
/// `order {soup}` differ when coffee and soup are different types. In one app it is an
/// error; across apps a warning (the assistant can ask which app).
public struct PhraseDuplicate: LintRule {
    public let id = "phrase-duplicate"
    public let severity = Diagnostic.Severity.error
    public let summary = "Each phrase belongs to one action (\"phrases are specific to each shortcut's scope\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        var claims: [String: LintContext.Text] = [:]
        var result: [Diagnostic] = []
        for phrase in context.phrases() {
            guard let action = phrase.action else { continue }
            var reported = false
            for saying in context.parsed(phrase.text).sayings {
                let key = Self.key(saying, action: action, app: phrase.app)
                guard let first = claims[key] else {
                    claims[key] = phrase
                    continue
                }
                guard !reported, let firstAction = first.action,
                    first.app.id != phrase.app.id || firstAction.id != action.id
                else { continue }
                reported = true
                let sameApp = first.app.id == phrase.app.id
                let owner = sameApp ? "action \(firstAction.id)" : "\(first.app.name)'s action \(firstAction.id)"
                let location = context.loaded.sourceMaps[first.app.id]?.location(of: first.path)
                result.append(
                    context.diagnostic(
                        self,
                        "'\(saying)' is also a phrase of \(owner)"
                            + (location.map { " (\($0))" } ?? "")
                            + "; people can't tell which one runs, so make each phrase specific to one action",
                        at: phrase, severity: sameApp ? .error : .warning))
            }
        }
        return result
    }

    /// The saying with each slot replaced by its parameter's type, qualified by the app for
    /// the app's own types.
    static func key(_ saying: String, action: ActionDefinition, app: AppDefinition) -> String {
        saying.split(separator: " ").map { word -> String in
            guard word.hasPrefix("{"), word.hasSuffix("}") else { return String(word) }
            let name = String(word.dropFirst().dropLast())
            guard let type = action.parameter(named: name)?.type else { return "{?\(name)}" }
            return type.customTypeName != nil ? "{\(app.id):\(type.name)}" : "{\(type.name)}"
        }.joined(separator: " ")
    }
}
