import ErrandCatalog
import Foundation

extension CatalogGrammar {
    /// `phrase` with each listed value said before the parameter's own noun ("{list} list",
    /// "{list} [list]") also taking words the app does not list, the noun then said: "add tent to
    /// my camping list" matches "(add|put) {title} (to|on) [my|the] {list} [list]", with "camping"
    /// for the list, where it matched no phrase and was not understood. The words are kept as said
    /// (`TemplateInterpreter`), so the conversation says they are none of the choices and offers
    /// those there are, as it does when the model reads them ("what's on my camping list").
    /// Such words take the slot of the list `unlistedList(of:)` names, a wildcard (`lists`).
    ///
    /// Only a parameter of a type with listed values is so widened, and only before its noun: a
    /// value said alone ("{size} {coffee}") is still one of the app's or no match.
    static func widenedForUnlistedWords(_ phrase: String, action: ActionDefinition, app: AppDefinition) -> String {
        guard phrase.contains("}") else { return phrase }
        var result = phrase
        for parameter in action.parameters where takesUnlistedWords(parameter, in: app) {
            for noun in parameter.nouns where !noun.contains(" ") {
                let slot = "{\(parameter.id)}"
                let unlisted = "{\(unlistedList(of: parameter.id)):\(parameter.id)}"
                result = result.replacingOccurrences(
                    of: "\(slot) [\(noun)]", with: "(\(slot) [\(noun)]|\(unlisted) \(noun))")
                result = replacingWholeWords("\(slot) \(noun)", with: "(\(slot)|\(unlisted)) \(noun)", in: result)
            }
        }
        return result
    }

    /// `text` with `words` replaced where they end a word: "{list} list" is replaced in "{list}
    /// list]" but not in "{list} listing", which is no list's noun. (No regular expression: on
    /// this platform one loads a megabyte and a half of tables for it.)
    private static func replacingWholeWords(_ words: String, with replacement: String, in text: String) -> String {
        var result = ""
        var rest = text[...]
        while let found = rest.range(of: words) {
            let next = rest[found.upperBound...].first
            let endsAWord = next.map { $0.isWhitespace || "])|".contains($0) } ?? true
            result += rest[..<found.lowerBound] + (endsAWord ? replacement : String(rest[found]))
            rest = rest[found.upperBound...]
        }
        return result + rest
    }

    /// The name of the wildcard list that takes words the app does not list for `parameter`.
    static func unlistedList(of parameter: String) -> String { "\(parameter)~unlisted" }

    /// Whether `parameter` is of a type whose values the app lists (an enum, or entities it
    /// names), rather than one any words are read as.
    static func takesUnlistedWords(_ parameter: ParameterDefinition, in app: AppDefinition) -> Bool {
        guard case .custom(let name) = parameter.type, let type = app.type(named: name) else { return false }
        return !type.isDynamicEntity && !type.namedValues.isEmpty
    }
}
