import Foundation

/// Text asked for as a name ("Which zone are you parked in?"): "yes" answers none, and the
/// question's own noun is no part of the name, whether it comes in an answer ("zone 12") or in
/// the request ("is flight ua123 on time").
extension ParameterDefinition {
    /// Whether this parameter is text asked for by a question that "yes" or "no" cannot answer:
    /// "Which zone are you parked in?", "Where to?", "Who is it for?", "What's the licence
    /// plate?"; not "What should I say?", which "yes" may answer.
    public var asksForAName: Bool {
        guard type == .string, let prompt else { return false }
        let words = prompt.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
            .split(whereSeparator: { !$0.isLetter && $0 != "'" }).prefix(3).map(String.init)
        guard let first = words.first else { return false }
        if Self.nameQuestionWords.contains(first) { return true }
        // NB: "what's the …", "what is your …": a question for the thing named, not for words to say.
        let named: ArraySlice<String>
        switch (first, words.dropFirst().first) {
        case ("what's", _), ("whats", _): named = words.dropFirst()
        case ("what", let verb?) where Self.whatVerbs.contains(verb): named = words.dropFirst(2)
        default: return false
        }
        return named.first.map(Self.namingDeterminers.contains) ?? false
    }

    /// The words that start a question asking for a name.
    private static let nameQuestionWords: Set<String> = ["which", "where", "who", "whom", "whose", "when", "how"]
    /// The verbs of "what is the …" and "what are your …".
    private static let whatVerbs: Set<String> = ["is", "are"]
    /// The words after "what's" that ask for a thing named: "the licence plate", "your name".
    private static let namingDeterminers: Set<String> = ["the", "your", "its", "his", "her", "their"]

    /// `text` without this parameter's noun before it, for a name asked for: "zone 12", to "Which
    /// zone are you parked in?", is "12" (the summary says "in zone {zone}"); "flight ua123" is
    /// "ua123". A count loses what it counts after it: "6 people", to "For how many people?", is
    /// "6"; so is "1 person", and "10 shares" of a parameter titled "Shares". Other text, and a
    /// noun alone, are left as they are.
    public func withoutOwnNoun(_ text: String) -> String {
        if type == .integer || type == .decimal {
            let words = text.split(separator: " ")
            guard words.count == 2, let last = words.last,
                countedNouns.contains(EnglishNouns.singular(of: last.lowercased()))
            else { return text }
            return String(words[0])
        }
        guard asksForAName else { return text }
        let words = text.split(separator: " ", maxSplits: 1)
        guard words.count == 2, let first = words.first, nouns.contains(first.lowercased()) else { return text }
        return String(words[1])
    }

    /// The singular nouns of what a count counts: its title's ("Shares") and its question's
    /// ("For how many people?": "person"), and "person" for a count of people in a role
    /// ("Passengers").
    public var countedNouns: Set<String> {
        var counted = Set(nouns.map { EnglishNouns.singular(of: $0) })
        let asked = (prompt ?? "").lowercased().split(whereSeparator: { !$0.isLetter })
        if let many = asked.firstIndex(of: "many"), many + 1 < asked.endIndex {
            counted.insert(EnglishNouns.singular(of: String(asked[many + 1])))
        }
        // NB: a count of people of some kind counts people: "for 3 people" is 3 passengers.
        if !counted.isDisjoint(with: Self.kindsOfPeople) { counted.insert("person") }
        return counted
    }

    /// The nouns of people counted in a role: a count of them counts people too.
    private static let kindsOfPeople: Set<String> = [
        "passenger", "player", "guest", "traveler", "traveller", "adult", "diner", "attendee", "participant",
        "visitor", "rider", "member", "student", "child", "kid",
    ]
}
