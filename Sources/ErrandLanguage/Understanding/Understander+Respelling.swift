import ErrandCatalog

extension Understander {
    /// Where typing slips may be respelled in a request.
    enum RespellingScope: Equatable {
        /// In any word.
        case everywhere
        /// In the words of these character ranges.
        case within([Range<Int>])
    }

    /// The understanding of `text` read with its typing slips respelled, when that reads it
    /// better than `understanding`, its reading as typed; `nil` otherwise.
    func respelled(_ text: String, read understanding: Understanding, context: UnderstandingContext)
        -> Understanding?
    {
        guard let scope = respellingScope(of: understanding) else { return nil }
        let within: [Range<Int>]? = if case .within(let ranges) = scope { ranges } else { nil }
        // NB: the person's own phrases are recognised when said exactly (the guidelines), so a
        // respelled request is never one of them.
        var apps = context
        apps.personalPhrases = PersonalPhraseBook()
        // The reading with the fewest and likeliest slips wins; among those, one a phrase reads
        // word for word, then the surest: "is ther anything on my calendar" is "there" of the
        // phrase, not "thur" a Thursday the model took.
        var best: (understanding: Understanding, respelled: RespelledText)?
        for respelled in respelling.respellings(of: text, within: within) {
            if let best, best.respelled.cost < respelled.cost { break }
            // NB: a word respelled as a phrase's word only is taken only so, so a request no
            // phrase matches is not read again in full (most requests to no app are tried so).
            if respelled.replacements.contains(where: \.inPhraseOnly),
                templates.interpretation(of: respelled.text, context: apps, reader: slotReader) == nil
            {
                continue
            }
            let again = readings(of: respelled.text, context: apps)
            guard let reading = again.best, improves(reading, on: understanding.best),
                Self.saysItself(reading, respelled), Self.isSurer(reading, than: best?.understanding.best)
            else { continue }
            best = (again, respelled)
        }
        guard let (again, respelled) = best else { return nil }
        return Understanding(
            interpretations: again.interpretations.map { $0.typed(as: respelled) },
            rejected: again.rejected.map { $0.typed(as: respelled) }, respelled: respelled)
    }

    /// Whether `reading` of `respelled` reads each word respelled there as a phrase's word only
    /// (`RespelledText.Replacement.inPhraseOnly`) as a word its phrase says itself, or a value its
    /// app lists:
    /// "am i bus tomorrow" is the phrase "am i busy …", "when does the design review star" its
    /// start; but "resume timer" is no "resume time" the model guessed, and a name or a message
    /// is typed as meant.
    static func saysItself(_ reading: Interpretation, _ respelled: RespelledText) -> Bool {
        let everyday = respelled.replacements.filter(\.inPhraseOnly).map(\.respelled)
        guard !everyday.isEmpty else { return true }
        return reading.source == .template
            && !reading.parameters.values.contains { understood in
                !isListed(understood.value) && everyday.contains { understood.offsets?.overlaps($0) ?? false }
            }
    }

    /// Whether `reading` is surer than `other`, of two respellings as likely: read by a phrase
    /// where `other` is the model's guess, else with more confidence.
    static func isSurer(_ reading: Interpretation, than other: Interpretation?) -> Bool {
        guard let other else { return true }
        let (byPhrase, otherByPhrase) = (reading.source == .template, other.source == .template)
        return byPhrase != otherByPhrase ? byPhrase : reading.confidence > other.confidence
    }

    /// Where typing slips may be respelled in a request read as `understanding`: anywhere when
    /// it was not understood, or read by a template that kept a value not of its type ("a
    /// msesage" as an amount); only the unread words before its first value when it left words
    /// unread — the words that say what to do ("txt amy saying hi") — and in a model's value not
    /// of its type ("braething" as a workout); in a template's text value,
    /// its slips of the catalog's words ("appoitment" of "when is my next appoitment", read as
    /// an event's name); in every unread word of a guess of the model (`guessConfidence`);
    /// nowhere (`nil`) when it was read well.
    func respellingScope(of understanding: Understanding) -> RespellingScope? {
        guard let best = understanding.best else { return .everywhere }
        if best.source == .template && valueCounts(of: best).unread > 0 { return .everywhere }
        // NB: the rest was read, and may be a message or a name nobody mistyped; an unread word
        // after a value is as often a word the catalog does not know ("oat milk"), which must be
        // named, not respelled.
        // NB: so may a value the model tagged that is not of its type: "braething" of "start a
        // braething session" is no workout, but a slip of the breathing app's word.
        let head = unreadHead(of: best) + (best.source == .model ? valuesNotOfType(in: best) : [])
        if !head.isEmpty { return .within(head) }
        // NB: a guess of the model may have read a slip as no word: its unread words are
        // respelled wherever they stand.
        if best.source == .model, best.confidence < configuration.guessConfidence, !best.unreadWords.isEmpty {
            return .within(best.unreadWords.map(\.offsets))
        }
        // NB: so may its values: "whta" of "whta do i have this week" was a person paid.
        if best.source == .model, best.confidence < configuration.guessConfidence {
            let slips = slipsInValues(of: best)
            if !slips.isEmpty { return .within(slips) }
        }
        let slips = slipsInText(of: best)
        return slips.isEmpty ? nil : .within(slips)
    }

