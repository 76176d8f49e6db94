import ErrandCatalog
import Foundation

extension DialogRenderer {
    /// The placeholders of `template` whose value a count of more (or fewer) than one counts:
    /// the last of the values written right after the count, as in "{count} {kind} at
    /// {location}" or "{quantity} {size} {coffee}". Their last word is put in the plural, so a
    /// dialog agrees with its count as a summary does ("2 kayaks at Pier 39", not "2 kayak").
    /// Only the app's listed things are counted so, and only where the noun ends (at a
    /// preposition, a clause's end or the template's); a noun the template writes itself is the
    /// app's to write in the plural ("{count} tasks", "{count} {section} tickets").
    static func countedPlaceholders(
        in template: String, values: [String: Value], outputs: [String: Value]
    ) -> Set<String> {
        var counted: Set<String> = []
        let words = template.split(separator: " ")
        var index = 0
        while index < words.count {
            defer { index += 1 }
            guard let count = wholePlaceholder(words[index]),
                case .integer(let number)? = value(named: count, values: values, outputs: outputs), number != 1
            else { continue }
            var last: String?
            var next = index + 1
            var ended = false
            while next < words.count, let name = wholePlaceholder(words[next], allowingEnd: true) {
                last = name
                next += 1
                if words[next - 1].last != "}" {
                    ended = true
                    break
                }
            }
            // NB: the values end where the noun does: at a clause's end, a preposition or the end
            // of the template; "{count} {section} tickets" counts the tickets, and "{quantity}
            // {bread} comes to" a verb's subject.
            ended = ended || next == words.count || EnglishNouns.countEnders.contains(words[next].lowercased())
            guard ended, let last, let value = value(named: last, values: values, outputs: outputs) else { continue }
            switch value {
            case .enumCase, .entity: counted.insert(last)
            default: continue
            }
        }
        return counted
    }

    /// `words` in which the last word is in the plural: "large latte" is "large lattes".
    static func pluralizingLastWord(_ words: String) -> String {
        guard let space = words.lastIndex(of: " ") else { return EnglishNouns.plural(of: words) }
        return String(words[...space]) + EnglishNouns.plural(of: String(words[words.index(after: space)...]))
    }

    /// The name of the placeholder `word` is wholly ("{kind}"), or, `allowingEnd`, that it
    /// starts and a clause's punctuation ends ("{kind}.").
    private static func wholePlaceholder(_ word: Substring, allowingEnd: Bool = false) -> String? {
        guard word.first == "{", let close = word.firstIndex(of: "}") else { return nil }
        let rest = word[word.index(after: close)...]
        guard rest.isEmpty || (allowingEnd && rest.allSatisfy { ",;:.!?".contains($0) }) else { return nil }
        return String(word[word.index(after: word.startIndex)..<close])
    }
}
