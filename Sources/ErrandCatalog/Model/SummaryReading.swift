import Foundation

/// A parameter summary read with values: the words a suggestion's title and a card's title show
/// ("Order 2 large lattes", "Order clam chowder for pickup").
///
/// The guidelines' summaries read as sentences, so a value left out must not leave a hole: an
/// optional value missing takes the preposition before it along, with the noun that names it
/// ("in zone" of "in zone {zone}"), or the "of" after it ("Order clam chowder", not "Order of
/// clam chowder"); a count of one before the value it counts is left out ("Order large latte"),
/// and any other count puts that noun in the plural. A count of one before a noun the summary
/// writes itself stays, with the noun in the singular: "Feed Milo 1 scoop" of "Feed {pet}
/// {scoops} scoops", where leaving it out would read "Feed Milo scoops".
public enum SummaryReading {
    /// `template` with each placeholder's words from `words(name)`; `nil` when a placeholder
    /// without words is joined to other characters ("Order {grind}-ground coffee"), since it
    /// would read with a hole in it, or when no more than its verb would be left ("Set" of
    /// "Set {zone} to {temperature}"), which says less than the action's title.
    public static func words(
        of template: String, action: ActionDefinition, words: (String) -> String?
    ) -> [String]? {
        var losesItsObject = false
        let text = Placeholders.fill(template) { name in
            let isCount = action.parameter(named: name)?.type == .integer
            guard let text = words(name) else {
                // NB: a verb whose object, one of the app's things, is missing before a
                // preposition says nothing whole: "Book for Tennis" of "Book {court} for
                // {sport}"; the title says it instead. ("Send to Kenji" of "Send {amount} to
                // {payee}" still reads.)
                if action.parameter(named: name)?.type.customTypeName != nil, Self.isObject(name, of: template) {
                    losesItsObject = true
                }
                // NB: the hole says how many words before it lead it, and whether it counts a noun.
                let counts = isCount && countsAWrittenNoun(name, in: template)
                return holeMark + String(leadingWords(of: name, in: template)) + (counts ? countsMark : "")
            }
            // NB: a value that ends with the noun the summary writes after it says it once:
            // "Reserve an E-bike" of "Reserve a {kind} bike", not "an E-bike bike".
            guard isCount, let count = Int(text) else {
                return endsWithWordAfter(name, text: text, in: template) ? text + String(saysNextMark) : text
            }
            let leftOut = count == 1 && !countsAWrittenNoun(name, in: template)
            return String(leftOut ? countOfOneMark : countMark) + text
        }
        if losesItsObject { return nil }
        var result: [Substring] = []
        var afterHole = false
        // NB: a count missing takes the noun it counts along: "Feed Milo" of "Feed {pet} {scoops}
        // scoops", not "Feed Milo scoops".
        var inCountedWords = false
        var saidAlready = false
        // NB: a value left out with the words that lead it takes the noun after it along:
        // "Arm the alarm" of "Arm the alarm in {mode} mode", not "Arm the alarm mode".
        var afterLedHole = false
        let parts = text.split(separator: " ")
        for (index, part) in parts.enumerated() {
            var word = part
            if afterLedHole, namesTheValueBefore(word, next: index + 1 < parts.count ? parts[index + 1] : nil) {
                afterLedHole = false
                continue
            }
            afterLedHole = false
            if saidAlready {
                saidAlready = false
                continue
            }
            if word.last == saysNextMark {
                word = word.dropLast()
                saidAlready = true
            }
            if word.contains(holeMark) {
                // NB: "to {speed}x" with no speed would read "to x": a hole joined to letters.
                guard word.hasPrefix(holeMark), let leading = word.dropFirst().first?.wholeNumberValue,
                    ["", countsMark].contains(String(word.dropFirst(2)))
                else { return nil }
                // NB: unless they went with a hole before it ("of" of "{glasses} glasses of {drink}").
                if leading > 0, result.count >= leading, leadsAValue(result[result.count - leading]) {
                    result.removeLast(leading)
                    afterLedHole = true
                }
                afterHole = true
                // NB: unless the noun follows the verb: "Buy tickets for Lizzo" of "Buy {count}
                // tickets for {artist}", not "Buy for Lizzo" — a measure of something still goes
                // ("Log Tea" of "Log {count} glasses of {drink}").
                let measures = index + 2 < parts.count && parts[index + 2].lowercased() == "of"
                inCountedWords = word.hasSuffix(countsMark) && (result.count > 1 || measures)
                continue
            }
            // NB: a value missing before its verb ("Check whether the {door} is locked") leaves a
            // sentence with no subject, which no word left out mends: the title says it instead.
            if afterHole, auxiliaries.contains(word.lowercased()) { return nil }
            if inCountedWords, !EnglishNouns.countEnders.contains(word.lowercased()) {
                inCountedWords = !EnglishNouns.endsAClause(word)
                continue
            }
            inCountedWords = false
            if afterHole, word.lowercased() == "of" { continue }
            afterHole = false
            // NB: a day said relative to today takes no "on": "Skip watering tomorrow".
            if relativeDays.contains(word.lowercased()), result.last?.lowercased() == "on" { result.removeLast() }
            result.append(word)
        }
        // NB: a value left out at the end takes the conjunction before it: "Set a 25 minute cook
        // timer" of "Set a {length} cook timer and {turnOff}" with the switch off.
        while let last = result.last, result.count > 1, ["and", "or", "but", "with"].contains(last.lowercased()) {
            result.removeLast()
        }
        let counted = EnglishArticles.agreeing(countingNouns(result))
        return counted.count > 1 || Placeholders.names(in: template).isEmpty ? counted : nil
    }

