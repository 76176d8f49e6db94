import ErrandCatalog

extension Understander {
    /// A person's name the tagger cut after its first word, read whole: "amy lee" of "pay amy
    /// lee", where the tagger, never having seen "lee", took "amy" alone — and the payment asked
    /// which Amy, saying it didn't understand "lee". `nil` for a parameter of another type, or
    /// when no word after the span could be part of the name.
    ///
    /// The words taken are those right after the span that no app of the catalog uses, that are
    /// no everyday English word ("pay bob back" keeps "back" out of the name) and that no other
    /// of the `slots` holds, up to two.
    func fullName(
        of slot: SlotValue, among slots: [SlotValue], for parameter: ParameterDefinition, in appID: String,
        tokens: [Token], characters: [Character], context: UnderstandingContext
    ) -> UnderstoodValue? {
        guard parameter.type == .person else { return nil }
        let otherSlots = slots.filter { $0 != slot }.map(\.characters)
        let after = tokens.drop { $0.offsets.lowerBound < slot.characters.upperBound }.prefix(2).prefix { token in
            token.kind == .word && !knownWords.knownWords.contains(token.text)
                && !KnownWordCoverage.functionWords.contains(token.text) && !everydayWords.contains(token.text)
                && !otherSlots.contains { $0.overlaps(token.offsets) }
        }
        guard let last = after.last else { return nil }
        let offsets = slot.characters.lowerBound..<last.offsets.upperBound
        let words = String(characters[offsets])
        guard let value = slotReader.value(of: words, for: parameter, in: appID, context: context) else { return nil }
        return UnderstoodValue(value: value, text: words, offsets: offsets)
    }
}
