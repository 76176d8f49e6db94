import ErrandCatalog

/// What ranks one template reading of a request above another beside how many words of its own
/// it matched: the values it leaves unsaid, the words of time it keeps as text, and the values it
/// names by a synonym.
extension TemplateInterpreter {
    /// How many parameters the action needs that a reading leaves unsaid: of two phrases that
    /// read the same words with as many words of their own, the one that says more of what is
    /// needed is the reading ("text bob see you soon" says the message; "(message|text)
    /// {recipients}", for "text carol" alone, would take it all as the recipient).
    static func unsaid(in parameters: [String: UnderstoodValue], of action: ActionDefinition) -> Int {
        action.parameters.filter { $0.isRequired && $0.defaultValue == nil && parameters[$0.id] == nil }.count
    }

    /// How many text wildcards hold nothing but a date or a time the action has a parameter
    /// for, where the reading gives that no time or they stand right beside the one it gives:
    /// "add an event tomorrow at 2" read with the title "tomorrow" is worse than with the start
    /// "tomorrow at 2" and the title still to ask. A time apart from the reading's own names an
    /// event by its hour: "move my 9 am meeting to 10" is the 9 AM meeting moved to 10, not one
    /// called "9 am meeting to 10"; so does a length of time ("2 hours earlier").
    func textsOfTime(
        in slots: [MatchedSlot], of action: ActionDefinition, characters: [Character], context: UnderstandingContext,
        reader: SlotValueReader
    ) -> Int {
        let isTime = { (parameter: ParameterDefinition) in [.dateTime, .date, .time].contains(parameter.type) }
        guard let time = action.parameters.first(where: isTime) else { return 0 }
        // NB: a length of time the reading gives is its own as well: "move my 9 am meeting 2
        // hours earlier" is the 9 AM meeting.
        let givesTime = { (parameter: ParameterDefinition) in isTime(parameter) || parameter.type == .duration }
        let times = slots.filter { action.parameter(named: $0.name).map(givesTime) ?? false }.compactMap(\.offsets)
        // NB: a meal is a title as much as a time ("schedule lunch"): `mealsAsTimes` weighs it.
        return slots.filter { slot in
            slot.isWildcard && action.parameter(named: slot.name)?.type == .string && !Self.startsWithAMeal(slot.text)
                && (times.isEmpty || slot.offsets.map { Self.standsBeside($0, anyOf: times, in: characters) } == true)
                && reader.value(of: slot.text, for: time, in: "", context: context) != nil
        }.count
    }

    /// How many values a reading names by a synonym rather than by their own title: "how much is
    /// a bowl" names the soup's size "Bowl", where a bowl is only another word for a large
    /// coffee; of two readings otherwise equal, the one that names values as the app does wins.
    /// (Values named from a list are as the match found them: only wildcards are split anew.)
    func synonymsSaid(in match: TemplateMatch, of reading: Reading, values: CatalogValueIndex) -> Int {
        let app = reading.interpretation.app
        guard let action = catalog.app(app)?.action(named: reading.interpretation.action) else { return 0 }
        return match.slots.filter { slot in
            guard case .list = slot.source, let id = slot.value.stringValue, id != CatalogGrammar.unnamedValue,
                let type = action.parameter(named: slot.name)?.type.customTypeName,
                let title = values.title(of: id, type: type, in: app)
            else { return false }
            let said = Tokenizer.normalized(slot.text)
            return said != Tokenizer.normalized(title) && said != Tokenizer.normalized(id)
        }.count
    }

    /// Whether only spaces stand between `range` and one of `others`.
    private static func standsBeside(_ range: Range<Int>, anyOf others: [Range<Int>], in characters: [Character])
        -> Bool
    {
        others.contains { other in
            let between =
                other.lowerBound >= range.upperBound
                ? range.upperBound..<other.lowerBound
                : other.upperBound..<max(other.upperBound, range.lowerBound)
            return between.upperBound <= characters.count && characters[between].allSatisfy(\.isWhitespace)
        }
    }
}
