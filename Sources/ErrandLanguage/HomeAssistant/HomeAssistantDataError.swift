/// Home Assistant data that cannot be read: a missing file, bad YAML, or a value of the wrong
/// shape, with the file and the path in the document.
public struct HomeAssistantDataError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file that was being read.
    public var file: String
    /// The path inside the document (`intents.HassTurnOn.data[2].sentences`), if known.
    public var path: String?
    /// What was wrong and what would be accepted.
    public var message: String

    public init(file: String, path: String? = nil, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    public var description: String {
        "\(file)\(path.map { ": \($0)" } ?? ""): \(message)"
    }
}
