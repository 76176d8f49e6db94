/// Amounts of money: "$2.50", "fifteen dollars", "EUR 20", "between 10 and 20 dollars".
extension ValueParser {
    /// A currency named at `index`: the longest phrase of `CurrencyTable`.
    func currency(at index: Int) -> (code: String, end: Int)? {
        // "A$30", "NZ$20", "HK$": a country's letters glued to the dollar sign name its dollar.
        if let word = text(index), let code = CurrencyTable.prefixedDollars[word], text(index + 1) == "$",
            glued(index + 1), !glued(index) || tokens[index - 1].kind != .word
        {
            return (code, index + 2)
        }
        // "50p", "10p": pence, written only right after the digits.
        if text(index) == "p", glued(index), tokens[index - 1].kind == .number,
            text(index + 1) != ".", text(index + 1) != "m"
        {
            return ("cent", index + 1)
        }
        guard let word = text(index), let candidates = CurrencyTable.byFirstWord[word] else { return nil }
        var best: (String, Int)?
        for (words, code) in candidates {
            if let end = match(words, at: index), end > (best?.1 ?? index) { best = (code, end) }
        }
        guard let found = best else { return nil }
        // "c" for cents only right after a number ("10 c"), not as a word of its own.
        if found.0 == "cent", text(index) == "c", index == 0 || tokens[index - 1].kind != .number { return nil }
        return found
    }

    /// Every reading of one exact amount of money starting at `index`.
    func moneyAmounts(at index: Int) -> [(value: Double, currency: String, end: Int)] {
        var results: [(Double, String, Int)] = []
        // Currency first: "$10", "EUR 20", "USD3.14", "US$4.7 billion".
        if let (code, after) = currency(at: index), code != "cent" {
            // NB: "€1.000" is a thousand euros: its dotted reading first, so it wins over 1.
            let dotted = CurrencyTable.writtenWithDecimalComma.contains(code) ? dottedThousands(at: after) : []
            for reading in dotted + numbers(at: after) + decimalComma(at: after)
            where reading.value >= 0 && !reading.isQuantifier {
                results.append((reading.value, code, reading.end))
                results.append(contentsOf: cents(after: reading, code: code))
            }
        }
        // Number first: "10$", "ten cents", "20 Rupees 43", "3 GBP 1 pence".
        let quantities = numbers(at: index).filter { $0.value >= 0 && ($0.value == 2 || !$0.isQuantifier) }
        var readings = quantities + decimalComma(at: index)
        if let word = text(index), word == "a" || word == "an" || word == "one",
            tokens[safe: index + 1]?.kind != .symbol
        {
            // NB: not before a sign: "a $30 gift" was $1.30, "A$30" too.
            readings.append(NumberReading(value: 1, end: index + 1, fromDigits: false))
        }
        for reading in dottedThousands(at: index) {
            guard let (code, after) = currency(at: reading.end), CurrencyTable.writtenWithDecimalComma.contains(code)
            else { continue }
            results.append((reading.value, code, after))
        }
        for reading in readings {
            guard let (code, after) = currency(at: reading.end) else { continue }
            // "10 pence", "50p": hundredths of a pound, not of the person's own currency.
            if code == "cent", let word = text(reading.end), CurrencyTable.pence.contains(word) {
                results.append((reading.value / 100, "GBP", after))
                continue
            }
            results.append((reading.value, code, after))
            if code != "cent" {
                results.append(
                    contentsOf: cents(
                        after: NumberReading(value: reading.value, end: after, fromDigits: true), code: code))
            }
        }
        // "2 grand", "five grand": thousands in the person's own currency, after a number said
        // (not "a grand piano").
        for reading in quantities where !reading.isQuantifier && text(reading.end) == "grand" {
            results.append((reading.value * 1000, "unknown", reading.end + 1))
        }
        // "a fiver", "a tenner": five and ten in the person's own currency.
        let notes: [([String], Double)] = [
            (["a", "fiver"], 5), (["fiver"], 5), (["a", "tenner"], 10), (["tenner"], 10),
        ]
        for (words, value) in notes {
            if let end = match(words, at: index) { results.append((value, "unknown", end)) }
        }
        return results
    }

    /// "1,50" or "1.000,50" before or after a currency: a decimal comma, read only where the
    /// comma cannot separate thousands (exactly two digits after it), with dots before it
    /// between the thousands.
    private func decimalComma(at index: Int) -> [NumberReading] {
        guard let token = tokens[safe: index], token.kind == .number, token.number == nil else { return [] }
        let parts = token.text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, let whole = Self.dottedWhole(parts[0]),
            let hundredths = Int(parts[1])
        else { return [] }
        return [NumberReading(value: Double(whole) + Double(hundredths) / 100, end: index + 1, fromDigits: true)]
    }

