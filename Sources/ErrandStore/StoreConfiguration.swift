import Foundation

/// How the SQLite store opens its file.
public struct StoreConfiguration: Sendable, Hashable {
    /// How durable an acknowledged write is.
    public enum Durability: String, Sendable, Hashable, CaseIterable {
        /// Every commit is synced to disk before it returns (`synchronous = FULL`): an
        /// acknowledged write survives a crash of the process and a loss of power.
        case full
        /// Commits are synced at checkpoints (`synchronous = NORMAL`): an acknowledged write
        /// survives a crash of the process; the last ones may be lost on a loss of power.
        case normal
    }

    public var durability: Durability = .full
    /// How long a writer waits for another writer (another process) before failing, in seconds.
    public var busyTimeout: Double = 5

    public init() {}
}
