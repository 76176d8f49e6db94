import Foundation

/// The words of an app's title, written in the person's voice ("Top up my wallet", as the
/// guidelines would have a shortcut's title), as the assistant says them to the person: "Ready
/// to top up your wallet?", not "my wallet". Only the possessives change; a value said in the
/// request ("saying my car broke down") is never put through it.
public enum SecondPerson {
    private static let possessives: [String: String] = ["my": "your", "mine": "yours", "myself": "yourself"]

    /// `text` with "my", "mine" and "myself" said to the person, each keeping its capital.
    public static func spoken(_ text: String) -> String {
        // NB: most titles hold none, which says so without splitting them.
        guard
            text.range(of: "my", options: .caseInsensitive) != nil
                || text.range(of: "mine", options: .caseInsensitive) != nil
        else { return text }
        return text.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            let letters = word.prefix { $0.isLetter }
            guard let said = possessives[letters.lowercased()] else { return String(word) }
            let written = letters.first?.isUppercase == true ? said.prefix(1).uppercased() + said.dropFirst() : said
            return written + word.dropFirst(letters.count)
        }.joined(separator: " ")
    }
}
