/// Why a file of the Snips benchmark could not be read.
public struct SnipsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file at fault.
    public var file: String
    /// The byte offset of the problem in the file, when it has one.
    public var byteOffset: Int?
    /// What was wrong and what would be accepted.
    public var message: String

    public var description: String {
        "\(file)" + (byteOffset.map { ": byte \($0)" } ?? "") + ": " + message
    }

    static func invalidUTF8(_ sequence: UTF8Repair.InvalidSequence, in file: String) -> SnipsError {
        let shown = sequence.bytes.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
        return SnipsError(
            file: file, byteOffset: sequence.byteOffset,
            message: "invalid UTF-8 (bytes \(shown)); the file must be UTF-8 text")
    }

    static func format(_ message: String, in file: String) -> SnipsError {
        SnipsError(
            file: file, byteOffset: nil,
            message: message + "; expected {\"<Intent>\": [{\"data\": [{\"text\": \"…\", \"entity\": \"…\"}]}]}")
    }
}
