import ErrandCatalog
import ErrandLanguage

/// The plainest request an action's phrase stands for, to tell a person what they can say:
/// "order a latte" for `order [a] [{size}] {coffee}`.
///
/// Each choice says its first way, optional words are said unless they hold a slot, and each
/// slot that must be said names the first listed value of its parameter, as a sentence says it
/// ("latte"). A phrase whose slot takes any words (a message, a name) or has no listed value
/// gives no example: "text {recipients} {content}" would need words made up for it.
enum ExampleRequest {
    /// The example for `app`: the first of its actions' phrases, in order, that gives one.
    static func sentence(for app: AppDefinition) -> String? {
        for action in app.actions {
            for phrase in action.phrases {
                guard let expression = try? TemplateParser.parse(phrase),
                    let words = said(expression, action: action, app: app)
                else { continue }
                let sentence = words.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                if !sentence.isEmpty { return sentence }
            }
        }
        return nil
    }

    private static func said(_ expression: TemplateExpression, action: ActionDefinition, app: AppDefinition)
        -> String?
    {
        switch expression {
        case .text(let text): return text
        case .sequence(let items), .permutation(let items):
            var words = ""
            for item in items {
                guard let part = said(item, action: action, app: app) else { return nil }
                words += " " + part
            }
            return words
        case .alternative(let items, let isOptional):
            // NB: optional words are said ("order a latte"), an optional slot is not.
            if isOptional, holdsSlot(expression) { return "" }
            return items.first.flatMap { said($0, action: action, app: app) } ?? (isOptional ? "" : nil)
        case .slot(let reference):
            guard let parameter = action.parameter(named: reference.slotName),
                let typeName = parameter.type.customTypeName,
                let first = app.type(named: typeName)?.namedValues.first
            else { return nil }
            return first.title.lowercased()
        case .rule: return nil
        }
    }

    private static func holdsSlot(_ expression: TemplateExpression) -> Bool {
        switch expression {
        case .slot: return true
        case .sequence(let items), .alternative(let items, _), .permutation(let items):
            return items.contains(where: holdsSlot)
        case .text, .rule: return false
        }
    }
}
