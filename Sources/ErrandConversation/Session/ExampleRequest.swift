import ErrandCatalog
import ErrandLanguage

/// The plainest request an action's phrase stands for, to tell a person what they can say:
/// "order a latte" for `order [a] [{size}] {coffee}`.
///
/// Each choice says its first way, optional words are said unless they hold a slot or follow
/// one, and each
/// slot that must be said names the first listed value of its parameter, as a sentence says it
/// ("latte"). A phrase whose slot takes any words (a message, a name) or has no listed value
/// gives no example: "text {recipients} {content}" would need words made up for it.
enum ExampleRequest {
    /// The example for `app`: the first of its actions' phrases, in order, that gives one.
    static func sentence(for app: AppDefinition) -> String? {
        app.actions.lazy.compactMap { sentence(for: $0, in: app) }.first
    }

    /// The example for `action` of `app`: the first of its phrases that gives one of two words
    /// or more, else the first that gives one ("play some music" tells more than "play"). A
    /// phrase that must name a value the action can do without comes after those that need
    /// not: "start a run", not "start a indoor run".
    static func sentence(for action: ActionDefinition, in app: AppDefinition) -> String? {
        var single: String?
        var fuller: String?
        for phrase in action.phrases {
            var afterSlot = false
            guard let expression = try? TemplateParser.parse(phrase),
                let words = said(expression, action: action, app: app, afterSlot: &afterSlot)
            else { continue }
            let split = words.split(whereSeparator: \.isWhitespace)
            let plain = !namesAnOptionalValue(expression, action: action)
            if split.count > 1, plain { return split.joined(separator: " ") }
            if split.count > 1, fuller == nil { fuller = split.joined(separator: " ") }
            if single == nil, let word = split.first { single = String(word) }
        }
        return fuller ?? single
    }

    /// Whether `expression` must name a value of a parameter `action` does not require.
    private static func namesAnOptionalValue(_ expression: TemplateExpression, action: ActionDefinition) -> Bool {
        switch expression {
        case .slot(let reference): return action.parameter(named: reference.slotName)?.isRequired == false
        case .sequence(let items), .permutation(let items):
            return items.contains { namesAnOptionalValue($0, action: action) }
        case .alternative(let items, let isOptional):
            return !isOptional && items.allSatisfy { namesAnOptionalValue($0, action: action) }
        case .text, .rule: return false
        }
    }

    /// The words `expression` is said in, `nil` when it can't be said without making words up;
    /// `afterSlot` tells whether a slot was said before it, and is set when one is.
    private static func said(
        _ expression: TemplateExpression, action: ActionDefinition, app: AppDefinition, afterSlot: inout Bool
    ) -> String? {
        switch expression {
        case .text(let text): return text
        case .sequence(let items), .permutation(let items):
            var words = ""
            for item in items {
                guard let part = said(item, action: action, app: app, afterSlot: &afterSlot) else { return nil }
                words += " " + part
            }
            return words
        case .alternative(let items, let isOptional):
            // NB: optional words before the values are said ("order a latte"), an optional slot
            // and optional words after a value are not ("start a run", not "start a run workout").
            if isOptional, afterSlot || holdsSlot(expression) { return "" }
            return items.first.flatMap { said($0, action: action, app: app, afterSlot: &afterSlot) }
                ?? (isOptional ? "" : nil)
        case .slot(let reference):
            guard let parameter = action.parameter(named: reference.slotName),
                let typeName = parameter.type.customTypeName,
                let first = app.type(named: typeName)?.namedValues.first
            else { return nil }
            afterSlot = true
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