    /// Whether the placeholder `name` is the object of the verb `template` starts with, before a
    /// preposition: "{court}" of "Book {court} for {sport}". Not a measure of what follows
    /// ("{size}" of "Order {size} of {soup}", which reads "Order clam chowder" without it).
    private static func isObject(_ name: String, of template: String) -> Bool {
        let words = template.split(separator: " ")
        guard words.count > 2, words[1] == "{\(name)}", words[2].lowercased() != "of" else { return false }
        return leads(words[2].lowercased())
    }

    /// Ends a value whose last word the summary writes again right after it.
    private static let saysNextMark: Character = "\u{6}"

    /// Whether the last word of `text`, a value of the placeholder `name`, or its last part after
    /// a hyphen, is the word `template` writes right after the placeholder ("E-bike" before
    /// "bike", "Mountain bikes" before "bike").
    private static func endsWithWordAfter(_ name: String, text: String, in template: String) -> Bool {
        guard let range = template.range(of: "{" + name + "} "),
            let next = template[range.upperBound...].split(separator: " ").first,
            let last = text.split(whereSeparator: { $0 == " " || $0 == "-" }).last
        else { return false }
        let singular = { (word: Substring) in EnglishNouns.singular(of: word.lowercased()) }
        return next.allSatisfy(\.isLetter) && singular(last) == singular(next)
    }

    /// Marks a missing value in a filled summary, followed by how many words before it lead it.
    private static let holeMark = "\u{1}"
    /// Ends the mark of a missing count whose noun the summary writes.
    private static let countsMark = "c"

    /// How many of the words `template` writes before the placeholder `name` lead its value, to
    /// be left out with it: the preposition before it ("since" of "Show spending since
    /// {since}"), or a preposition and the noun that names the value ("in zone" of "Park
    /// {vehicle} in zone {zone} for {duration}"), or the article before a value that is the
    /// noun itself, with the preposition before that ("to the" of "Ride to the {destination}";
    /// not "a" of "Request a {rideType} ride"). None when a value or other words stand there.
    static func leadingWords(of name: String, in template: String) -> Int {
        let (own, other) = ("\u{4}", "\u{5}")
        let words = Placeholders.fill(template) { $0 == name ? own : other }.split(separator: " ")
        guard let index = words.firstIndex(where: { $0 == own }), index > 0 else { return 0 }
        func isPreposition(_ at: Int) -> Bool { at >= 0 && leads(words[at].lowercased()) }
        // NB: "paid by" of "paid by {payer}": a participle goes with the preposition it takes.
        // NB: "up to" of "up to {limit}": a particle goes with the preposition after it.
        if isPreposition(index - 1) {
            let before = index > 1 ? words[index - 2].lowercased() : ""
            return isParticiple(before) || particles.contains(before) ? 2 : 1
        }
        if EnglishNouns.determiners.contains(words[index - 1].lowercased()) {
            let next = index + 1 < words.count ? words[index + 1] : nil
            guard next.map({ $0.contains(other) || prepositions.contains($0.lowercased()) }) ?? true else { return 0 }
            return isPreposition(index - 2) ? 2 : 1
        }
        let noun = words[index - 1]
        guard index > 1, isPreposition(index - 2), noun.allSatisfy(\.isLetter), noun.first?.isLowercase == true else {
            return 0
        }
        return 2
    }

