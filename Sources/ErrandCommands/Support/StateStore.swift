import ErrandStore
import Foundation

extension SQLiteStore {
    /// The store in the state directory `--state` names, else `$ERRAND_STATE`, else the
    /// application-support path: how every command opens the person's state.
    static func opening(state: String?) throws -> SQLiteStore {
        try SQLiteStore(
            directory: StateDirectory.resolve(explicit: state, environment: ProcessInfo.processInfo.environment))
    }
}
