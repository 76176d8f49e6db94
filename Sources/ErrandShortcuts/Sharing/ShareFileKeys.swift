import ErrandCatalog
import Foundation

/// The keys a share file may have, checked on the parsed JSON before its shortcuts are used:
/// a key the format does not know is a problem, not ignored.
///
/// A misspelt key would otherwise change what the shortcut does without a word — a step whose
/// `"paramters"` are dropped asks for every value or uses its defaults, an If whose `"else"` is
/// dropped does nothing when the condition fails. The schema
/// (`Schemas/shortcut-share-v1.schema.json`) allows no other keys; neither does the reader.
/// A step is an app action or a built-in, not both, and a binding says what it is with one key.
///
/// - Complexity: O(n) in the file's objects; the depth is already bounded by `JSONShape`.
struct ShareFileKeys {
    static let fileKeys = ["format", "version", "shortcuts", "importQuestions"]
    static let shortcutKeys = ["id", "name", "phrase", "inputType", "steps"]
    static let stepKeys = ["id", "app", "action", "builtIn", "parameters", "then", "otherwise", "body", "menu"]
    static let menuItemKeys = ["title", "steps"]
    static let questionKeys = ["shortcut", "step", "parameter", "prompt", "type"]
    static let literalKeys = ["type", "value"]
    static let bindingKinds = [
        "literal", "text", "output", "variable", "input", "currentDate", "askEachTime", "list", "dictionary",
    ]
    /// The binding kinds that may carry a `property`.
    static let withProperty: Set<String> = ["output", "variable", "input"]

    private(set) var problems: [ShortcutProblem] = []

    /// Every key of the JSON `data` that a share file does not have, located by document path.
    static func problems(in data: Data) -> [ShortcutProblem] {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [] }
        var check = ShareFileKeys()
        check.file(root)
        return check.problems
    }

    private mutating func file(_ root: [String: Any]) {
        unknown(in: root, allowed: Self.fileKeys, location: "the file", what: "a share file")
        for (index, shortcut) in array(root["shortcuts"]).enumerated() {
            guard let object = shortcut as? [String: Any] else { continue }
            let location = "shortcuts[\(index)]"
            if object["importQuestions"] != nil {
                report(
                    location,
                    "'importQuestions' belong at the top level of a share file, each naming its \"shortcut\"; "
                        + "move them there")
            }
            unknown(
                in: object.filter { $0.key != "importQuestions" }, allowed: Self.shortcutKeys, location: location,
                what: "a shortcut")
            steps(object["steps"], path: "\(location).steps")
        }
        for (index, question) in array(root["importQuestions"]).enumerated() {
            guard let object = question as? [String: Any] else { continue }
            unknown(in: object, allowed: Self.questionKeys, location: "importQuestions[\(index)]", what: "a question")
        }
    }

    private mutating func steps(_ value: Any?, path: String) {
        for (index, step) in array(value).enumerated() {
            guard let object = step as? [String: Any] else { continue }
            let raw = "\(path)[\(index)]"
            let location = (object["id"] as? String).map { "\(raw) (step \"\($0)\")" } ?? raw
            unknown(in: object, allowed: Self.stepKeys, location: location, what: "a step")
            if object["builtIn"] != nil, object["app"] != nil || object["action"] != nil {
                report(
                    location,
                    "the step has both 'builtIn' and 'app'/'action'; a step is a built-in action or an app action, "
                        + "so remove one")
            }
            for (name, binding) in (object["parameters"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
                self.binding(binding, location: "\(location), parameter '\(name)'")
            }
            for block in ["then", "otherwise", "body"] { steps(object[block], path: "\(raw).\(block)") }
            for (item, menuItem) in array(object["menu"]).enumerated() {
                guard let entry = menuItem as? [String: Any] else { continue }
                unknown(in: entry, allowed: Self.menuItemKeys, location: "\(raw).menu[\(item)]", what: "a menu item")
                steps(entry["steps"], path: "\(raw).menu[\(item)].steps")
            }
        }
    }

    private mutating func binding(_ value: Any, location: String) {
        guard let object = value as? [String: Any] else { return }
        let kinds = Self.bindingKinds.filter { object[$0] != nil }
        guard kinds.count == 1, let kind = kinds.first else {
            if kinds.count > 1 {
                report(
                    location,
                    "the binding has \(kinds.map { "'\($0)'" }.joined(separator: " and ")); a binding is one of "
                        + Self.bindingKinds.joined(separator: ", ") + ", so keep one")
            }
            return
        }
        let allowed = Self.withProperty.contains(kind) ? [kind, "property"] : [kind]
        unknown(in: object, allowed: allowed, location: location, what: "a '\(kind)' binding")
        switch kind {
        case "literal":
            if let literal = object["literal"] as? [String: Any] {
                unknown(in: literal, allowed: Self.literalKeys, location: location, what: "a literal")
            }
        case "list":
            for item in array(object["list"]) { binding(item, location: location) }
        case "dictionary":
            for (_, item) in (object["dictionary"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
                binding(item, location: location)
            }
        default:
            break
        }
    }

    private mutating func unknown(in object: [String: Any], allowed: [String], location: String, what: String) {
        for key in object.keys.sorted() where !allowed.contains(key) {
            report(
                location,
                "unknown key '\(key)'" + Suggestion.didYouMean(key, among: allowed)
                    + "; \(what) has only \(allowed.joined(separator: ", "))")
        }
    }

    private mutating func report(_ location: String, _ message: String) {
        problems.append(ShortcutProblem(location, message))
    }

    private func array(_ value: Any?) -> [Any] { value as? [Any] ?? [] }
}
