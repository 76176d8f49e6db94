/// A training example tokenised once, with what every stage of training needs from it.
struct PreparedExample: Sendable {
    let text: String
    let tokens: [Token]
    /// The units the tagger labels.
    let units: [TaggingUnit]
    /// The word hashes of the units.
    let words: [UInt64]
    /// The example's slot values as gazetteer entries.
    let slotEntries: [GazetteerMatcher.Entry]

    init(_ example: TrainingExample) {
        let tokens = Tokenizer.tokens(of: example.text)
        let units = TaggingUnit.units(of: tokens, in: example.text)
        let words = TaggerFeatures.wordHashes(of: units)
        text = example.text
        self.tokens = tokens
        self.units = units
        self.words = words
        var entries: [GazetteerMatcher.Entry] = []
        for span in example.slots {
            let covered = units.indices.filter {
                let offsets = units[$0].offsets
                return span.characters.lowerBound < offsets.upperBound
                    && offsets.lowerBound < span.characters.upperBound
            }
            entries.append(GazetteerMatcher.Entry(slot: span.name, words: covered.map { words[$0] }))
        }
        slotEntries = entries
    }
}
