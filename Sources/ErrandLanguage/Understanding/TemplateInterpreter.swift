import ErrandCatalog

/// The template stage of understanding: the catalog's phrases compiled into one matcher, and a
/// match read back as an interpretation with typed values.
struct TemplateInterpreter: Sendable {
    let matcher: TemplateMatcher
    let shortcuts: [String: AppShortcut]
    let catalog: Catalog
    /// Each action's `introducedValues`, by intent name, found once.
    let introduced: [String: [(name: String, word: String)]]
    /// Each action's `listedParameters`, by intent name, found once.
    let listed: [String: [String]]

    /// Confidence of a match whose every value is a listed one, and how much each wildcard or
    /// inexact value takes off it: templates are precise, but wildcards take any words.
    static let exactConfidence = 0.97
    static let wildcardPenalty = 0.04
    /// What a value whose words are not of its type takes off the confidence.
    static let unreadPenalty = 0.2

    init(catalog: Catalog) throws(TemplateCompileError) {
        let compiled = CatalogGrammar(catalog: catalog)
        matcher = try TemplateMatcher(grammar: compiled.grammar, configuration: CatalogGrammar.matching)
        shortcuts = compiled.shortcuts
        self.catalog = catalog
        var introduced: [String: [(name: String, word: String)]] = [:]
        var listed: [String: [String]] = [:]
        for (app, action) in catalog.allActions {
            let found = Self.introducedValues(of: action)
            if !found.isEmpty { introduced[IntentName.of(app: app.id, action: action.id)] = found }
            let names = Self.listedParameters(of: action, in: app)
            if !names.isEmpty { listed[IntentName.of(app: app.id, action: action.id)] = names }
        }
        self.introduced = introduced
        self.listed = listed
    }

    /// The interpretation of the best template match of `text`, or `nil` when no template
    /// matches.
    ///
    /// Matches whose every value reads as a value of its parameter's type come first, then
    /// those with fewest dates in a text or meals in a date (`mealsAsTimes`); among them, the
    /// one with the most literal words wins: it is the most specific reading ("send a
    /// message to Amy saying hi" names the message after "saying", rather than a recipient
    /// called "Amy saying hi"). Words that are not a value of their type ("send money to Carol":
    /// "money" as the amount) are kept as text, so the conversation can say why it can't use
    /// them, and cost the reading confidence. Where two wildcards of the reading stand side by
    /// side, it carries the other places their words can be divided
    /// (`Interpretation.alternativeSplits`), for the app to settle at resolve. Of readings equal
    /// in all of that, the one in the app the conversation is in wins (`UnderstandingContext.lastApp`),
    /// then the one that names its values by their titles rather than by synonyms.
    func interpretation(of text: String, context: UnderstandingContext, reader: SlotValueReader) -> Interpretation? {
        let current = context.pendingApp ?? context.lastApp
        let rank = { (match: TemplateMatch, reading: Reading) in
            [
                reading.unread, reading.textsOfTime, reading.mealsAsTimes, -match.literalCharacters, reading.unsaid,
                match.wildcardCount, reading.interpretation.app == current ? 0 : 1,
            ]
        }
        // NB: "what's the weather like tomorrow" asks what the weather is tomorrow.
        let skipped: Set<String> = Understander.asksWhatItIsLike(text) ? ["like"] : []
        // NB: each reading is ranked once, not again at every comparison.
        let readings = matcher.matches(for: text, alsoSkipping: skipped).compactMap { match in
            interpretation(of: match, in: text, context: context, reader: reader).map {
                (match: match, reading: $0, rank: rank(match, $0))
            }
        }
        guard let first = readings.min(by: { $0.rank.lexicographicallyPrecedes($1.rank) }) else { return nil }
        // NB: names said by synonyms are counted only among readings equal in all else, which few
        // requests have (`min` compares nothing when one is left).
        let winner =
            readings.filter { $0.rank == first.rank }.min {
                synonymsSaid(in: $0.match, of: $0.reading, values: reader.values)
                    < synonymsSaid(in: $1.match, of: $1.reading, values: reader.values)
            } ?? first
        let (match, best) = (winner.match, winner.reading)
        // NB: only the reading chosen looks for other splits of its adjacent wildcards, so a
        // request without them costs no more than one pass over its slots.
        guard zip(match.slots, match.slots.dropFirst()).contains(where: { $0.isWildcard && $1.isWildcard }),
            let app = catalog.app(best.interpretation.app),
            let action = app.action(named: best.interpretation.action)
        else { return best.interpretation }
        var chosen = best.interpretation
        // The match's wildcards where the reading put their boundaries (`WildcardSplitter.resplit`).
        let slots = match.slots.map { slot in
            guard slot.isWildcard, let understood = chosen.parameters[slot.name], let offsets = understood.offsets
            else { return slot }
            return MatchedSlot(
                name: slot.name, value: slot.value, text: understood.text, offsets: offsets, source: .wildcard)
        }
        chosen.alternativeSplits = WildcardSplitter.alternatives(of: slots, in: text) { slot in
            action.parameter(named: slot.name).flatMap {
                self.value(of: slot, for: $0, in: app, context: context, reader: reader, said: text)
            }
        }
        return chosen
    }

