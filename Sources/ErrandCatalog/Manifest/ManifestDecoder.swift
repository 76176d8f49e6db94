import Foundation
import Yams

/// Turns one manifest's node tree into an `AppDefinition`, reporting every problem it meets.
///
/// Types are read first, so defaults, options and fixed values can be checked against them;
/// cross-references (placeholders, input and key parameters) are checked afterwards by
/// `ManifestValidator`.
struct ManifestDecoder {
    var reader: ManifestReader
    var types: [String: TypeDefinition] = [:]
    /// Types declared under `types` whose definition was refused (and reported): a parameter of
    /// one is not also reported as of an undeclared type.
    var refusedTypes: Set<String> = []
    /// Per action, the parameters declared but refused (and reported): a placeholder naming one
    /// is not also reported as naming nothing.
    var refusedParameters: [String: Set<String>] = [:]

    init(file: String) {
        reader = ManifestReader(file: file)
    }

    mutating func app(from root: Node) -> AppDefinition? {
        guard let pairs = reader.mapping(root, "", allowed: ManifestKeys.app) else { return nil }
        let fields = Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        var app = AppDefinition(id: "", name: "")
        // NB: "app:" with the identifier and the name under it is the likeliest first guess.
        if let node = fields["app"], let nested = node.mapping {
            let id = nested["id"]?.string ?? "com.example.app"
            let name = nested["name"]?.string ?? fields["name"]?.string ?? "Its Name"
            reader.error(
                "app is the app's identifier, and its name is a key of its own beside it: write `app: \(id)` and "
                    + "`name: \(name)` at the top, not under app", node, "app")
        } else if let node = fields["app"], let id = reader.string(node, "app") {
            if !Self.isReverseDNS(id) {
                reader.error("'\(id)' is not a reverse-DNS identifier; write it like com.example.coffee", node, "app")
            }
            app.id = id
        } else if fields["app"] == nil {
            reader.error("missing key 'app' (the app's reverse-DNS identifier, like com.example.coffee)", root, "")
        }
        if let node = fields["name"] {
            app.name = reader.string(node, "name") ?? ""
        } else if fields["app"]?.mapping?["name"] == nil {
            reader.error("missing key 'name' (the app's name as people say it)", root, "")
        }
        if let node = fields["alternativeNames"] { app.alternativeNames = reader.strings(node, "alternativeNames") }
        if let node = fields["locales"] {
            app.locales = reader.strings(node, "locales")
            if app.locales.isEmpty {
                reader.error("list at least one locale, the development locale first", node, "locales")
            }
        }
        if let node = fields["types"] { app.types = types(from: node) }
        if let node = fields["vocabulary"] {
            app.vocabulary = vocabulary(from: node)
            app.types = app.types.map { $0.saying(app.vocabulary) }
        }
        if let node = fields["actions"], let actionPairs = reader.mapping(node, "actions", allowed: nil) {
            app.actions = actionPairs.compactMap { action(id: $0.key, from: $0.value) }
            if actionPairs.isEmpty { reader.error("an app declares at least one action", node, "actions") }
        } else if fields["actions"] == nil {
            reader.error("missing key 'actions': an app declares at least one action", root, "")
        }
        if let node = fields["shortcuts"] { app.shortcuts = shortcuts(from: node, actions: app.actions) }
        if let node = fields["handler"] { app.handler = handler(from: node) }
        return app
    }

    static func isReverseDNS(_ id: String) -> Bool {
        let parts = id.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2
            && parts.allSatisfy { part in
                !part.isEmpty
                    && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
            }
    }

    private mutating func vocabulary(from node: Node) -> [VocabularyTerm] {
        guard let elements = reader.sequence(node, "vocabulary") else { return [] }
        return elements.enumerated().compactMap { index, element in
            let path = DocumentPath.index("vocabulary", index)
            if case .scalar = element { return reader.string(element, path).map { VocabularyTerm(term: $0) } }
            guard let pairs = reader.mapping(element, path, allowed: ManifestKeys.vocabularyTerm) else { return nil }
            var term = VocabularyTerm(term: "")
            for (key, value) in pairs {
                let childPath = DocumentPath.join(path, key)
                switch key {
                case "term": term.term = reader.string(value, childPath) ?? ""
                case "pronunciations": term.pronunciations = reader.strings(value, childPath)
                default: term.synonyms = reader.strings(value, childPath)
                }
            }
            if term.term.isEmpty { reader.error("a vocabulary entry needs its 'term'", element, path) }
            return term
        }
    }

