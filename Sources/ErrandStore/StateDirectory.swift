import Foundation

/// Where Errand keeps its state: one SQLite file in a directory chosen, in order, by the
/// `--state` option, the `ERRAND_STATE` environment variable, or the platform's
/// application-support path (`$XDG_DATA_HOME/errand`, else `~/.local/share/errand`).
public struct StateDirectory: Sendable, Hashable {
    public var url: URL

    public init(url: URL) {
        self.url = url
    }

    /// The directory for `explicit` (a `--state` value), else the environment's, else the default.
    public static func resolve(explicit: String?, environment: [String: String]) -> StateDirectory {
        if let explicit, !explicit.isEmpty { return StateDirectory(url: URL(fileURLWithPath: explicit)) }
        if let variable = environment["ERRAND_STATE"], !variable.isEmpty {
            return StateDirectory(url: URL(fileURLWithPath: variable))
        }
        #if os(macOS)
            if let home = environment["HOME"], !home.isEmpty {
                return StateDirectory(
                    url: URL(fileURLWithPath: home).appendingPathComponent("Library/Application Support/errand"))
            }
        #endif
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return StateDirectory(url: URL(fileURLWithPath: data).appendingPathComponent("errand"))
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return StateDirectory(url: URL(fileURLWithPath: home).appendingPathComponent(".local/share/errand"))
    }

    /// The database file inside the directory.
    public var databaseURL: URL { url.appendingPathComponent("errand.sqlite") }
}
