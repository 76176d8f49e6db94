import ErrandCatalog
import Foundation

/// Pretty printed JSON with sorted keys and ISO 8601 dates: what every `--json` option prints.
enum CommandJSON {
    static func text(_ value: some Encodable) throws -> String {
        try PrettyJSON.text(value, dates: .iso8601)
    }
}
