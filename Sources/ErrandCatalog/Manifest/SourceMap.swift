import Foundation

/// Where each part of a loaded manifest came from: document paths to file locations.
///
/// The model stays free of locations (a catalog built in Swift has none); the linter asks the
/// source map where `actions.OrderCoffee.phrases[1]` was written.
public struct SourceMap: Sendable, Hashable {
    public var file: String
    public var locations: [String: SourceLocation]
    /// Paths whose text was written in quotes, so columns inside the text start one later.
    public var quotedPaths: Set<String> = []

    public init(file: String, locations: [String: SourceLocation] = [:]) {
        self.file = file
        self.locations = locations
    }

    /// Whether the text at `path` was written in quotes.
    public func isQuoted(_ path: String) -> Bool { quotedPaths.contains(path) }

    /// The location of a character inside the text at `path`, `offset` Unicode scalars from
    /// its start, when the text sits on one line.
    public func location(of path: String, offset: Int) -> SourceLocation? {
        guard var location = locations[path] else { return location(of: path) }
        location.column += offset + (isQuoted(path) ? 1 : 0)
        return location
    }

    /// The location of `path`, or of the nearest enclosing path that has one.
    public func location(of path: String) -> SourceLocation? {
        var current = Substring(path)
        while true {
            if let location = locations[String(current)] { return location }
            guard let cut = current.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
            current = current[..<cut]
        }
        return locations[""] ?? SourceLocation(file: file, line: 1, column: 1)
    }
}

/// Document paths, written the way diagnostics show them.
enum DocumentPath {
    /// `parent.key`, or `key` at the top.
    static func join(_ parent: String, _ key: String) -> String {
        parent.isEmpty ? key : "\(parent).\(key)"
    }

    /// `parent[index]`.
    static func index(_ parent: String, _ index: Int) -> String {
        "\(parent)[\(index)]"
    }
}
