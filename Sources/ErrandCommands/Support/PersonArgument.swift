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
}