    /// A match read as an interpretation, with what ranks it among the others.
    typealias Reading = (interpretation: Interpretation, unread: Int, textsOfTime: Int, mealsAsTimes: Int, unsaid: Int)

    private func interpretation(
        of match: TemplateMatch, in text: String, context: UnderstandingContext, reader: SlotValueReader
    ) -> Reading? {
        guard let (appID, actionID) = IntentName.parts(of: match.intent),
            let app = catalog.app(appID), let action = app.action(named: actionID)
        else { return nil }
        var parameters: [String: UnderstoodValue] = [:]
        var confidence = Self.exactConfidence
        if let key = match.metadata[CatalogGrammar.shortcutKey]?.stringValue, let shortcut = shortcuts[key] {
            for (name, value) in shortcut.values { parameters[name] = UnderstoodValue(value: value, text: "") }
        }
        let read = { (slot: MatchedSlot) in
            action.parameter(named: slot.name).flatMap {
                self.value(of: slot, for: $0, in: app, context: context, reader: reader, said: text)
            }
        }
        // NB: a wildcard's words as written, with the punctuation between them that matching
        // skips: "hi, see you soon" is the message, not "hi see you soon".
        var written = match.slots
        let characters = Array(text)
        if written.contains(where: \.isWildcard) {
            for index in written.indices where written[index].isWildcard {
                guard var offsets = written[index].offsets, offsets.upperBound <= characters.count else { continue }
                // NB: a text keeps the skipped words it starts with: "i want to leave".
                if action.parameter(named: written[index].name)?.type == .string {
                    offsets = matcher.start(includingSkippedBefore: offsets.lowerBound, in: text)..<offsets.upperBound
                    written[index].offsets = offsets
                }
                written[index].text = String(characters[offsets])
                written[index].value = .string(written[index].text)
            }
        }
        let isListedName = { (slot: MatchedSlot) in
            guard let parameter = action.parameter(named: slot.name), let type = parameter.type.customTypeName,
                let names = reader.values.values(of: type, in: appID)
            else { return false }
            guard case .list = parameter.type else { return !names.exactMatches(for: slot.text).isEmpty }
            return ListSplitter.items(of: slot.text).allSatisfy { !names.exactMatches(for: $0).isEmpty }
        }
        // NB: an app's own objects, known to it at run time, are named by any words.
        let takesAnyWords = { (slot: MatchedSlot) in
            action.parameter(named: slot.name)?.type.customTypeName.map {
                reader.values.definition(of: $0, in: appID)?.isDynamicEntity ?? false
            } ?? false
        }
        let typedSlot = { (slot: MatchedSlot) in action.parameter(named: slot.name).map(Self.takesTypedValue) ?? false }
        written = WildcardSplitter.extendingOverRepeatedWords(written, of: text, read: read, isTyped: typedSlot)
        var slots = Self.withVagueAmountsWhole(
            WildcardSplitter.resplit(
                written, of: text, read: read, takesAnyWords: takesAnyWords, isListedName: isListedName),
            of: text, action: action)
        // An optional typed slot the match left out may stand at the end of a text wildcard
        // ("schedule {title} [{start}]" said as "schedule dentist tomorrow at 3 pm").
        // Nor one that the values said rule out: "the main street store", after "for delivery",
        // is no store (a store is for pickup), but more of the address.
        let unfilled = Placeholders.names(in: match.template).filter { name in
            guard !slots.contains(where: { $0.name == name }), let parameter = action.parameter(named: name),
                Self.takesTypedValue(parameter)
            else { return false }
            guard let dependency = parameter.dependency,
                let said = slots.first(where: { $0.name == dependency.parameter }).flatMap(read)
            else { return true }
            return dependency.values.contains(said)
        }
        // NB: an app's own objects, which any words name, are split off the end of other words
        // only by a name the app lists: any end of "to the rainy day fund" would read as one.
        let readUnfilled = { (slot: MatchedSlot) in
            unfilled.contains(slot.name) && takesAnyWords(slot) && !isListedName(slot) ? nil : read(slot)
        }
        slots = WildcardSplitter.splittingTrailingValues(
            slots, of: text, into: unfilled, read: readUnfilled, isListedName: isListedName)
        slots = WildcardSplitter.movingTrailingDays(
            slots, of: text, read: read, isListedName: isListedName,
            takesInstants: { action.parameter(named: $0.name)?.type == .dateTime },
            readsAsDay: { words in
                // NB: a number alone is no day here: "paddington 4" is a film.
                words.contains(where: \.isLetter)
                    && reader.value(of: words, for: Self.day, in: appID, context: context) != nil
            })
        // "for 30 minutes" at the end of a wildcard is the action's one length of time, when no
        // phrase slot took it ("schedule lunch friday at 2 for 30 minutes"); so is "for 3" a
        // count another of its phrases writes "for {passengers}" ("get me a ride to 42 harbor
        // street for 3", matched by "get me a ride to {destination}").
        let lengths = action.parameters.filter { $0.type == .duration }
        var introduced = (self.introduced[match.intent] ?? []).filter { name, _ in
            !unfilled.contains(name) && !slots.contains { $0.name == name }
        }
        if lengths.count == 1, let length = lengths.first, !slots.contains(where: { $0.name == length.id }) {
            introduced.append((length.id, "for"))
        }
        // A date or a time at the end of a wildcard is the action's one date or time, when the
        // phrase has no slot for it ("book a table for two at nopa at 7:30 tomorrow", matched by
        // "book a table for {party} at {restaurant}"); never from a word that leads another
        // value ("at nopa for 4 | tomorrow"), which is then split off the words before it.
        let times = action.parameters.filter(\.type.isDateOrTime)
        var wildcard: Int?
        if times.count == 1, let time = times.first, !unfilled.contains(time.id),
            !slots.contains(where: { $0.name == time.id })
        {
            let split = WildcardSplitter.splittingTrailingValues(
                slots, of: text, into: [time.id],
                leadingOthers: Set(introduced.filter { $0.name != time.id }.map(\.word)),
                read: read,
                isListedName: isListedName)
            if split.count > slots.count { wildcard = split.lastIndex(where: \.isWildcard).map { $0 - 1 } }
            slots = split
        }
        let head = wildcard ?? slots.lastIndex(where: \.isWildcard)
        // NB: a text after a typed value that does not read without it: "20 dollars | for pizza".
        if let head, slots.indices.contains(head), typedSlot(slots[head]), read(slots[head]) == nil {
            introduced += Self.introducedTexts(of: action)
        }
        let split = splittingIntroduced(
            slots, of: text, introduced: introduced, listed: listed[match.intent] ?? [], wildcard: head, read: read,
            isListedName: isListedName)
        // NB: an optional typed slot the match left out may stand before a value split off after
        // it: "book a flight from boston to denver tomorrow | for three adults".
        slots =
            split.count == slots.count
            ? split
            : WildcardSplitter.splittingTrailingValues(
                split, of: text, into: unfilled.filter { name in !split.contains { $0.name == name } }, wildcard: head,
                read: readUnfilled, isListedName: isListedName)
        // NB: after the splits above, which find values a phrase introduces ("for 4").
        let typed = action.parameters.filter(Self.takesTypedValue).map(\.id)
        let notUnderstood: [UnreadWords]
        (slots, notUnderstood) = Self.cuttingToListedNames(
            slots, of: text, others: typed, read: read, takesAnyWords: takesAnyWords, isListedName: isListedName)
        slots = Self.textAsLength(slots, of: action, read: read)
        if slots.contains(where: Self.endsWithAnArticle) || Self.splitsOneFromItsWord(slots, of: characters) {
            return nil
        }
        var unread = notUnderstood.count
        var namesAParameter = false
        for (index, slot) in slots.enumerated() {
            // NB: words in a slot the action has no parameter for would be read as nothing: an
            // adopted intent's "stop my {workout}" would end a workout for "stop my timer".
            guard let parameter = action.parameter(named: slot.name) else { return nil }
            if case .list = slot.source, slot.value.stringValue == CatalogGrammar.unnamedValue {
                namesAParameter = true
                continue
            }
            // NB: "my prescription" of "refill my {prescription}" names the parameter, not one of
            // the app's objects: it is asked for, as a list slot's own name is. ("her" of "text
            // her thanks" points back at a person.) So does "money" of "move {amount}" said as
            // "move money to savings": the amount is still to ask.
            if slot.isWildcard,
                parameter.type.customTypeName != nil || parameter.type == .string
                    || parameter.type.isBuiltInValue,
                Self.namesOnly(parameter, in: slot.text, of: action),
                !(parameter.type.isBuiltInValue && Self.followsANumber(slot, in: text))
            {
                namesAParameter = true
                continue
            }
            // NB: nor a time or an amount in a wildcard for the app's own objects, when the action
            // has a parameter for it that the match leaves out: "book a table for {party} at
            // {restaurant}" does not read "book a table for 2 at 7".
            if slot.isWildcard,
                reader.namesAnotherValue(
                    slot.text, cue: { slot.offsets.flatMap { Self.word(before: $0, in: text) } }, for: parameter,
                    of: action, in: appID,
                    given: { id in slots.filter { $0.name == id }.map(\.text) }, context: context)
            {
                return nil
            }
            if slot.isWildcard { confidence -= Self.wildcardPenalty }
            guard let value = read(slot) else {
                // NB: "too" after the rest says the request adds, and is no value ("due too").
                if Self.saysAnAddition(slot, for: parameter) { continue }
                // NB: a typed wildcard beside a text one holds whichever words no split could
                // read ("book a restaurant for seven people": "people" as the start); they are
                // not what the person said the value is, and the match is no reading.
                if WildcardSplitter.standsBesideWildcard(index, in: slots, of: characters) { return nil }
                // NB: a list slot always reads; only a wildcard's words can fail their type.
                unread += 1
                confidence -= Self.unreadPenalty
                parameters[parameter.id] = UnderstoodValue(
                    value: .string(slot.text), text: slot.text, offsets: slot.offsets)
                continue
            }
            parameters[slot.name] = UnderstoodValue(value: value, text: slot.text, offsets: slot.offsets)
        }
        // NB: a parameter's own name stands for no value only where every other value reads:
        // in "start a pilates workout", "workout" is the word after the kind, not the kind.
        if namesAParameter, unread > 0 { return nil }
        if unread > 0, !Self.saysMoreThanItsValues(slots, unread: notUnderstood, in: text) { return nil }
        var interpretation = Interpretation(
            app: appID, action: actionID, parameters: parameters,
            confidence: max(0, confidence - Double(notUnderstood.count) * Self.unreadPenalty), source: .template)
        interpretation.unreadWords = notUnderstood
        return (
            interpretation, unread,
            textsOfTime(in: slots, of: action, characters: characters, context: context, reader: reader),
            Self.mealsAsTimes(in: slots, of: action), Self.unsaid(in: parameters, of: action)
        )
    }

