import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes what it makes, in pieces as it makes them: standard output, or a
/// path given on the command line.
///
/// A path that names a regular file, or nothing yet, is written atomically: into a file beside
/// it, renamed over it once everything is written, so a failed run leaves the old file as it
/// was. A symbolic link is followed and its target written that way. Anything else — a FIFO,
/// a device such as `/dev/stdout` — is written through, never replaced by a regular file.
/// Every failed write is an error.
///
/// ```swift
/// var file = try OutputFile(path: "log.jsonl", option: "-o")
/// try file.write("one line\n")
/// try file.finish()
/// ```
final class OutputFile {
    /// The name of the output in messages: the path, or "standard output".
    let name: String
    private let handle: FileHandle
    /// The file written, and the path it is renamed to, when writing atomically.
    private let atomic: (temporary: String, target: String)?
    private var buffer = Data()
    private var finished = false

    /// Writes to standard output.
    init() {
        name = "standard output"
        handle = FileHandle.standardOutput
        atomic = nil
    }

    /// Writes to `path`, the value of `option`.
    ///
    /// - Throws: `CommandFailure` naming the path and the option when it is a directory or
    ///   cannot be opened.
    init(path: String, option: String) throws {
        name = path
        let target = try Self.target(of: path, option: option)
        switch target.kind {
        case .directory:
            throw CommandFailure("\(option) '\(path)' is a directory; give the path of a file to write")
        case .missing, .regular:
            let url = URL(fileURLWithPath: target.path)
            let temporary = url.deletingLastPathComponent().appendingPathComponent(
                ".\(url.lastPathComponent).\(UUID().uuidString.prefix(8)).tmp"
            ).path
            guard FileManager.default.createFile(atPath: temporary, contents: nil),
                let handle = FileHandle(forWritingAtPath: temporary)
            else {
                throw CommandFailure(
                    "cannot write \(option) '\(path)': cannot create a file in "
                        + "'\(url.deletingLastPathComponent().path)': \(Self.systemError())")
            }
            self.handle = handle
            atomic = (temporary, target.path)
        case .other:
            let descriptor = open(target.path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else {
                throw CommandFailure("cannot write \(option) '\(path)': \(Self.systemError())")
            }
            handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            atomic = nil
        }
    }

    deinit {
        if !finished { abandon() }
    }

    /// Adds `text`; it reaches the file in pieces of about a megabyte.
    func write(_ text: String) throws {
        try write(bytes: text.utf8)
    }

    /// Adds `bytes`; they reach the file in pieces of about a megabyte.
    func write(bytes: some Sequence<UInt8>) throws {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 20 { try flush() }
    }

    /// Writes `bytes` whole to `path`, the value of `option`, as an `OutputFile` writes.
    static func write(_ bytes: some Sequence<UInt8>, toPath path: String, option: String) throws {
        let file = try OutputFile(path: path, option: option)
        try file.write(bytes: bytes)
        try file.finish()
    }

    /// Writes what is left and, when writing atomically, puts the file in place.
    func finish() throws {
        try flush()
        finished = true
        guard let atomic else { return }
        do {
            try handle.synchronize()
            try handle.close()
        } catch {
            abandon()
            throw CommandFailure("cannot write '\(name)': \(error.localizedDescription)")
        }
        guard rename(atomic.temporary, atomic.target) == 0 else {
            let reason = Self.systemError()
            abandon()
            throw CommandFailure("cannot write '\(name)': cannot put it in place: \(reason)")
        }
    }

    /// Drops what was written, when writing atomically: the path is left as it was.
    func abandon() {
        finished = true
        guard let atomic else { return }
        try? handle.close()
        try? FileManager.default.removeItem(atPath: atomic.temporary)
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        do {
            try handle.write(contentsOf: buffer)
        } catch {
            abandon()
            throw CommandFailure("cannot write to \(atomic == nil ? name : "'\(name)'"): \(Self.reason(error))")
        }
    }

    private enum Kind { case missing, regular, directory, other }

    /// The path to write for `path`, and what is there: a symbolic link is followed to its
    /// target. NB: the files of `/dev` and `/proc` (`/dev/stdout` links to whatever standard
    /// output is) are always written through, even when they lead to a regular file.
    private static func target(of path: String, option: String) throws -> (path: String, kind: Kind) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            var link = stat()
            // A link to nothing yet is written through: opening it creates its target.
            return (path, lstat(path, &link) == 0 ? .other : .missing)
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return (path, .directory)
        case S_IFREG:
            guard !path.hasPrefix("/dev/"), !path.hasPrefix("/proc/"), let resolved = realpath(path, nil) else {
                return (path, .other)
            }
            defer { free(resolved) }
            return (String(cString: resolved), .regular)
        default: return (path, .other)
        }
    }

    /// Whether `a` and `b` are one file: the same path, or the same file after links.
    static func sameFile(_ a: String, _ b: String) -> Bool {
        if URL(fileURLWithPath: a).standardizedFileURL == URL(fileURLWithPath: b).standardizedFileURL { return true }
        var one = stat()
        var two = stat()
        guard stat(a, &one) == 0, stat(b, &two) == 0 else { return false }
        return one.st_dev == two.st_dev && one.st_ino == two.st_ino
    }

    /// Whether `path` is this process's standard output (`/dev/stdout`, or the file or pipe it
    /// was sent to).
    static func isStandardOutput(_ path: String) -> Bool {
        var output = stat()
        var named = stat()
        guard fstat(STDOUT_FILENO, &output) == 0, stat(path, &named) == 0 else { return false }
        return output.st_dev == named.st_dev && output.st_ino == named.st_ino
    }

    /// The system's reason for a failed write (Foundation's own text names no cause).
    private static func reason(_ error: any Error) -> String {
        var error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError { error = underlying }
        if error.domain == NSPOSIXErrorDomain, error.code > 0 { return String(cString: strerror(Int32(error.code))) }
        return error.localizedDescription
    }

    private static func systemError() -> String { String(cString: strerror(errno)) }
}
