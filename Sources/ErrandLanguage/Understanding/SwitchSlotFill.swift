import ErrandCatalog

/// Fills a yes/no parameter the statistical tagger left empty from its title said in the
/// request: "book a boxing class tomorrow at noon with a mat" rents the mat ("Mat rental"),
/// "follow ap and turn on notifications" turns notifications on, "… without a mat" and "turn off
/// notifications" say no. The tagger learns a switch from few samples, and a switch it missed
/// was left off without a word: the person confirmed a booking with no mat, told nothing.
enum SwitchSlotFill {
    /// Words that end a switch's title and say only that it is one: "Mat rental" is said "a mat".
    static let settingWords: Set<String> = ["rental", "mode", "option", "setting", "settings", "enabled"]

    /// `parameters` with each yes/no parameter of `action` that has no value read from its
    /// title in `tokens` (or the title without a last word of `settingWords`), where no other
    /// value read as its type is: yes, or no after "without", "no" or "turn off". The words that lead it
    /// ("with", "turn on") are read with it.
    ///
    /// - Complexity: O(s·n) for s yes/no parameters and n words.
    static func filled(
        _ parameters: [String: UnderstoodValue], of action: ActionDefinition, tokens: [Token], characters: [Character]
    ) -> [String: UnderstoodValue] {
        let switches = action.parameters.filter { $0.type == .boolean && parameters[$0.id] == nil }
        guard !switches.isEmpty else { return parameters }
        let words = tokens.filter { $0.kind == .word }
        let texts = words.map(\.text)
        var result = parameters
        for parameter in switches {
            let title = Tokenizer.tokens(of: parameter.title).filter { $0.kind == .word }.map(\.text)
            var names = [title]
            if title.count > 1, let last = title.last, settingWords.contains(last) {
                names.append(Array(title.dropLast()))
            }
            for name in names where !name.isEmpty {
                guard let start = firstIndex(of: name, in: texts) else { continue }
                let end = start + name.count - 1
                let said = words[start].offsets.lowerBound..<words[end].offsets.upperBound
                let (lead, value) = leadingWords(before: start, in: texts)
                let span = words[lead].offsets.lowerBound..<said.upperBound
                let overlapping = result.filter { $0.value.offsets?.overlaps(span) == true }
                // NB: words the tagger gave another parameter and that are no value of it give
                // way: "mat" of "with a mat", tagged as the number of spots.
                guard overlapping.allSatisfy({ !Understander.isRead($0.value, as: $0.key, of: action) }) else {
                    continue
                }
                for name in overlapping.keys { result[name] = nil }
                result[parameter.id] = UnderstoodValue(
                    value: .boolean(value), text: String(characters[span]), offsets: span)
                break
            }
        }
        return result
    }

    /// Where the words that lead a switch said at `start` begin, and whether they say yes:
    /// "with a", "turn on", "without", "no", "turn off the".
    private static func leadingWords(before start: Int, in texts: [String]) -> (Int, Bool) {
        var lead = start
        if lead > 0, EnglishNouns.determiners.contains(texts[lead - 1]) { lead -= 1 }
        if lead > 1, ["turn", "switch"].contains(texts[lead - 2]), ["on", "off"].contains(texts[lead - 1]) {
            return (lead - 2, texts[lead - 1] == "on")
        }
        if lead > 0, texts[lead - 1] == "with" { return (lead - 1, true) }
        if lead > 0, Understander.switchNegations.contains(texts[lead - 1]) { return (lead - 1, false) }
        return (start, true)
    }

    /// Where the words `name` first stand in `texts`, in order.
    private static func firstIndex(of name: [String], in texts: [String]) -> Int? {
        guard name.count <= texts.count else { return nil }
        return (0...(texts.count - name.count)).first { texts[$0..<($0 + name.count)].elementsEqual(name) }
    }
}
