import ArgumentParser
import Foundation

/// Reads `--state`: a directory, never empty. An empty `--state` (from `--state "$DIR"` with
/// `DIR` unset) used to fall back to the default directory, so a script wrote to a state it
/// did not name; it is refused instead. An empty `$ERRAND_STATE` counts as unset, as an empty
/// `$XDG_DATA_HOME` does.
enum StateArgument {
    /// The help every `--state` option shows.
    static let help = ArgumentHelp(
        "The state directory (default: $ERRAND_STATE if set and not empty, else the application-support path).")

    static func read(_ text: String) throws -> String {
        guard !text.isEmpty else {
            throw ValidationError(
                "--state is empty: give a directory, e.g. --state ~/errand-state, or leave --state out "
                    + "to use $ERRAND_STATE or the default")
        }
        return text
    }
}