    /// Whether `word` leads a value and goes with it: a preposition or an article, or a
    /// participle before a preposition ("paid" of "paid by {payer}").
    private static func leadsAValue(_ word: Substring) -> Bool {
        let lower = word.lowercased()
        return leads(lower) || EnglishNouns.determiners.contains(lower) || isParticiple(lower)
            || particles.contains(lower)
    }

    /// Particles said before a preposition that leads a value: "up to {limit}".
    private static let particles: Set<String> = ["up", "down", "out"]

    /// Whether `word`, right after a value left out with the words leading it, is a noun that
    /// names that value and ends its phrase ("mode" of "in {mode} mode", "pounds" of "weighing
    /// {weight} pounds"): one word of lower-case letters, before the end, another value or the
    /// words leading one. A word that says when ("tomorrow", "now") is no such noun.
    private static func namesTheValueBefore(_ word: Substring, next: Substring?) -> Bool {
        let lower = word.lowercased()
        guard word.allSatisfy({ $0.isLetter && $0.isLowercase }), !leadsAValue(word), !relativeDays.contains(lower),
            !["now", "again", "every", "each", "only", "too", "please", "and", "or", "but"].contains(lower)
        else { return false }
        guard let next else { return true }
        return next.contains(holeMark) || leadsAValue(next) || ["and", "or", "but"].contains(next.lowercased())
    }

    /// Past participles that take a preposition before a value: "paid by", "split among".
    private static let participles: Set<String> = [
        "paid", "split", "made", "sent", "given", "taken", "held", "kept", "done", "shared", "bought", "led", "set",
    ]

    /// Whether `word` (lowercase) is a past participle: a listed one, or a word of letters ending
    /// in "ed" ("logged", "shared"), not "eed" ("speed").
    static func isParticiple(_ word: String) -> Bool {
        participles.contains(word)
            || (word.count > 4 && word.hasSuffix("ed") && !word.hasSuffix("eed") && word.allSatisfy(\.isLetter))
    }

    /// Whether a parameter's title ends with a preposition, and so leads its value rather than
    /// naming it ("Paid by", "Split among", "With"): said before its value ("paid by Sam"), not
    /// as "the paid by Sam". A title ending in "-ing" is a noun ("Meeting", "Recording").
    public static func titleLeadsItsValue(_ title: String) -> Bool {
        guard let last = title.lowercased().split(separator: " ").last else { return false }
        return prepositions.contains(String(last))
    }

    /// Verbs that follow the subject of a clause: "is" of "whether the {door} is locked".
    private static let auxiliaries: Set<String> = [
        "is", "are", "was", "were", "has", "have", "had", "will", "can", "does", "do",
    ]

    /// The words that lead a value, left out with it ("Show spending since {since}"), and those
    /// that lead a name ("Set an alarm for 7:00 AM", not "… called", of "… called {label}").
    private static let prepositions: Set<String> = EnglishNouns.namingWords.union([
        "at", "to", "for", "of", "with", "in", "on", "from", "by", "since", "until", "till", "before", "after", "into",
        "about", "near", "via", "during", "within", "saying", "among", "between", "as", "due",
        // NB: "every" of "every {interval}" and "and" of "{adults} adults and {children} children"
        // go with a value left out, not "Add Ibuprofen every" or "for 2 adults and in Business".
        "every", "per", "and",
        // NB: "against" of "Log a match against {opponent}", with no opponent yet.
        "against", "versus", "vs", "without", "across", "around", "toward", "towards", "through", "onto", "upon",
        "beyond", "behind", "beside", "under",
    ])

    /// Whether `word` (lowercase) leads the value after it: a preposition, a word that leads a
    /// name, or a participle ("expiring" of "Add {food} expiring {expires}").
    private static func leads(_ word: String) -> Bool {
        prepositions.contains(word) || (word.count > 5 && word.hasSuffix("ing") && word.allSatisfy(\.isLetter))
    }

    /// Days a value may be written as, which take no "on".
    private static let relativeDays: Set<String> = ["today", "tomorrow", "yesterday", "tonight"]
}