    /// "1.000", "2.500.000": a whole number with dots between its thousands, which a currency
    /// written with a decimal comma reads so (`CurrencyTable.writtenWithDecimalComma`).
    private func dottedThousands(at index: Int) -> [NumberReading] {
        guard let token = tokens[safe: index], token.kind == .number, token.text.contains("."),
            !token.text.contains(","), let whole = Self.dottedWhole(token.text[...])
        else { return [] }
        return [NumberReading(value: Double(whole), end: index + 1, fromDigits: true)]
    }

    /// The whole number of digits in groups of three after the first one to three, with dots
    /// between them or none ("12", "1.000", "12.500.000"), or `nil` when `text` is not so written.
    private static func dottedWhole(_ text: Substring) -> Int? {
        let groups = text.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = groups.first, (1...3).contains(first.count), groups.count == 1 || first.first != "0",
            groups.dropFirst().allSatisfy({ $0.count == 3 }), groups.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) })
        else { return nil }
        return Int(groups.joined())
    }

    /// "20 43", "and one", "3 cents" after a whole amount: the hundredths of the currency.
    private func cents(after reading: NumberReading, code: String) -> [(Double, String, Int)] {
        guard reading.isInteger else { return [] }
        var results: [(Double, String, Int)] = []
        let position = optional("and", at: reading.end)
        for small in numbers(at: position) where small.isInteger && small.value >= 0 && small.value < 100 {
            guard !small.isQuantifier else { continue }
            if let (unit, end) = currency(at: small.end), unit == "cent" {
                results.append((reading.value + small.value / 100, code, end))
            } else if currency(at: small.end) == nil {
                results.append((reading.value + small.value / 100, code, small.end))
            }
        }
        return results
    }

    /// Every reading of money starting at `index`: amounts, ranges and bounds.
    func money(at index: Int) -> [(value: MoneyValue, end: Int)] {
        var results: [(MoneyValue, Int)] = []
        for amount in moneyAmounts(at: index) {
            results.append((MoneyValue(amount: .exact(amount.value), currency: amount.currency), amount.end))
        }
        for (bound, start) in boundPrefixes(at: index) {
            for amount in moneyAmounts(at: start) {
                let value: Amount = bound ? .atLeast(amount.value) : .atMost(amount.value)
                results.append((MoneyValue(amount: value, currency: amount.currency), amount.end))
            }
        }
        results.append(contentsOf: moneyRanges(at: index))
        let approximate = matchAny([["about"], ["around"], ["approximately"], ["roughly"], ["approx"]], at: index)
        if let start = approximate {
            results.append(contentsOf: money(at: start))
        }
        return results
    }

    /// Words that open a bound, with `true` for a lower bound ("over") and the index after them.
    func boundPrefixes(at index: Int) -> [(Bool, Int)] {
        let lower: [[String]] = [
            ["over"], ["above"], ["more", "than"], ["at", "least"], ["greater", "than"], ["higher", "than"],
            ["no", "less", "than"], ["minimum"], ["min"], ["from"], ["exceeding"], ["upwards", "of"],
        ]
        let upper: [[String]] = [
            ["under"], ["below"], ["less", "than"], ["lower", "than"], ["at", "most"], ["no", "more", "than"],
            ["maximum"], ["max"], ["up", "to"], ["within"], ["cheaper", "than"],
        ]
        var results: [(Bool, Int)] = []
        if let end = matchAny(lower, at: index), text(index) != "from" { results.append((true, end)) }
        if let end = matchAny(upper, at: index) { results.append((false, end)) }
        return results
    }

    /// "between 10 and 20 dollars", "from 10 dollars to 20 dollars", "$10-$20", "7-9 lakh rupees".
    private func moneyRanges(at index: Int) -> [(MoneyValue, Int)] {
        var results: [(MoneyValue, Int)] = []
        var start = index
        var connectors: Set<String> = ["-", "to"]
        if text(index) == "between" {
            start = index + 1
            connectors = ["and", "-", "to"]
        } else if text(index) == "from" {
            start = index + 1
            connectors = ["to", "-", "until", "till"]
        }
        var lows: [(Double, String?, Int)] = moneyAmounts(at: start).map { ($0.value, $0.currency, $0.end) }
        lows += numbers(at: start).filter { !$0.isQuantifier && $0.value >= 0 }.map { ($0.value, nil, $0.end) }
        for (low, lowCurrency, lowEnd) in lows {
            guard let connector = text(lowEnd), connectors.contains(connector) else { continue }
            for high in moneyAmounts(at: lowEnd + 1) where high.value > low {
                if let lowCurrency, lowCurrency != high.currency { continue }
                results.append((MoneyValue(amount: .between(low, high.value), currency: high.currency), high.end))
            }
        }
        return results
    }
}
