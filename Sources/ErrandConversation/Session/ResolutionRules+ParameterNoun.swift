import ErrandCatalog

extension ResolutionRules {
    /// Words that only introduce a noun: "order a coffee", "play some music".
    static let determiners: Set<String> = ["a", "an", "the", "some", "any", "my", "one"]

    /// The words of `text` as choices are compared, and the same without the determiners before
    /// them ("a coffee" and "coffee").
    static func spokenForms(_ text: String) -> (said: String, noun: String) {
        let said = AnswerParser.words(text)
        return (said.joined(separator: " "), said.drop { determiners.contains($0) }.joined(separator: " "))
    }

    /// Whether `value` is only the name of what `parameter` asks for (`ParameterDefinition.nouns`,
    /// after a determiner: "a coffee" for the Coffee parameter, "money" for an amount), or only a determiner ("my"),
    /// said where one of its choices belongs. Such a value names no choice: the request has not said which one, so the
    /// parameter is asked for (or takes its default) as if nothing were said, instead of being
    /// refused as a choice that does not exist. A choice of that name (a drink called Coffee) is
    /// that choice.
    static func namesOnlyTheParameter(_ value: Value, _ parameter: ParameterDefinition, app: AppDefinition) -> Bool {
        // NB: the value's kind first: a value already chosen needs no list of choices built.
        guard case .string(let text) = value else { return false }
        let choices = AnswerParser.namedChoices(for: parameter, app: app)
        // NB: words where a number, an amount, a length of time or a day belongs ("send money to
        // bob", "what does my day look like") may only name it; text, names and places may be
        // any words, those too.
        guard !choices.isEmpty || parameter.type.isBuiltInValue else { return false }
        let (said, noun) = spokenForms(text)
        let namesAChoice = choices.contains { names, _ in
            names.contains { [said, noun].contains(AnswerParser.words($0).joined(separator: " ")) }
        }
        guard !namesAChoice else { return false }
        // NB: a determiner alone ("what's on my list": "my" as the list) names nothing either.
        return noun.isEmpty || parameter.nouns.contains(noun)
    }

    /// What a value of `parameter` is, after "as": "a date and time" for a date and time ("as
    /// the due" would read oddly), "the amount" for the rest, after its title.
    static func valueNoun(of parameter: ParameterDefinition) -> String {
        switch parameter.type {
        case .date: return "a date"
        case .time: return "a time"
        case .dateTime: return "a date and time"
        default: return parameter.valueNoun
        }
    }

    /// The subject of a sentence about `parameter`'s value: "The party size" of "The party size
    /// must be at most 20", or "It" when the title leads its value instead of naming it ("Every",
    /// "Paid by"), which would read "The every must be…".
    static func valueSubject(of parameter: ParameterDefinition) -> String {
        if SummaryReading.titleLeadsItsValue(parameter.title) { return "It" }
        return "The \(countedTitle(of: parameter))"
    }

    /// The title of `parameter` as the subject of its value, lowered: "party size"; for a count
    /// titled by what it counts in the plural, "number of players" (not "The players must be
    /// between 2 and 4").
    static func countedTitle(of parameter: ParameterDefinition) -> String {
        let title = parameter.title.lowercased()
        guard parameter.type == .integer, let last = title.split(separator: " ").last.map(String.init),
            EnglishNouns.isPlural(last)
        else { return title }
        return "number of \(title)"
    }

    /// " for the party size", after a refusal of `parameter`'s value; nothing when the title leads
    /// its value instead of naming it.
    static func forTheValue(of parameter: ParameterDefinition) -> String {
        SummaryReading.titleLeadsItsValue(parameter.title) ? "" : " for the \(countedTitle(of: parameter))"
    }
}
