/// Reads English number words for range slots: "five", "twenty-one", "one hundred five",
/// "two point five".
///
/// Deliberately small: the one place where templates read number words, so it can later be
/// replaced by the full number recognizer of `Values/` without touching the matcher.
enum NumberWords {
    /// Every number that a prefix of `words[start...]` spells, with how many words it takes.
    ///
    /// A hyphen between tens and units ("twenty-one") counts as a word. Returns all readings,
    /// shortest first: "twenty one" gives 20 (one word) and 21 (two words).
    ///
    /// - Complexity: O(k) in the number of words read (at most a dozen).
    static func readings(of words: [String], from start: Int) -> [(value: Double, count: Int)] {
        var results: [(value: Double, count: Int)] = []
        var index = start
        var total = 0
        var current = 0
        var last = Last.none
        while index < words.count, index - start < 16 {
            let word = words[index]
            if word == "-" || word == "_" {
                guard last == .tens else { break }
                last = .hyphen
                index += 1
                continue
            }
            if let unit = units[word] {
                switch last {
                case .none: break
                case .tens, .hyphen: guard unit >= 1, unit <= 9 else { return results }
                case .hundred, .scale: guard unit >= 1 else { return results }
                case .unit: return results
                }
                current += unit
                last = .unit
            } else if let ten = tens[word] {
                guard last == .none || last == .hundred || last == .scale else { break }
                current += ten
                last = .tens
            } else if word == "hundred" {
                guard last == .unit, current > 0, current < 10 else { break }
                current *= 100
                last = .hundred
            } else if word == "thousand" || word == "million" {
                guard last != .none, last != .hyphen, last != .scale, current > 0 else { break }
                total += current * (word == "thousand" ? 1000 : 1_000_000)
                current = 0
                last = .scale
            } else if word == "point", last != .none, last != .hyphen {
                var fraction = 0.0
                var scale = 0.1
                var next = index + 1
                while next < words.count, let digit = units[words[next]], digit < 10 {
                    fraction += Double(digit) * scale
                    scale /= 10
                    next += 1
                    results.append((Double(total + current) + fraction, next - start))
                }
                break
            } else {
                break
            }
            index += 1
            results.append((Double(total + current), index - start))
        }
        return results
    }

    private enum Last { case none, unit, tens, hyphen, hundred, scale }

    private static let units: [String: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
        "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    ]

    private static let tens: [String: Int] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    ]
}
