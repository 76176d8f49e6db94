/// An identifier not yet taken: `base` itself, else `base-2`, `base-3`… the first that is free.
/// How an imported shortcut whose identifier the person has is renamed, and how a new shortcut
/// and its steps are named (`errand shortcuts create`).
///
/// ```swift
/// UnusedIdentifier.from("morning") { ["morning"].contains($0) }   // "morning-2"
/// ```
public enum UnusedIdentifier {
    public static func from(_ base: String, isTaken: (String) throws -> Bool) rethrows -> String {
        guard try isTaken(base) else { return base }
        var number = 2
        while try isTaken("\(base)-\(number)") { number += 1 }
        return "\(base)-\(number)"
    }
}
