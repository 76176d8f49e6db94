import Foundation

/// Checks what a manifest's parts say about each other: placeholders name parameters or
/// outputs, input and key parameters exist, localized locales are declared.
struct ManifestValidator {
    let sourceMap: SourceMap
    /// Per action, parameters declared but refused by the decoder (and reported there): a
    /// placeholder naming one is not reported again.
    let refusedParameters: [String: Set<String>]
    private(set) var diagnostics: [Diagnostic] = []
    /// The refused parameters of the action being validated.
    private var refused: Set<String> = []

    init(sourceMap: SourceMap, refusedParameters: [String: Set<String>] = [:]) {
        self.sourceMap = sourceMap
        self.refusedParameters = refusedParameters
    }

    mutating func validate(_ app: AppDefinition) {
        for action in app.actions {
            validate(action, in: app)
        }
    }

    private mutating func validate(_ action: ActionDefinition, in app: AppDefinition) {
        let path = DocumentPath.join("actions", action.id)
        refused = refusedParameters[action.id] ?? []
        let parameters = Set(action.parameters.map(\.id))
        let outputs = Set(action.outputs.map(\.id))
        // An adopted intent's own phrases come first and are the system's, checked with it; the
        // app's phrases follow, indexed as the manifest writes them.
        let inherited = action.adoptedIntent.flatMap { SystemDomains.intent(named: $0)?.action.phrases.count } ?? 0
        for (index, phrase) in action.phrases.enumerated().dropFirst(inherited) {
            check(
                phrase, at: DocumentPath.index(path + ".phrases", index - inherited), allowed: parameters,
                what: "a parameter")
        }
        for (index, example) in action.examples.enumerated() {
            checkMarks(example, at: DocumentPath.index(path + ".examples", index), of: action)
        }
        if let summary = action.summary {
            if summary.variants.isEmpty {
                check(summary.text, at: path + ".summary", allowed: parameters, what: "a parameter")
            } else {
                check(summary.text, at: path + ".summary.otherwise", allowed: parameters, what: "a parameter")
                for variant in summary.variants {
                    let key = Self.key(of: variant.value)
                    check(variant.text, at: "\(path).summary.when.\(key)", allowed: parameters, what: "a parameter")
                }
            }
        }
        let dialogNames = parameters.union(outputs)
        // NB: a dialog may name a property of an entity given or given back ("{event.start}").
        let entities = action.parameters.map { ($0.id, $0.type) } + action.outputs.map { ($0.id, $0.type) }
        let properties = Set(entities.filter { $0.1.customTypeName != nil }.map { $0.0 + "." })
        for (key, text) in action.dialog.allTemplates {
            check(
                text, at: "\(path).dialog.\(key)", allowed: dialogNames, what: "a parameter or an output",
                properties: properties)
        }
        for (field, name) in [("input", action.inputParameter), ("key", action.keyParameter)] {
            guard let name, !parameters.contains(name) else { continue }
            report(
                "'\(name)' is not a parameter of \(action.id)"
                    + Suggestion.didYouMean(name, among: action.parameters.map(\.id)), at: "\(path).\(field)")
        }
        for (locale, localization) in action.localizations {
            let localePath = "\(path).localizations.\(locale)"
            if !app.locales.contains(locale) {
                report(
                    "locale '\(locale)' is not among the app's locales (\(app.locales.joined(separator: ", "))); "
                        + "add it to 'locales'", at: localePath)
            }
            for (index, phrase) in localization.phrases.enumerated() {
                check(
                    phrase, at: DocumentPath.index(localePath + ".phrases", index), allowed: parameters,
                    what: "a parameter")
            }
            if let summary = localization.summary {
                check(summary, at: localePath + ".summary", allowed: parameters, what: "a parameter")
            }
            for (key, text) in localization.dialog.allTemplates {
                check(
                    text, at: "\(localePath).dialog.\(key)", allowed: dialogNames, what: "a parameter or an output",
                    properties: properties)
            }
        }
    }

    /// Reports each placeholder of `text` that names nothing in `allowed`, nor a property of an
    /// entity whose name and a dot start one of `properties` ("event.").
    private mutating func check(
        _ text: String, at path: String, allowed: Set<String>, what: String, properties: Set<String> = []
    ) {
        for occurrence in Placeholders.occurrences(in: text)
        where !allowed.contains(occurrence.name) && !refused.contains(occurrence.name) {
            if let dot = occurrence.name.firstIndex(of: "."),
                properties.contains(String(occurrence.name[...dot])),
                occurrence.name.index(after: dot) < occurrence.name.endIndex
            {
                continue
            }
            // Point at the placeholder itself when the text sits on one line of the file.
            let location =
                text.contains("\n")
                ? sourceMap.location(of: path) : sourceMap.location(of: path, offset: occurrence.offset)
            diagnostics.append(
                Diagnostic(
                    .error,
                    "placeholder {\(occurrence.name)} names no \(what.replacingOccurrences(of: "an ", with: "").replacingOccurrences(of: "a ", with: ""))"
                        + Suggestion.didYouMean(occurrence.name, among: Array(allowed))
                        + "; use \(what) of the action"
                        + (allowed.isEmpty ? "" : " (\(allowed.sorted().joined(separator: ", ")))"),
                    at: location, path: path))
        }
    }

    /// Reports each `[text](name)` mark of an example request whose name is not a parameter.
    private mutating func checkMarks(_ example: String, at path: String, of action: ActionDefinition) {
        let scalars = Array(example.unicodeScalars)
        var index = 0
        while index + 1 < scalars.count {
            defer { index += 1 }
            guard scalars[index] == "]", scalars[index + 1] == "(",
                let close = scalars[(index + 2)...].firstIndex(of: ")")
            else { continue }
            let name = String(String.UnicodeScalarView(scalars[(index + 2)..<close])).trimmingWhitespace()
            guard action.parameter(named: name) == nil else { continue }
            let location =
                example.contains("\n")
                ? sourceMap.location(of: path) : sourceMap.location(of: path, offset: index + 2)
            diagnostics.append(
                Diagnostic(
                    .error,
                    "the example marks a value as '\(name)', which is not a parameter of \(action.id)"
                        + Suggestion.didYouMean(name, among: action.parameters.map(\.id))
                        + "; write [text](parameter) with one of: "
                        + action.parameters.map(\.id).joined(separator: ", "),
                    at: location, path: path))
        }
    }

    private mutating func report(_ message: String, at path: String) {
        diagnostics.append(Diagnostic(.error, message, at: sourceMap.location(of: path), path: path))
    }

    /// How a variant's value is written as a key.
    static func key(of value: Value) -> String {
        switch value {
        case .enumCase(let id), .string(let id): return id
        case .entity(let entity): return entity.id
        case .boolean(let flag): return String(flag)
        case .integer(let number): return String(number)
        default: return value.typeName
        }
    }
}
