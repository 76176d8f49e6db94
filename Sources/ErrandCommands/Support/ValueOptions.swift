import ArgumentParser
import ErrandCatalog

extension ValueText {
    /// The `NAME=VALUE` items of a repeatable option (`--value`, `--result`), each read by the
    /// type `type(NAME)` gives (text when it gives none). Shared by every command that takes
    /// values on the command line.
    ///
    /// A currency amount without its currency takes the one of `defaultValue(NAME)`.
    ///
    /// - Throws: `ValidationError` naming the option and item that cannot be read, or a name
    ///   given twice (one of the two would be dropped without a word).
    static func values(
        _ items: [String], option: String, in app: AppDefinition, type: (String) -> ValueType?,
        defaultValue: (String) -> Value? = { _ in nil }
    ) throws -> [String: Value] {
        var values: [String: Value] = [:]
        var given: [String: String] = [:]
        for item in items {
            let (name, text) = try Donate.pair(item, option: option)
            if let first = given[name] {
                throw ValidationError(
                    "\(option) \(name)=\(text) gives '\(name)' again, after \(option) \(name)=\(first); give each "
                        + "name once")
            }
            given[name] = text
            values[name] = try parse(
                text, as: type(name) ?? .string, in: app, name: name, defaultValue: defaultValue(name))
        }
        return values
    }
}
