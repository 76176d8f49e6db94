import Foundation

/// The keys each object of a manifest accepts: the one list the loader checks against and the
/// JSON Schema test compares with `Schemas/manifest.schema.json`.
public enum ManifestKeys {
    /// `$schema` lets a JSON manifest name its schema for editors; the loader ignores its value.
    public static let app: [String] = [
        "app", "name", "alternativeNames", "locales", "vocabulary", "types", "actions", "shortcuts", "handler",
        "$schema",
    ]
    public static let enumType: [String] = ["cases", "title"]
    public static let entityType: [String] = ["entity", "values", "dynamic", "title"]
    public static let enumCase: [String] = ["title", "synonyms"]
    public static let entityValue: [String] = ["id", "title", "subtitle", "synonyms", "image"]
    public static let action: [String] = [
        "title", "subtitle", "description", "category", "adopts", "parameters", "summary", "phrases", "examples",
        "dialog", "outputs", "input", "key", "requiresConfirmation", "authentication", "runsInBackground",
        "opensApp", "localizations",
    ]
    public static let parameter: [String] = [
        "type", "title", "required", "default", "prompt", "options", "dynamic", "min", "max", "dependsOn",
    ]
    public static let dependsOn: [String] = ["parameter", "values"]
    public static let summary: [String] = ["parameter", "when", "otherwise"]
    public static let dialog: [String] = ["confirmation", "success", "errors"]
    public static let output: [String] = ["type", "title"]
    public static let vocabularyTerm: [String] = ["term", "pronunciations", "synonyms"]
    public static let shortcut: [String] = ["phrase", "action", "title", "values", "image"]
    public static let image: [String] = ["path", "width", "height"]
    public static let handler: [String] = ["webhook", "secretEnv", "timeout"]
    public static let localization: [String] = ["title", "subtitle", "summary", "phrases", "dialog"]

    /// Where `key` belongs when it is not among `allowed` but is a key of exactly one of the
    /// manifest's main levels — the top level, an action, a parameter — else `nil`: a
    /// `handler` written inside an action "belongs at the top level of the manifest".
    public static func home(of key: String, notIn allowed: [String]) -> String? {
        let levels = [
            (app, "at the top level of the manifest"), (action, "to an action"), (parameter, "to a parameter"),
        ]
        let homes = levels.filter { $0.0.contains(key) && $0.0 != allowed }
        guard homes.count == 1, !allowed.contains(key) else { return nil }
        return homes[0].1
    }

    /// Every object kind by the name the JSON Schema gives it under `$defs` (`app` is the root).
    public static let all: [String: [String]] = [
        "app": app, "enumType": enumType, "entityType": entityType, "enumCase": enumCase,
        "entityValue": entityValue, "action": action, "parameter": parameter, "dependsOn": dependsOn,
        "summary": summary, "dialog": dialog, "output": output, "vocabularyTerm": vocabularyTerm,
        "shortcut": shortcut, "image": image, "handler": handler, "localization": localization,
    ]
}
