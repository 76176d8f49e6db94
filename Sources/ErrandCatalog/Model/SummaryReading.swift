import Foundation

/// A parameter summary read with values: the words a suggestion's title and a card's title show
/// ("Order 2 large lattes", "Order clam chowder for pickup").
///
/// The guidelines' summaries read as sentences, so a value left out must not leave a hole: an
/// optional value missing takes the preposition before it along, or the "of" after it ("Order
/// clam chowder", not "Order of clam chowder"); a count of one before the noun it counts is left
/// out ("Order large latte"), and any other count puts that noun in the plural.
public enum SummaryReading {
    /// `template` with each placeholder's words from `words(name)`; `nil` when a placeholder
    /// without words is joined to other characters ("Order {grind}-ground coffee"), since it
    /// would read with a hole in it, or when no more than its verb would be left ("Set" of
    /// "Set {zone} to {temperature}"), which says less than the action's title.
    public static func words(
        of template: String, action: ActionDefinition, words: (String) -> String?
    ) -> [String]? {
        let missing = "\u{1}"
        let text = Placeholders.fill(template) { name in
            guard let text = words(name) else { return missing }
            // NB: a count's noun is known only once the holes have gone, so the count is marked.
            guard action.parameter(named: name)?.type == .integer, let count = Int(text) else { return text }
            return String(count == 1 ? countOfOneMark : countMark) + text
        }
        var result: [Substring] = []
        var afterHole = false
        for word in text.split(separator: " ") {
            if word.contains(missing) {
                guard word == Substring(missing) else { return nil }
                if let last = result.last, prepositions.contains(last.lowercased()) { result.removeLast() }
                afterHole = true
                continue
            }
            if afterHole, word.lowercased() == "of" { continue }
            afterHole = false
            result.append(word)
        }
        let counted = EnglishArticles.agreeing(countingNouns(result))
        return counted.count > 1 || Placeholders.names(in: template).isEmpty ? counted : nil
    }

    /// The words that lead a value, left out with it ("Show spending since {since}").
    private static let prepositions: Set<String> = [
        "at", "to", "for", "of", "with", "in", "on", "from", "by", "since", "until", "till", "before", "after", "into",
        "about", "near", "via", "during", "within",
    ]
}
