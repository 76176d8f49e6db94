/// The words built-in values are said in — numbers, units of time, days, months, parts of the
/// day, currencies — that no app's phrase lists, for reading them through a typing slip
/// ("breathe for fiev minutes").
///
/// Only words of four letters or more, and the three-letter numbers: abbreviations ("sat",
/// "mar", "min") are one slip from too many words.
enum ValueWords {
    static let all: Set<String> = {
        var words = Set(NumberWords.units.keys).union(NumberWords.teens.keys).union(NumberWords.tens.keys)
            .union(NumberWords.multipliers.keys).union(NumberWords.ordinals.keys)
            .union(CalendarNames.months.keys).union(CalendarNames.weekdays.keys).union(CalendarNames.cycles.keys)
            .union(CurrencyTable.phrases.flatMap(\.words))
            .filter { $0.count >= 4 && $0.allSatisfy(\.isLetter) }
        words.formUnion(["one", "two", "six", "ten", "hundred", "half", "quarter", "dozen"])
        words.formUnion([
            "today", "tomorrow", "tonight", "yesterday", "morning", "afternoon", "evening", "night", "noon",
            "midnight", "midday", "weekend", "bucks",
        ])
        return words
    }()
}
