import ArgumentParser
import Foundation

/// Reads `--user`: a person's name, never blank (an empty name would be one more person, whose
/// habits and shortcuts nobody could find again).
enum PersonArgument {
    static func read(_ text: String) throws -> String {
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw ValidationError("give a person's name, e.g. --user amy")
        }
        return text
    }

    /// The person every command means when `--user` is left out: `$USER`, or "me" when it is
    /// unset or blank. One default for all, so the shortcuts `errand shortcuts create` makes are
    /// the ones `errand chat` runs and the actions chatted are the ones `errand suggest` learns.
    static var defaultPerson: String {
        let name = ProcessInfo.processInfo.environment["USER"] ?? ""
        return name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "me" : name
    }
}
