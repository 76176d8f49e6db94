/// A request to run one of the person's shortcuts by name: "run Morning", "run my morning
/// shortcut", "start the shortcut called running late", "please run order my usual".
///
/// The words say which shortcut only when they are its name (or phrase) exactly, so nothing
/// here guesses: it lists the names the request could be asking for, and the phrase book
/// looks each up.
public enum ShortcutRunRequest {
    /// The words that ask to run a shortcut.
    static let leads: Set<String> = ["run", "start", "launch"]
    /// Words between the lead and the name that are not part of it.
    static let determiners: Set<String> = ["the", "my"]
    /// Words that may follow "shortcut" before its name ("the shortcut called Morning").
    static let naming: Set<String> = ["called", "named"]
    static let politeness = "please"
    static let shortcutWord = "shortcut"

    /// The name a request says is a shortcut's ("run my heading out shortcut", "start the
    /// shortcut called heading out": "heading out"), whether or not the person has one by that
    /// name; `nil` when the words do not say "shortcut".
    public static func nameOfAShortcut(in normalized: String) -> String? {
        guard normalized.split(separator: " ").contains(Substring(shortcutWord)) else { return nil }
        return namesAsked(in: normalized).first {
            !$0.split(separator: " ").contains(Substring(shortcutWord)) && !determiners.contains($0)
        }
    }

    /// The names a request to run a shortcut could be asking for, most likely first; none when
    /// the words do not ask to run one.
    ///
    /// - Parameter normalized: the request, as `Tokenizer.normalized` gives it.
    /// - Complexity: O(n) in the words.
    public static func namesAsked(in normalized: String) -> [String] {
        var words = normalized.split(separator: " ").map(String.init)
        if words.first == politeness { words.removeFirst() }
        if words.last == politeness { words.removeLast() }
        guard let lead = words.first, leads.contains(lead) else { return [] }
        words.removeFirst()
        var names: [[String]] = []
        if let first = words.first, determiners.contains(first) {
            names += candidates(words.dropFirst())
        }
        names += candidates(words[...])
        var seen = Set<String>()
        return names.map { $0.joined(separator: " ") }.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// The names `words` (after the lead and any determiner) could be: "shortcut [called] NAME",
    /// "NAME shortcut", or the words themselves.
    private static func candidates(_ words: ArraySlice<String>) -> [[String]] {
        var found: [[String]] = []
        if words.first == shortcutWord {
            var rest = words.dropFirst()
            if let first = rest.first, naming.contains(first) { rest = rest.dropFirst() }
            found.append(Array(rest))
        }
        if words.last == shortcutWord { found.append(Array(words.dropLast())) }
        found.append(Array(words))
        return found
    }
}
