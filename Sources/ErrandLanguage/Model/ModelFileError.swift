/// Why a saved model could not be read.
public struct ModelFileError: Error, Sendable, Hashable, CustomStringConvertible {
    private enum Code: Sendable, Hashable {
        case notAModel
        case unsupportedVersion(UInt32)
        case truncated(needed: Int, available: Int)
        case corrupt(String)
    }

    private let code: Code
    /// Where reading stopped, in bytes from the start of the file.
    public let offset: Int
    /// The file, when the model was read from one.
    public var path: String?

    public var description: String {
        let place = (path.map { "\($0): " } ?? "") + "byte \(offset)"
        switch code {
        case .notAModel:
            return "\(place): not an Errand model file (it must start with \"ERRANDMODEL\")"
        case .unsupportedVersion(let version):
            return "\(place): model file version \(version) is not supported; this build reads version "
                + "\(ModelFileFormat.version): train the model again"
        case .truncated(let needed, let available):
            return "\(place): the model file is truncated: \(needed) more bytes needed, \(available) left"
        case .corrupt(let what):
            return "\(place): the model file is corrupt: \(what)"
        }
    }

    static func notAModel() -> ModelFileError { ModelFileError(code: .notAModel, offset: 0) }

    static func unsupportedVersion(_ version: UInt32, at offset: Int) -> ModelFileError {
        ModelFileError(code: .unsupportedVersion(version), offset: offset)
    }

    static func truncated(needed: Int, available: Int, at offset: Int) -> ModelFileError {
        ModelFileError(code: .truncated(needed: needed, available: available), offset: offset)
    }

    static func corrupt(_ what: String, at offset: Int) -> ModelFileError {
        ModelFileError(code: .corrupt(what), offset: offset)
    }
}
