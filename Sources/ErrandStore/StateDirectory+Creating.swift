import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension StateDirectory {
    /// Creates the directory at `path` and those above it that are missing; `nil` when it
    /// exists or was made, else why not, naming the part of the path at fault ("'/srv/x' is a
    /// file, not a directory", "cannot create '/proc/x': No such file or directory").
    static func create(_ path: String) -> String? {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + component
            var status = stat()
            if stat(prefix, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else { return "'\(prefix)' is a file, not a directory" }
                continue
            }
            // NB: another process may make it at the same moment; that is as good.
            guard mkdir(prefix, 0o755) == 0 || errno == EEXIST else {
                return "cannot create '\(prefix)': \(String(cString: strerror(errno)))"
            }
        }
        return nil
    }
}
