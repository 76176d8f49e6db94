import ErrandCatalog

extension TemplateInterpreter {
    /// The words of `slot` as said, when they stand where a phrase puts a listed value before its
    /// noun and name none of the values (`CatalogGrammar.widenedForUnlistedWords`): "camping" of
    /// "add tent to my camping list", for the conversation to say it is none of the choices.
    /// `nil` for other words: those not followed by the parameter's noun (a value of another
    /// parameter the match left out is read elsewhere), and words that say more than a name does,
    /// more than two of them or a number among them ("30 minute tabata" of "start a 30 minute
    /// tabata workout" holds the workout's goal).
    static func unlistedName(
        _ slot: MatchedSlot, for parameter: ParameterDefinition, in app: AppDefinition, said text: String
    ) -> Value? {
        guard CatalogGrammar.takesUnlistedWords(parameter, in: app), let offsets = slot.offsets,
            let next = word(after: offsets, in: text), parameter.nouns.contains(next)
        else { return nil }
        let words = slot.text.split(separator: " ")
        guard (1...2).contains(words.count), !slot.text.contains(where: \.isNumber),
            !words.contains(where: { Self.isNumberWord($0.lowercased()) })
        else { return nil }
        return .string(slot.text)
    }

    private static func isNumberWord(_ word: String) -> Bool {
        NumberWords.units[word] != nil || NumberWords.teens[word] != nil || NumberWords.tens[word] != nil
    }

    /// The word just after `offsets` in `text`, lowercased; `nil` at the end.
    static func word(after offsets: Range<Int>, in text: String) -> String? {
        let after = text.dropFirst(offsets.upperBound)
        guard after.first?.isWhitespace == true else { return nil }
        return after.split(whereSeparator: { !$0.isLetter }).first.map { $0.lowercased() }
    }
}