    /// The words after which an hour alone is a time.
    static let timeCues: Set<String> = ["to", "at", "till", "until"]

    /// A parameter of a number, to read words as one.
    private static let number = ParameterDefinition(id: "number", title: "Number", type: .decimal)

    /// A parameter of a date, to read words as a day.
    private static let day = ParameterDefinition(id: "day", title: "Day", type: .date)

    private func value(
        of slot: MatchedSlot, for parameter: ParameterDefinition, in app: AppDefinition, context: UnderstandingContext,
        reader: SlotValueReader, said text: String
    ) -> Value? {
        switch slot.source {
        case .list:
            guard let id = slot.value.stringValue else { return nil }
            if case .fixed(let options) = parameter.options, options.contains(.string(id)) { return .string(id) }
            guard let typeName = parameter.type.customTypeName, let type = app.type(named: typeName) else {
                return reader.value(of: slot.text, for: parameter, in: app.id, context: context)
            }
            if type.isEnumeration { return .enumCase(id) }
            let title = type.namedValues.first { $0.id == id }?.title ?? slot.text
            return .entity(EntityReference(type: typeName, id: id, title: title))
        case .range:
            if case .number(let number) = slot.value, number == number.rounded(), abs(number) < 1e15 {
                return parameter.type == .decimal ? .decimal(number) : .integer(Int(number))
            }
            return nil
        default:
            // NB: the word before the slot matters only to a date or a time, so it is looked for
            // only there.
            let cue =
                parameter.type.isDateOrTime
                ? slot.offsets.flatMap { Self.word(before: $0, in: text) } : nil
            // NB: "since monday" looks back, to the Monday just gone; the phrase's "since" is
            // not in the slot.
            if cue == "since", [.date, .dateTime].contains(parameter.type),
                let value = reader.value(of: "since " + slot.text, for: parameter, in: app.id, context: context)
            {
                return value
            }
            if let value = reader.value(of: slot.text, for: parameter, in: app.id, context: context) { return value }
            if let unlisted = Self.unlistedName(slot, for: parameter, in: app, said: text) { return unlisted }
            // NB: a number alone where a phrase puts a length of time is that many of the unit of
            // its usual length ("water the back lawn for 15": 15 minutes).
            if parameter.type == .duration {
                guard
                    case .decimal(let count)? = reader.value(
                        of: slot.text, for: Self.number, in: app.id, context: context)
                else { return nil }
                return parameter.lengthOfTime(count: count).map(Value.duration)
            }
            // NB: an hour alone after "to" or "at" is a time ("move it to 4"), and after "for" a
            // time of day ("set an alarm for 6"; "book a table for 8" is a party): the recognizer
            // reads a bare number as a time only after a cue, and the phrase's cue is not in the
            // slot.
            let cues = parameter.type == .time ? Self.timeCues.union(["for"]) : Self.timeCues
            guard [.time, .dateTime].contains(parameter.type), cues.contains(cue ?? "") else {
                return nil
            }
            return reader.value(of: "at " + slot.text, for: parameter, in: app.id, context: context)
        }
    }

    /// The word right before `offsets` in `text`, in lower case, when a space stands between them.
    static func word(before offsets: Range<Int>, in text: String) -> String? {
        let before = text.prefix(offsets.lowerBound)
        guard before.last?.isWhitespace == true else { return nil }
        return before.split(whereSeparator: { !$0.isLetter }).last.map { $0.lowercased() }
    }
}
