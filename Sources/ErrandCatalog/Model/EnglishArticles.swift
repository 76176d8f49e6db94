/// "a" or "an" as the word after it is said: a summary or dialog whose article stands before a
/// value reads "Request an XL ride", "Log an 8 km run", "Order a large latte", whatever the
/// value turns out to be; and a measure between an article and its noun is in the singular,
/// "Start a 10 minute timer", not "a 10 minutes timer".
public enum EnglishArticles {
    /// `words` with each article agreeing with the word after it, and a measure it leads before
    /// a noun in the singular. An article is "a" or "an" in lower case, or capitalized as the
    /// first word; a capital "A" elsewhere is a letter ("grade A"), and an article before no word
    /// is left alone.
    public static func agreeing(_ words: [String]) -> [String] {
        var result = words
        for index in result.indices.dropLast() {
            let word = result[index]
            if word.lowercased() == "the" { measureBeforeANoun(after: index, in: &result) }
            let isArticle = word == "a" || word == "an" || (index == 0 && (word == "A" || word == "An"))
            guard isArticle else { continue }
            measureBeforeANoun(after: index, in: &result)
            guard let vowel = startsWithAVowelSound(result[index + 1]) else { continue }
            let article = vowel ? "an" : "a"
            result[index] = word.first?.isUppercase == true ? (vowel ? "An" : "A") : article
        }
        return result
    }

    /// `noun` after "a" or "an", as its first sound asks: "an integer", "an enum", "a Drink",
    /// "a url". For a message that names a type or a kind of value.
    ///
    /// ```swift
    /// EnglishArticles.indefinite("integer")   // "an integer"
    /// ```
    public static func indefinite(_ noun: String) -> String {
        (startsWithAVowelSound(noun) == true ? "an " : "a ") + noun
    }

    /// `text` with its articles agreeing (`agreeing(_:)`), its spacing kept; a text with no
    /// article is returned as it is, without being split into words.
    public static func agreeing(text: String) -> String {
        guard holdsAnArticle(text) else { return text }
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        return agreeing(words).joined(separator: " ")
    }

    /// Whether a word "a" or "an" (in either case) stands before a space in `text`: one pass over
    /// its bytes, as most texts have none.
    private static func holdsAnArticle(_ text: String) -> Bool {
        var atWordStart = true
        var lettersOfArticle = 0
        for byte in text.utf8 {
            if lettersOfArticle > 0, byte == UInt8(ascii: " ") { return true }
            if atWordStart, byte == UInt8(ascii: "a") || byte == UInt8(ascii: "A") {
                lettersOfArticle = 1
            } else if lettersOfArticle == 1, byte == UInt8(ascii: "n") {
                lettersOfArticle = 2
            } else {
                lettersOfArticle = 0
            }
            atWordStart = byte == UInt8(ascii: " ")
        }
        return false
    }

    /// The units of "a 10 minutes timer" in the singular: an article (or "the"), then numbers
    /// each with a unit in the plural ("a 1 minute 30 seconds clip", "the 5 minutes
    /// briefing"), then a word that is no preposition.
    private static func measureBeforeANoun(after article: Int, in words: inout [String]) {
        var units: [Int] = []
        var number = article + 1
        while number + 2 < words.count, isANumber(words[number]), !EnglishNouns.endsAClause(words[number + 1]),
            Self.units.contains(EnglishNouns.plural(of: words[number + 1].lowercased()))
        {
            units.append(number + 1)
            number += 2
        }
        guard let last = units.last, !EnglishNouns.countEnders.contains(words[last + 1].lowercased()),
            !isANumber(words[last + 1])
        else { return }
        for unit in units {
            words[unit] = words[unit].lowercased() == "feet" ? "foot" : EnglishNouns.singular(of: words[unit])
        }
    }

    private static func isANumber(_ word: String) -> Bool {
        word.allSatisfy { $0.isNumber || $0 == "." || $0 == "," } && word.first?.isNumber == true
            || numberWords.contains(word.lowercased())
    }

    private static let units: Set<String> = [
        "seconds", "minutes", "hours", "days", "weeks", "months", "years", "miles", "kilometers", "kilometres",
        "meters", "metres", "feet", "yards", "inches", "pounds", "kilos", "kilograms", "grams", "liters", "litres",
        "gallons", "ounces", "degrees",
    ]

    private static let numberWords: Set<String> = [
        "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
        "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty", "forty", "fifty",
        "sixty", "seventy", "eighty", "ninety", "hundred",
    ]

    /// Whether `word` is said starting with a vowel sound, or `nil` when it is no word to tell by.
    static func startsWithAVowelSound(_ word: String) -> Bool? {
        let trimmed = word.drop { !$0.isLetter && !$0.isNumber }
        guard let first = trimmed.first else { return nil }
        if first.isNumber {
            // "an 8 km run", "an 11 minute walk", "an 18 hole round"; "a 5 km run".
            let digits = trimmed.prefix { $0.isNumber }
            return first == "8" || digits == "11" || digits == "18"
        }
        let letters = trimmed.prefix { $0.isLetter }
        // An abbreviation is said letter by letter: "an XL", "an SUV", "a UFO".
        if letters.count > 1, letters.count <= 4, letters.allSatisfy(\.isUppercase) {
            return "AEFHILMNORSX".contains(first)
        }
        let lowered = letters.lowercased()
        if silentH.contains(where: lowered.hasPrefix) { return true }
        if saidWithAConsonant.contains(where: lowered.hasPrefix) { return false }
        return "aeiou".contains(lowered.first ?? "b")
    }

    /// Words that start with a vowel letter said as a consonant: "a unicorn", "a one-off", "a url".
    private static let saidWithAConsonant = [
        "uni", "use", "usu", "uti", "ure", "uro", "url", "eu", "ewe", "one", "once",
    ]
    /// Words whose "h" is not said: "an hour".
    private static let silentH = ["hour", "honest", "honor", "honour", "heir"]
}
