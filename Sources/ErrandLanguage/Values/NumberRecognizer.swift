/// One way of reading a number from the tokens at some position.
struct NumberReading: Sendable {
    var value: Double
    var end: Int
    /// Read from digits ("12") rather than words ("twelve").
    var fromDigits: Bool
    /// A vague quantity such as "a couple of", "a few" or "single", which times do not accept.
    var isQuantifier: Bool = false

    /// Whether the value is a whole number.
    var isInteger: Bool { value == value.rounded() && abs(value) < 1e15 }
}

extension ValueParser {
    private enum WordKind { case none, unit, teen, tens, hundred, big }

    /// Every reading of a number starting at `index`, signed or not.
    ///
    /// - Complexity: O(k) in the number of tokens the longest reading spans.
    func numbers(at index: Int) -> [NumberReading] {
        cached(\.numbers, index) { signedNumbers(at: index) }
    }

    private func signedNumbers(at index: Int) -> [NumberReading] {
        guard let word = text(index) else { return [] }
        var readings = unsignedNumbers(at: index)
        let signIsMinus =
            (word == "-" && !(glued(index) && tokens[index - 1].kind == .number)) || word == "minus"
            || word == "negative"
        if signIsMinus {
            for reading in unsignedNumbers(at: index + 1) where reading.value > 0 && !reading.isQuantifier {
                readings.append(NumberReading(value: -reading.value, end: reading.end, fromDigits: reading.fromDigits))
            }
        }
        return readings
    }

    /// Every reading of an unsigned number starting at `index`.
    func unsignedNumbers(at index: Int) -> [NumberReading] {
        guard index < tokens.count else { return [] }
        var readings: [NumberReading] = []
        let token = tokens[index]
        if token.kind == .number, let value = token.number {
            readings.append(NumberReading(value: value, end: index + 1, fromDigits: true))
            if text(index + 1) == "/", glued(index + 1), glued(index + 2), let denominator = tokens[safe: index + 2],
                let divisor = denominator.number, divisor != 0, denominator.kind == .number
            {
                readings.append(NumberReading(value: value / divisor, end: index + 3, fromDigits: true))
            }
            if let suffix = text(index + 1), glued(index + 1), let scale = NumberWords.suffixes[suffix] {
                readings.append(NumberReading(value: value * scale, end: index + 2, fromDigits: true))
            }
            // A mixed fraction: "3 1/2".
            if value == value.rounded(), !glued(index + 1), let numerator = tokens[safe: index + 1]?.number,
                text(index + 2) == "/", glued(index + 2), glued(index + 3),
                let denominator = tokens[safe: index + 3]?.number,
                numerator < denominator, numerator > 0
            {
                readings.append(NumberReading(value: value + numerator / denominator, end: index + 4, fromDigits: true))
            }
        } else if token.text == ".", let next = tokens[safe: index + 1], next.kind == .number, glued(index + 1),
            !(glued(index) && tokens[index - 1].kind == .number), let fraction = Double("0." + next.text)
        {
            readings.append(NumberReading(value: fraction, end: index + 2, fromDigits: true))
            if let suffix = text(index + 2), glued(index + 2), let scale = NumberWords.suffixes[suffix] {
                readings.append(NumberReading(value: fraction * scale, end: index + 3, fromDigits: true))
            }
        } else if token.text == "point", let next = tokens[safe: index + 1], next.kind == .number,
            !next.text.contains("."), let fraction = Double("0." + next.text)
        {
            readings.append(NumberReading(value: fraction, end: index + 2, fromDigits: true))
        } else {
            readings.append(contentsOf: quantifiers(at: index))
            readings.append(contentsOf: wordNumbers(at: index))
        }
        // Decimals in words: "two point two", "one point five".
        for reading in readings where !reading.fromDigits && !reading.isQuantifier && reading.isInteger {
            guard text(reading.end) == "point" else { continue }
            var digits = ""
            var end = reading.end + 1
            while let word = text(end) {
                if let unit = NumberWords.units[word] {
                    digits += String(unit)
                } else if tokens[end].kind == .number, !word.contains("."), !word.contains(","), digits.isEmpty {
                    digits = word
                } else {
                    break
                }
                end += 1
            }
            if !digits.isEmpty, let fraction = Double("0." + digits) {
                readings.append(NumberReading(value: reading.value + fraction, end: end, fromDigits: true))
            }
        }
        // Scale words after a reading: "30 lakh", "4.7 billion", "2 dozens", and "2 hundred" first.
        for reading in readings where !reading.isQuantifier && reading.fromDigits {
            var value = reading.value
            var end = reading.end
            var largest = 1.0
            while let word = text(end),
                let scale = NumberWords.multipliers[word] ?? (largest == 1 ? NumberWords.hundreds[word] : nil),
                word != "k" || !glued(end)
            {
                value = scale > largest ? value * scale : value + scale
                largest = max(largest, scale)
                end += 1
                readings.append(NumberReading(value: value, end: end, fromDigits: true))
            }
        }
        // Fractions after a whole number: "two and a half", "one and three quarters".
        for reading in readings where reading.isInteger && !reading.isQuantifier {
            if let (fraction, end) = andFraction(at: reading.end) {
                readings.append(
                    NumberReading(value: reading.value + fraction, end: end, fromDigits: reading.fromDigits))
            }
        }
        // A number repeated in parentheses: "forty-five (45)".
        for reading in readings where text(reading.end) == "(" {
            for inner in unsignedNumbers(at: reading.end + 1)
            where inner.value == reading.value && text(inner.end) == ")" {
                readings.append(NumberReading(value: reading.value, end: inner.end + 1, fromDigits: reading.fromDigits))
            }
        }
        return readings
    }

