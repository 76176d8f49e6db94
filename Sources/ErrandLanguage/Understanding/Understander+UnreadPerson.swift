import ErrandCatalog

extension Understander {
    /// A phrase's reading with words kept as text for a parameter of another type — a name where
    /// an amount goes — given to the action's one person parameter instead, when it has none:
    /// "pay carol" matches "pay {amount}", and Carol is whom to pay, not an amount, so "How
    /// much?" is asked next rather than "Who do you want to pay?" with "carol" dropped. The
    /// model reads names it saw in training ("pay amy") and overrides such a reading
    /// (`readsMore`); this reads the others.
    ///
    /// Only words that may name a person (`EverydayWords.mayName`) move: "pay 20 bucks", "pay the electric bill" and "say hello there"
    /// (respelled "pay hello there") keep their words for the amount.
    func withUnreadWordsAsThePerson(_ interpretation: Interpretation, context: UnderstandingContext)
        -> Interpretation
    {
        guard interpretation.source == .template,
            let action = catalog.action(named: interpretation.action, in: interpretation.app),
            let person = Self.unfilledPerson(of: action, in: interpretation.parameters)
        else { return interpretation }
        let unread = interpretation.parameters.filter { !Self.isRead($0.value, as: $0.key, of: action) }
        guard unread.count == 1, let (name, understood) = unread.first,
            let value = personValue(of: understood.text, for: person, in: interpretation.app, context: context)
        else { return interpretation }
        var reading = interpretation
        reading.parameters[name] = nil
        reading.parameters[person.id] = UnderstoodValue(
            value: value, text: understood.text, offsets: understood.offsets)
        reading.confidence = min(
            TemplateInterpreter.exactConfidence, reading.confidence + TemplateInterpreter.unreadPenalty)
        return reading
    }

    /// The model's values for `action` with the one run of words it left unread given to the
    /// action's one person parameter, when it has none and the words may name a person. The
    /// tagger reads the names it saw in training ("did bob text me") and leaves the others:
    /// "has carol texted me" read every new message, "carol" not understood. The words taken
    /// come back too, for the reading's confidence to count them as unread: the name is a guess.
    func withUnreadRunAsThePerson(
        _ parameters: [String: UnderstoodValue], of action: ActionDefinition, in appID: String, tokens: [Token],
        characters: [Character], context: UnderstandingContext
    ) -> (parameters: [String: UnderstoodValue], taken: Range<Int>?) {
        guard let person = Self.unfilledPerson(of: action, in: parameters) else { return (parameters, nil) }
        let runs = knownWords.unreadRuns(
            of: tokens, values: parameters.values.compactMap(\.offsets), in: appID,
            intent: IntentName.of(app: appID, action: action.id))
        // NB: a name follows no article or possessive: "mesages" of "read my mesages" is a slip.
        guard runs.count == 1, let run = runs.first,
            !(tokens.last { $0.offsets.upperBound <= run.lowerBound }.map { EnglishNouns.determiners.contains($0.text) }
                ?? false)
        else { return (parameters, nil) }
        let words = String(characters[run])
        guard let value = personValue(of: words, for: person, in: appID, context: context) else {
            return (parameters, nil)
        }
        var filled = parameters
        filled[person.id] = UnderstoodValue(value: value, text: words, offsets: run)
        return (filled, run)
    }

    /// The one person parameter of `action`, when `parameters` give it nothing.
    private static func unfilledPerson(of action: ActionDefinition, in parameters: [String: UnderstoodValue])
        -> ParameterDefinition?
    {
        let people = action.parameters.filter(\.type.isPeople)
        guard people.count == 1, let person = people.first, parameters[person.id] == nil else { return nil }
        return person
    }

    /// `words` as a value of `person`, when they may name someone (`EverydayWords.mayName`).
    private func personValue(
        of words: String, for person: ParameterDefinition, in appID: String, context: UnderstandingContext
    ) -> Value? {
        guard EverydayWords.mayName(aPerson: words.lowercased().split(separator: " "), in: everydayWords) else {
            return nil
        }
        return slotReader.value(of: words, for: person, in: appID, context: context)
    }
}
