/// Reading number words for range slots of templates ("five", "twenty-one", "one hundred
/// five", "two point five") with the same word tables as the value recognizers.
extension NumberWords {
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
            if let unit = unitsAndTeens[word] {
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
                while next < words.count, let digit = unitsAndTeens[words[next]], digit < 10 {
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

    private static let unitsAndTeens: [String: Int] = units.merging(teens) { first, _ in first }
}
