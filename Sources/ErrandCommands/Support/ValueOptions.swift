import ArgumentParser
import ErrandCatalog

extension ValueText {
    /// The `NAME=VALUE` items of a repeatable option (`--value`, `--result`), each read by the
    /// type `type(NAME)` gives (text when it gives none). Shared by every command that takes
    /// values on the command line.
    ///
    /// - Throws: `ValidationError` naming the option and item that cannot be read.
    static func values(
        _ items: [String], option: String, in app: AppDefinition, type: (String) -> ValueType?
    ) throws -> [String: Value] {
        var values: [String: Value] = [:]
        for item in items {
            let (name, text) = try Donate.pair(item, option: option)
            values[name] = try parse(text, as: type(name) ?? .string, in: app, name: name)
        }
        return values
    }
}
