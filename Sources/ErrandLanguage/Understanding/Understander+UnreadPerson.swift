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
            let action = catalog.action(named: interpretation.action, in: interpretation.app)
        else { return interpretation }
        let people = action.parameters.filter(\.type.isPeople)
        guard people.count == 1, let person = people.first, interpretation.parameters[person.id] == nil else {
            return interpretation
        }
        let unread = interpretation.parameters.filter { !Self.isRead($0.value, as: $0.key, of: action) }
        guard unread.count == 1, let (name, understood) = unread.first else { return interpretation }
        guard EverydayWords.mayName(aPerson: understood.text.lowercased().split(separator: " "), in: everydayWords),
            let value = slotReader.value(of: understood.text, for: person, in: interpretation.app, context: context)
        else { return interpretation }
        var reading = interpretation
        reading.parameters[name] = nil
        reading.parameters[person.id] = UnderstoodValue(
            value: value, text: understood.text, offsets: understood.offsets)
        reading.confidence = min(
            TemplateInterpreter.exactConfidence, reading.confidence + TemplateInterpreter.unreadPenalty)
        return reading
    }
}
