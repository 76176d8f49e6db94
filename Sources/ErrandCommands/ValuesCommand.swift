import ArgumentParser
import ErrandLanguage
import Foundation

/// `errand values`: the built-in values found in a text.
struct ValuesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "values",
        abstract: "Show the built-in values (numbers, dates, money, …) found in a text."
    )

    @Option(help: "The reference time, ISO 8601 with an offset (default: now, in the system time zone).")
    var now: String?

    @Flag(help: "Print JSON instead of lines.")
    var json = false

    @Argument(help: "The text to read.")
    var text: String

    func run() throws {
        var configuration = ValueRecognitionConfiguration()
        if let now {
            let reference = try ReferenceTime(parsing: now)
            configuration.now = reference.now
            configuration.timeZone = reference.timeZone
        }
        let found = BuiltInValueRecognizer(configuration: configuration).values(in: text)
        if json {
            let values: [[String: Any]] = found.map { value in
                [
                    "dimension": value.dimension.rawValue, "text": value.text, "start": value.offsets.lowerBound,
                    "end": value.offsets.upperBound, "value": value.value.jsonObject,
                ]
            }
            let data = try JSONSerialization.data(withJSONObject: ["values": values], options: [.sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        } else if found.isEmpty {
            print("no values found")
        } else {
            for value in found {
                print(
                    "\(value.dimension.rawValue)\t\"\(value.text)\"\t\(value.value.summary)\t[\(value.offsets.lowerBound)..<\(value.offsets.upperBound)]"
                )
            }
        }
    }
}
