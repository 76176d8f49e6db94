import Foundation

/// English words for numbers, as a voice says them: "fifteen", "two hundred forty-one".
///
/// Used by the value formatter for voice-only responses and by the answer reader to read
/// "the second one" or "twenty dollars".
enum NumberWords {
    static let units = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    static let ordinalUnits = [
        "zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
        "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth",
        "nineteenth",
    ]

    /// The words for a whole number ("minus" before negatives); magnitudes up to the billions.
    static func words(_ number: Int) -> String {
        if number < 0 { return "minus " + words(-number) }
        if number < 20 { return units[number] }
        if number < 100 {
            let rest = number % 10
            return tens[number / 10] + (rest == 0 ? "" : "-" + units[rest])
        }
        for (size, name) in [(1_000_000_000, "billion"), (1_000_000, "million"), (1000, "thousand"), (100, "hundred")]
        where number >= size {
            let rest = number % size
            return words(number / size) + " " + name + (rest == 0 ? "" : " " + words(rest))
        }
        return String(number)
    }

    /// The ordinal words for a positive number ("first", "twenty-second").
    static func ordinal(_ number: Int) -> String {
        if number >= 0, number < 20 { return ordinalUnits[number] }
        if number < 100, number % 10 == 0 { return String(tens[number / 10].dropLast()) + "ieth" }
        if number < 100 { return tens[number / 10] + "-" + ordinalUnits[number % 10] }
        return words(number) + "th"
    }

    /// The number that `text` spells (digits, or words up to the thousands), or `nil`.
    ///
    /// - Complexity: O(n) in the number of words.
    static func value(of text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let digits = Int(trimmed) { return digits }
        let words = trimmed.lowercased().replacingOccurrences(of: "-", with: " ").split(separator: " ")
        guard !words.isEmpty else { return nil }
        var total = 0
        var current = 0
        // NB: "and" joins number words ("one hundred and five"), and is none by itself.
        guard words.contains(where: { $0 != "and" }) else { return nil }
        for word in words {
            if word == "and" { continue }
            if let unit = units.firstIndex(of: String(word)) {
                current += unit
            } else if let ten = tens.firstIndex(of: String(word)), ten >= 2 {
                current += ten * 10
            } else if word == "hundred" {
                current = max(current, 1) * 100
            } else if word == "thousand" {
                total += max(current, 1) * 1000
                current = 0
            } else if word == "a" || word == "an", current == 0 {
                current = 1
            } else if word == "dozen" {
                current = max(current, 1) * 12
            } else {
                return nil
            }
        }
        return total + current
    }

    /// The position an ordinal names ("second" or "2nd" → 2), or `nil`.
    static func ordinalValue(of word: String) -> Int? {
        let lowered = word.lowercased()
        if let index = ordinalUnits.firstIndex(of: lowered), index > 0 { return index }
        for suffix in ["st", "nd", "rd", "th"] where lowered.hasSuffix(suffix) {
            if let number = Int(lowered.dropLast(2)), number > 0 { return number }
        }
        return nil
    }
}