    /// The words of `interpretation`'s text values, read by a template, that are slips of the
    /// catalog's words: a wildcard reads any words, so a slip in the words of another phrase
    /// ("when is my next appoitment") is read as a name; respelled, they are that phrase.
    private func slipsInText(of interpretation: Interpretation) -> [Range<Int>] {
        guard interpretation.source == .template,
            let action = catalog.action(named: interpretation.action, in: interpretation.app)
        else { return [] }
        return interpretation.parameters.flatMap { name, understood -> [Range<Int>] in
            guard action.parameter(named: name)?.type == .string, let offsets = understood.offsets else { return [] }
            let text = understood.text
            return Tokenizer.tokens(of: text).filter {
                $0.kind == .word && !respelling.candidates(for: $0.text).isEmpty
            }
            .map { (offsets.lowerBound + $0.offsets.lowerBound)..<(offsets.lowerBound + $0.offsets.upperBound) }
        }
    }

    /// The words of `interpretation`'s values that are slips of the catalog's words (of the
    /// words that start a request too, for the first).
    private func slipsInValues(of interpretation: Interpretation) -> [Range<Int>] {
        interpretation.parameters.values.flatMap { understood -> [Range<Int>] in
            guard let offsets = understood.offsets else { return [] }
            return Tokenizer.tokens(of: understood.text).compactMap { token in
                let range =
                    (offsets.lowerBound + token.offsets.lowerBound)..<(offsets.lowerBound + token.offsets.upperBound)
                guard token.kind == .word, !respelling.candidates(for: token.text, first: range.lowerBound == 0).isEmpty
                else { return nil }
                return range
            }
        }.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// Where `interpretation` holds words as text for a parameter of another type.
    private func valuesNotOfType(in interpretation: Interpretation) -> [Range<Int>] {
        guard let action = catalog.action(named: interpretation.action, in: interpretation.app) else { return [] }
        return interpretation.parameters.compactMap { name, understood in
            Self.isRead(understood, as: name, of: action) ? nil : understood.offsets
        }.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The runs of words `interpretation` left unread before its first value: the words that
    /// say what to do.
    private func unreadHead(of interpretation: Interpretation) -> [Range<Int>] {
        let firstValue = interpretation.parameters.values.compactMap(\.offsets?.lowerBound).min() ?? Int.max
        return interpretation.unreadWords.map(\.offsets).filter { $0.lowerBound < firstValue }
    }

    /// Whether `reading`, of a respelled request, reads it better than `original` read it as
    /// typed, and surely: the request is understood at all, fewer words are left unread, or a
    /// template's value not of its type is now one, and more surely.
    func improves(_ reading: Interpretation, on original: Interpretation?) -> Bool {
        // NB: a respelled request is one nobody typed: only a sure reading of it is taken
        // ("set a timer" is not a guess at "set a time", nor "call mom" at "tall mom").
        guard reading.confidence >= configuration.respelledMinimumConfidence else { return false }
        // NB: nor one that still leaves the words saying what to do unread: respelling "timer" as
        // "time" found nothing to do in "set timer for 1 hour and 15 minutes".
        guard let original else { return unreadHead(of: reading).isEmpty }
        if reading.unreadWords.count < original.unreadWords.count { return true }
        // NB: a guess of the model that took a slip for a value is no reading against a phrase's.
        if original.source == .model, original.confidence < configuration.guessConfidence,
            reading.source == .template, reading.confidence > original.confidence,
            !slipsInValues(of: original).isEmpty
        {
            return true
        }
        // NB: a slip read into a template's text value, respelled, is another of the app's
        // phrases: "when is my next appointment" asks for the next event, not one so named.
        if original.source == .template, reading.source == .template, reading.app == original.app,
            reading.action != original.action, reading.confidence > original.confidence,
            !slipsInText(of: original).isEmpty
        {
            return true
        }
        return reading.unreadWords.count <= original.unreadWords.count && valueCounts(of: original).unread > 0
            && valueCounts(of: reading).unread == 0 && reading.confidence > original.confidence
    }
}
