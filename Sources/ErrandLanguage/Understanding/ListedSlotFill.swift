import ErrandCatalog

/// Fills a parameter the statistical tagger left empty from a value of its type that the
/// request names word for word: one of the app's enum cases or listed entities.
///
/// The tagger learns where values stand from the phrases' samples, and a parameter no phrase
/// has a slot for is never tagged: "park my bike in zone 4521" to an app whose phrases never
/// name the vehicle parked the car, its default, without a word about the bike. A listed
/// value said by name is what the person chose, wherever it stands — also over words the
/// tagger guessed for it that name none of its values ("see" of "i want to see dune on
/// saturday", for a film the app supplies at run time).
enum ListedSlotFill {
    /// `parameters` with each parameter of `action` whose type lists values filled, when it is
    /// empty or holds words that name none of them, where the words outside every value read
    /// name exactly one value of that type, and no other parameter of the action could take
    /// those words. Names made of function words alone ("on", "the one") say too little to be
    /// taken so.
    static func filled(
        _ parameters: [String: UnderstoodValue], of action: ActionDefinition, in app: String, tokens: [Token],
        characters: [Character], index: CatalogValueIndex, context: UnderstandingContext, reader: SlotValueReader
    ) -> [String: UnderstoodValue] {
        let taken = parameters.values.compactMap(\.offsets)
        var found: [(parameter: ParameterDefinition, offsets: Range<Int>)] = []
        var claimed: [Range<Int>: Int] = [:]
        for parameter in action.parameters {
            guard let type = parameter.type.customTypeName, let names = index.values(of: type, in: app),
                !names.isEmpty
            else { continue }
            let spans = named(by: names, in: tokens, characters: characters, outside: taken)
            for span in spans { claimed[span, default: 0] += 1 }
            let payloads = Set(spans.flatMap { names.exactMatches(for: String(characters[$0])) })
            guard payloads.count == 1, let first = spans.first else { continue }
            // NB: last, as it may compare the words with every name: only a name said elsewhere asks.
            if let had = parameters[parameter.id], names.bestMatch(for: had.text) != nil { continue }
            found.append((parameter, first))
        }
        var result = parameters
        for (parameter, offsets) in found where claimed[offsets] == 1 {
            let text = String(characters[offsets])
            guard let value = reader.value(of: text, for: parameter, in: app, context: context) else { continue }
            result[parameter.id] = UnderstoodValue(value: value, text: text, offsets: offsets)
        }
        return result
    }

    /// The runs of `tokens` that are exactly a name in `names`, longest first where they
    /// overlap, none overlapping `taken` nor made of function words alone, in the order said.
    private static func named(
        by names: NamedValueIndex<String>, in tokens: [Token], characters: [Character], outside taken: [Range<Int>]
    ) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var start = 0
        while start < tokens.count {
            guard let run = names.longestName(in: tokens, from: start, characters: characters),
                !taken.contains(where: { $0.overlaps(run.offsets) }),
                !tokens[start..<(start + run.count)].allSatisfy({
                    !$0.isWordLike || KnownWordCoverage.functionWords.contains($0.text)
                })
            else {
                start += 1
                continue
            }
            spans.append(run.offsets)
            start += run.count
        }
        return spans
    }
}
