import Foundation

/// The store could not be opened or used, with the file and the reason.
public struct StoreError: Error, CustomStringConvertible, Sendable {
    public let description: String

    static func cannotOpen(path: String, reason: String) -> Self {
        Self(
            description: "cannot open the state database '\(path)': \(reason); "
                + "choose another directory with --state DIR or ERRAND_STATE")
    }

    static func corrupt(_ what: String, reason: String) -> Self {
        Self(description: "stored \(what) cannot be read: \(reason)")
    }
}
