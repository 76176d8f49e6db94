import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive `flock` on a file, across processes (and across open descriptors within one),
/// held while a body runs.
enum FileLock {
    /// Why a lock could not be taken: the path and the system's reason.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `body` holding the lock on `path`, created when missing; waits while another holds it.
    ///
    /// - Throws: `FileLock.Failure` when the file cannot be opened or locked; whatever `body` throws.
    static func holding<Result>(_ path: String, _ body: () throws -> Result) throws -> Result {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Failure(description: "cannot open the lock file '\(path)': \(systemError())")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw Failure(description: "cannot lock '\(path)': \(systemError())") }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    private static func systemError() -> String { String(cString: strerror(errno)) }
}
