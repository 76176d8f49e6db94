import ErrandCatalog

extension Understander {
    /// Words that, said right before a number, make it negative.
    static let signWords: Set<String> = ["minus", "negative"]

    /// `reading` with each number said after a minus sign ("order -3 lattes", "send minus 5
    /// dollars") read as the negative number said. A reading's words for a value may leave the
    /// sign out, or keep it and read the number without it; "-3" read as 3 ordered three
    /// lattes. Read as -3, the action's bounds refuse it in words ("The quantity must be between
    /// 1 and 10"). The sign is then read with the number and is no value of its own: "minus"
    /// was read as a payee called Minus, and "pay bob minus 5 dollars" as Bob Minus.
    ///
    /// A hyphen glued to the word before ("2-3") is a range, not a sign.
    func withSignsKept(_ reading: Interpretation, in request: String) -> Interpretation {
        let numbers = reading.parameters.filter { $0.value.value.negated != nil && $0.value.offsets != nil }
        guard !numbers.isEmpty else { return reading }
        let characters = Array(request)
        let words = Tokenizer.tokens(of: request).filter { $0.kind == .word }
        var kept = reading
        for (name, understood) in numbers {
            guard let offsets = understood.offsets, let negated = understood.value.negated,
                let sign = Self.sign(of: offsets, in: characters, words: words)
            else { continue }
            let span = min(sign.lowerBound, offsets.lowerBound)..<offsets.upperBound
            kept.parameters[name] = UnderstoodValue(value: negated, text: String(characters[span]), offsets: span)
            kept.unreadWords.removeAll { $0.offsets.overlaps(sign) }
            for (other, value) in kept.parameters where other != name {
                guard let words = value.offsets, words.overlaps(sign) else { continue }
                kept.parameters[other] = Self.cut(value, before: sign, in: characters)
            }
        }
        return kept
    }

    /// Where the minus sign of the number at `offsets` stands: a hyphen or minus glued to the
    /// number and not to the word before it, or "minus" / "negative", said right before the
    /// number or as its first word.
    private static func sign(of offsets: Range<Int>, in characters: [Character], words: [Token]) -> Range<Int>? {
        func isMark(_ index: Int) -> Bool { characters[index] == "-" || characters[index] == "\u{2212}" }
        func startsAWord(_ index: Int) -> Bool { index == 0 || characters[index - 1].isWhitespace }
        if isMark(offsets.lowerBound), startsAWord(offsets.lowerBound), offsets.count > 1 {
            return offsets.lowerBound..<offsets.lowerBound + 1
        }
        if let first = words.first(where: { $0.offsets.lowerBound == offsets.lowerBound }),
            signWords.contains(first.text), first.offsets.upperBound < offsets.upperBound
        {
            return first.offsets
        }
        guard offsets.lowerBound > 0 else { return nil }
        let mark = offsets.lowerBound - 1
        if isMark(mark) { return startsAWord(mark) ? mark..<offsets.lowerBound : nil }
        guard let before = words.last(where: { $0.offsets.upperBound <= offsets.lowerBound }),
            signWords.contains(before.text),
            characters[before.offsets.upperBound..<offsets.lowerBound].allSatisfy(\.isWhitespace)
        else { return nil }
        return before.offsets
    }

    /// The value of another parameter read over the sign: cut before it when it starts before
    /// ("Bob Minus" is Bob), gone when it is the sign.
    private static func cut(_ value: UnderstoodValue, before sign: Range<Int>, in characters: [Character])
        -> UnderstoodValue?
    {
        guard let offsets = value.offsets, offsets.lowerBound < sign.lowerBound else { return nil }
        var end = sign.lowerBound
        while end > offsets.lowerBound, characters[end - 1].isWhitespace { end -= 1 }
        let text = String(characters[offsets.lowerBound..<end])
        switch value.value {
        case .person:
            return SlotValueReader.person(text).map {
                UnderstoodValue(value: .person($0), text: text, offsets: offsets.lowerBound..<end)
            }
        case .string: return UnderstoodValue(value: .string(text), text: text, offsets: offsets.lowerBound..<end)
        default: return nil
        }
    }
}

extension Value {
    /// The value with its sign turned, for a number read without the minus said before it;
    /// `nil` for a value that is no number, or is negative already.
    var negated: Value? {
        switch self {
        case .integer(let number) where number > 0: return .integer(-number)
        case .decimal(let number) where number > 0: return .decimal(-number)
        case .percentage(let number) where number > 0: return .percentage(-number)
        case .duration(let seconds) where seconds > 0: return .duration(-seconds)
        case .currency(var money) where money.amount > 0:
            money.amount = -money.amount
            return .currency(money)
        case .temperature(var temperature) where temperature.value > 0:
            temperature.value = -temperature.value
            return .temperature(temperature)
        default: return nil
        }
    }
}