    private mutating func shortcuts(from node: Node, actions: [ActionDefinition]) -> [AppShortcut] {
        guard let elements = reader.sequence(node, "shortcuts") else { return [] }
        return elements.enumerated().compactMap { index, element in
            let path = DocumentPath.index("shortcuts", index)
            guard let pairs = reader.mapping(element, path, allowed: ManifestKeys.shortcut) else { return nil }
            let fields = Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            guard let phraseNode = fields["phrase"], let phrase = reader.string(phraseNode, path + ".phrase"),
                let actionNode = fields["action"], let actionID = reader.string(actionNode, path + ".action")
            else {
                reader.error("a shortcut needs a 'phrase' and the 'action' it runs", element, path)
                return nil
            }
            guard let action = actions.first(where: { $0.id == actionID }) else {
                reader.error(
                    "action '\(actionID)' is not declared under actions"
                        + Suggestion.didYouMean(actionID, among: actions.map(\.id)), actionNode, path + ".action")
                return nil
            }
            var shortcut = AppShortcut(phrase: phrase, action: actionID)
            if let titleNode = fields["title"] { shortcut.title = reader.string(titleNode, path + ".title") }
            if let valuesNode = fields["values"] {
                shortcut.values = fixedValues(from: valuesNode, path: path + ".values", action: action)
            }
            if let imageNode = fields["image"] { shortcut.image = image(from: imageNode, path: path + ".image") }
            return shortcut
        }
    }

    /// Fixed parameter values, each checked against its parameter's type.
    mutating func fixedValues(from node: Node, path: String, action: ActionDefinition) -> [String: Value] {
        guard let pairs = reader.mapping(node, path, allowed: nil) else { return [:] }
        var values: [String: Value] = [:]
        for (name, valueNode) in pairs {
            let valuePath = DocumentPath.join(path, name)
            guard let parameter = action.parameter(named: name) else {
                reader.error(
                    "'\(name)' is not a parameter of \(action.id)"
                        + Suggestion.didYouMean(name, among: action.parameters.map(\.id)), valueNode, valuePath)
                continue
            }
            if let value = literal(valueNode, as: parameter.type, valuePath) { values[name] = value }
        }
        return values
    }

    mutating func image(from node: Node, path: String) -> ShortcutImage? {
        if case .scalar = node { return reader.string(node, path).map { ShortcutImage(path: $0) } }
        guard let pairs = reader.mapping(node, path, allowed: ManifestKeys.image) else { return nil }
        var image = ShortcutImage(path: "")
        for (key, value) in pairs {
            let childPath = DocumentPath.join(path, key)
            switch key {
            case "path": image.path = reader.string(value, childPath) ?? ""
            case "width": image.width = reader.int(value, childPath)
            default: image.height = reader.int(value, childPath)
            }
        }
        return image
    }

    private mutating func handler(from node: Node) -> HandlerEndpoint {
        guard let pairs = reader.mapping(node, "handler", allowed: ManifestKeys.handler) else { return .inProcess }
        var url: String?
        var secret: String?
        var timeout: Double?
        for (key, value) in pairs {
            let path = DocumentPath.join("handler", key)
            switch key {
            case "webhook":
                url = reader.string(value, path)
                if let url, !(url.hasPrefix("http://") || url.hasPrefix("https://")) {
                    reader.error("'\(url)' is not an http:// or https:// URL", value, path)
                }
            case "secretEnv": secret = reader.string(value, path)
            default:
                timeout = reader.number(value, path)
                if let seconds = timeout, !(seconds > 0 && seconds <= HandlerEndpoint.longestTimeout) {
                    reader.error(
                        "a timeout of \(seconds) seconds is out of range; give seconds above 0 and at most "
                            + "\(Int(HandlerEndpoint.longestTimeout)), e.g. timeout: 5", value, path)
                    timeout = nil
                }
            }
        }
        guard let url else { return .inProcess }
        return .webhook(url: url, secretEnvironmentVariable: secret, timeoutSeconds: timeout)
    }

    /// A value of `type` written at `node`, or `nil` with the problem reported.
    mutating func literal(_ node: Node, as type: ValueType, _ path: String) -> Value? {
        switch ValueLiteral(types: types).value(from: node, as: type) {
        case .success(let value): return value
        case .failure(let failure):
            reader.error(failure.message, node, path)
            return nil
        }
    }
}
