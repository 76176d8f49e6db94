import Foundation

/// Expands a file glob whose wildcards (`*`, `?`) are in the last path component, or lists the
/// YAML files of a directory.
enum GlobPattern {
    static func files(matching pattern: String) throws -> [URL] {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: pattern, isDirectory: &isDirectory), isDirectory.boolValue {
            return try FileManager.default.contentsOfDirectory(atPath: pattern).filter { $0.hasSuffix(".yaml") }
                .sorted()
                .map { URL(fileURLWithPath: pattern).appendingPathComponent($0) }
        }
        let url = URL(fileURLWithPath: pattern)
        let directory = url.deletingLastPathComponent()
        let namePattern = url.lastPathComponent
        guard !directory.path.contains("*"), !directory.path.contains("?") else {
            throw GlobError(pattern: pattern)
        }
        guard namePattern.contains("*") || namePattern.contains("?") else {
            return FileManager.default.fileExists(atPath: url.path) ? [url] : []
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { matches(Array($0), Array(namePattern)) }.sorted().map {
            directory.appendingPathComponent($0)
        }
    }

    /// Whether `name` matches `pattern` (`*` any run, `?` one character).
    static func matches(_ name: [Character], _ pattern: [Character]) -> Bool {
        var reachable = [Bool](repeating: false, count: name.count + 1)
        reachable[0] = true
        for symbol in pattern {
            var next = [Bool](repeating: false, count: name.count + 1)
            if symbol == "*" {
                var seen = false
                for index in 0...name.count {
                    seen = seen || reachable[index]
                    next[index] = seen
                }
            } else {
                for index in 0..<name.count where reachable[index] && (symbol == "?" || name[index] == symbol) {
                    next[index + 1] = true
                }
            }
            reachable = next
        }
        return reachable[name.count]
    }

    struct GlobError: Error, CustomStringConvertible {
        var pattern: String
        var description: String {
            "unsupported glob \(pattern): wildcards are accepted in the file name only, as in DIR/tests/en/*.yaml"
        }
    }
}
