import Foundation

/// "Did you mean …?" for a misspelt key or name.
public enum Suggestion {
    /// `", did you mean 'x'?"` when one of `candidates` is within a small edit distance of
    /// `word`, or is the only one that is a short form of it or it of them ("min" for
    /// "minimum"), else an empty string.
    public static func didYouMean(_ word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { ", did you mean '\($0)'?" } ?? ""
    }

    /// The one of `candidates` `didYouMean` suggests for `word`, or `nil`.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        let best = candidates.map { ($0, editDistance(lowered, $0.lowercased())) }.min { $0.1 < $1.1 }
        // NB: a candidate differing only in case ("datetime" for "dateTime") is suggested too.
        if let best, best.0 != word, best.1 <= max(1, word.count / 3) { return best.0 }
        // "minimum" for "min", "req" for "required": one word the short form of the other.
        let shortened = candidates.filter { candidate in
            let other = candidate.lowercased()
            return candidate != word && min(other.count, lowered.count) >= 3
                && (lowered.hasPrefix(other) || other.hasPrefix(lowered))
        }
        guard shortened.count == 1, let only = shortened.first else { return nil }
        return only
    }

    /// The Levenshtein distance between two strings, in characters.
    ///
    /// - Complexity: O(m × n).
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
