import ArgumentParser
import Foundation

/// A file a command reads (a share file, a reservation, a list of suggested shortcuts): read
/// whole, up to a bound, with why it could not be read in words.
enum InputFile {
    /// The longest file read, so a device such as /dev/zero cannot exhaust memory.
    static let largestBytes = 64 << 20

    /// The bytes of the file at `path`.
    ///
    /// - Throws: `CommandFailure` naming the path and why: no such file, a directory, no
    ///   permission, or longer than `largestBytes`.
    static func read(_ path: String) throws -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure("cannot read '\(path)': there is no such file")
        }
        guard !isDirectory.boolValue else {
            throw CommandFailure("cannot read '\(path)': it is a directory; give the path of a file")
        }
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            let data = try handle.read(upToCount: largestBytes + 1) ?? Data()
            guard data.count <= largestBytes else {
                throw CommandFailure(
                    "cannot read '\(path)': it is longer than \(largestBytes >> 20) MB; give a smaller file")
            }
            return data
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("cannot read '\(path)': \(reason(error))")
        }
    }

    /// Why a file could not be read, in words: "permission denied", "it is a directory", ….
    static func reason(_ error: any Error) -> String {
        let error = error as NSError
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
        if let posix = [error, underlying].compactMap({ $0 }).first(where: { $0.domain == NSPOSIXErrorDomain }) {
            switch Int32(posix.code) {
            case EISDIR: return "it is a directory"
            case ENOENT: return "there is no such file"
            case EACCES, EPERM: return "permission denied"
            default: return String(cString: strerror(Int32(posix.code))).lowercased()
            }
        }
        switch error.code {
        case NSFileReadNoSuchFileError: return "there is no such file"
        case NSFileReadNoPermissionError: return "permission denied"
        default: return "the system could not read it"
        }
    }
}