    /// "and a half", "and three quarters", "and quarter" after a whole number.
    func andFraction(at index: Int) -> (Double, Int)? {
        guard text(index) == "and" else { return nil }
        var position = index + 1
        var count = 1.0
        if let word = text(position), word == "a" || word == "an" {
            position += 1
        } else if let word = text(position),
            let value = NumberWords.units[word] ?? (tokens[position].number.map(\.clampedInt)),
            value > 0, value < 4
        {
            count = Double(value)
            position += 1
        }
        switch text(position) {
        case "half", "halves": return count == 1 ? (0.5, position + 1) : nil
        case "quarter", "quarters": return count < 4 ? (0.25 * count, position + 1) : nil
        case "third", "thirds": return count < 3 ? (count / 3, position + 1) : nil
        default: return nil
        }
    }

    /// Vague quantities: "a couple of", "a few", "a dozen", "single".
    private func quantifiers(at index: Int) -> [NumberReading] {
        let phrases: [([String], Double)] = [
            (["a", "couple", "of"], 2), (["a", "couple"], 2), (["couple", "of"], 2), (["couple"], 2),
            (["a", "pair", "of"], 2), (["a", "pair"], 2), (["a", "few"], 3), (["few"], 3), (["a", "dozen", "of"], 12),
            (["a", "dozen"], 12), (["dozen"], 12), (["single"], 1),
        ]
        return phrases.compactMap { words, value in
            match(words, at: index).map { NumberReading(value: value, end: $0, fromDigits: false, isQuantifier: true) }
        }
    }

    /// Numbers in words, with every prefix that is itself a number.
    private func wordNumbers(at start: Int) -> [NumberReading] {
        var readings: [NumberReading] = []
        var total = 0.0
        var group = 0.0
        var largest = 0.0
        var previous = WordKind.none
        var position = start
        if let word = text(start), word == "a" || word == "an", let next = text(start + 1),
            next == "hundred" || (NumberWords.multipliers[next] != nil && next != "k" && next != "kr")
        {
            group = 1
            previous = .unit
            position += 1
        }
        while let first = text(position) {
            var index = position
            var word = first
            if word == "and", previous == .hundred || previous == .big, let next = text(index + 1),
                NumberWords.units[next] != nil || NumberWords.teens[next] != nil || NumberWords.tens[next] != nil
            {
                index += 1
                word = next
            } else if word == "-", previous == .tens, let next = text(index + 1), NumberWords.units[next] != nil {
                index += 1
                word = next
            }
            if let unit = NumberWords.units[word] {
                if unit == 0 {
                    guard previous == .none else { break }
                    readings.append(NumberReading(value: 0, end: index + 1, fromDigits: false))
                    break
                }
                let afterTens = previous == .tens && group.clampedInt % 10 == 0
                guard previous == .none || previous == .hundred || previous == .big || afterTens else { break }
                group += Double(unit)
                previous = .unit
            } else if let teen = NumberWords.teens[word] {
                guard previous == .none || previous == .hundred || previous == .big else { break }
                group += Double(teen)
                previous = .teen
            } else if let ten = NumberWords.tens[word] ?? NumberWords.gluedCardinal(word) {
                if previous == .none || previous == .hundred || previous == .big {
                    group += Double(ten)
                } else if previous == .unit, total == 0, group < 10, index == position {
                    group = group * 100 + Double(ten)  // "one twenty two" is 122
                } else {
                    break
                }
                previous = ten % 10 == 0 ? .tens : .unit
            } else if word == "hundred" || word == "hundreds" {
                guard previous == .unit || previous == .teen || previous == .tens, group > 0, group < 100 else { break }
                group *= 100
                previous = .hundred
            } else if let scale = NumberWords.multipliers[word], word != "k" {
                guard previous != .none, total + group > 0 else { break }
                if scale > largest {
                    total = (total + group) * scale
                    largest = scale
                } else {
                    total += group * scale
                }
                group = 0
                previous = .big
            } else {
                break
            }
            position = index + 1
            readings.append(NumberReading(value: total + group, end: position, fromDigits: false))
        }
        return readings
    }

    /// Every reading of an ordinal starting at `index`: "third", "twenty-fifth", "42nd".
    func ordinals(at index: Int) -> [(value: Int, end: Int)] {
        var results = simpleOrdinals(at: index)
        // "one hundred twenty third", "two thousand and first".
        for reading in numbers(at: index) where !reading.fromDigits && !reading.isQuantifier && reading.value >= 100 {
            guard reading.isInteger, reading.value.clampedInt % 100 == 0 else { continue }
            for (value, end) in simpleOrdinals(at: optional("and", at: reading.end)) where value < 100 {
                results.append((reading.value.clampedInt + value, end))
            }
        }
        return results
    }

    private func simpleOrdinals(at index: Int) -> [(value: Int, end: Int)] {
        guard let word = text(index) else { return [] }
        if tokens[index].kind == .number, let value = tokens[index].number, value == value.rounded(),
            !word.contains("."), !word.contains(","), let suffix = text(index + 1), glued(index + 1),
            NumberWords.ordinalSuffixes.contains(suffix)
        {
            return [(value.clampedInt, index + 2)]
        }
        if let value = NumberWords.ordinals[word] ?? NumberWords.gluedOrdinal(word) {
            return [(value, index + 1)]
        }
        if let ten = NumberWords.tens[word] {
            var next = index + 1
            if text(next) == "-" { next += 1 }
            if let unit = text(next).flatMap({ NumberWords.ordinals[$0] }), unit < 10 {
                return [(ten + unit, next + 1)]
            }
        }
        return []
    }
}

extension Array {
    /// The element at `index`, or `nil` when it is out of bounds.
    subscript(safe index: Int) -> Element? { index >= 0 && index < count ? self[index] : nil }
}
