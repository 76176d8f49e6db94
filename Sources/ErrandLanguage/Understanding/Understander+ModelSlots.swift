import ErrandCatalog

extension Understander {
    /// `slot` without the word that leads its value, when more follows it: the tagger took
    /// "called pomodoro" of "start a timer for 25 minutes called pomodoro" for the label, and "in
    /// paris" of "what is the weather like in paris" for the place.
    static func withoutLeadingWord(_ slot: SlotValue, of type: ValueType?, tokens: [Token]) -> SlotValue {
        let first = slot.tokens.lowerBound
        let leading: Set<String>
        switch type {
        case .string?: leading = EnglishNouns.namingWords
        case .place?: leading = placePrepositions
        // NB: "to 80" of "turn it up to 80" is the volume 80: the tagger took the word before it.
        case let type? where type.isNumeric: leading = numberPrepositions
        default: return slot
        }
        guard slot.tokens.count > 1, slot.tokens.upperBound <= tokens.count, leading.contains(tokens[first].text)
        else { return slot }
        let start = tokens[first + 1].offsets.lowerBound
        return SlotValue(
            name: slot.name, text: String(slot.text.dropFirst(start - slot.characters.lowerBound)),
            tokens: (first + 1)..<slot.tokens.upperBound, characters: start..<slot.characters.upperBound)
    }

    /// The prepositions that lead a place and are no part of its name.
    static let placePrepositions: Set<String> = ["in", "at", "to", "from", "near", "around"]

    /// The prepositions that lead a number and are no part of it.
    static let numberPrepositions: Set<String> = ["to", "at", "by"]

    /// The values of the spans the model's tagger gave `action`'s parameters.
    ///
    /// Words that are not a value of the parameter's type stay text, for the conversation to
    /// say why it can't use them ("flat white isn't on the menu"). A parameter tagged twice takes
    /// its first span, unless only a later one is a value of its type: the tagger took both
    /// "iced" and "latte" of "a large iced latte" for the coffee, and "iced" is left unread.
    func values(
        of slots: [SlotValue], of action: ActionDefinition, in appID: String, tokens: [Token],
        characters: [Character], context: UnderstandingContext
    ) -> [String: UnderstoodValue] {
        var parameters: [String: UnderstoodValue] = [:]
        let slots = dividingGluedUnits(
            in: slots.map { Self.withoutLeadingWord($0, of: action.parameter(named: $0.name)?.type, tokens: tokens) },
            tokens: tokens, of: action, in: appID, context: context)
        for slot in slots {
            guard let parameter = action.parameter(named: slot.name) else { continue }
            // NB: text made only of words that say nothing ("it") or of the action's own words
            // ("money" of "pay bob some money") is no value the person gave: "make it quick" at a
            // payment's confirmation is no note "it".
            if parameter.type == .string, Self.saysNothing(slot.text, to: action) { continue }
            // NB: nor is a time or an amount tagged as one of the app's own objects, while what
            // takes it is not tagged: it is left to the time and number fills.
            if slotReader.namesAnotherValue(
                slot.text, cue: { TemplateInterpreter.word(before: slot.characters, in: String(characters)) },
                for: parameter, of: action, in: appID,
                given: { id in slots.filter { $0.name == id }.map(\.text) }, context: context)
            {
                continue
            }
            if let taken = parameters[slot.name] {
                guard !Self.isRead(taken, as: slot.name, of: action),
                    let value = slotReader.value(of: slot.text, for: parameter, in: appID, context: context)
                else { continue }
                parameters[slot.name] = UnderstoodValue(value: value, text: slot.text, offsets: slot.characters)
            } else if let value = slotReader.value(of: slot.text, for: parameter, in: appID, context: context) {
                parameters[slot.name] =
                    fullName(
                        of: slot, among: slots, for: parameter, in: appID, tokens: tokens, characters: characters,
                        context: context)
                    ?? UnderstoodValue(value: value, text: slot.text, offsets: slot.characters)
            } else if let peeled = peeled(slot, of: action, in: appID, read: parameters, context: context) {
                parameters.merge(peeled) { _, new in new }
            } else if let settled = settledSpan(
                of: slot, for: parameter, in: appID, tokens: tokens, characters: characters,
                otherSlots: slots.filter { $0 != slot }.map(\.characters), context: context)
            {
                parameters[slot.name] = settled
            } else if Self.namesNothing(slot.text) || Self.saysNothing(slot.text, to: action) {
                // NB: a span of only function words and clitics ("'s" of "what's in the clam
                // chowder", "to" of "add milk to it") is no name the person said, to refuse; nor
                // is one of the action's own words ("ride" of "get me a ride", tagged a count).
                continue
            } else {
                // NB: the words after the span that the catalog never uses belong to it
                // (`settledSpan`), kept as text — or, lengthened so, peeled: the tagger took "30"
                // of "a 30 minute tabata workout" for the workout, and "30 minute" is the goal.
                let offsets = knownWords.extending(slot.characters, over: tokens)
                let words = String(characters[offsets])
                let spanned = tokens.indices.filter { offsets.contains(tokens[$0].offsets.lowerBound) }
                if offsets != slot.characters, let first = spanned.first, let last = spanned.last,
                    let peeled = peeled(
                        SlotValue(name: slot.name, text: words, tokens: first..<(last + 1), characters: offsets),
                        of: action, in: appID, read: parameters, context: context)
                {
                    parameters.merge(peeled) { _, new in new }
                } else {
                    parameters[slot.name] = UnderstoodValue(value: .string(words), text: words, offsets: offsets)
                }
            }
        }
        return parameters
    }

    /// Whether every word of `text` is a function word or a word of `action`'s phrases outside
    /// their slots. Only an action of a few phrases and examples (`ownWordsPhraseLimit`),
    /// written to be matched, says so: one taught by many annotated sentences leaves words
    /// outside their slots that are values elsewhere, and its values may be function words
    /// ("now" is a time range).
    static func saysNothing(_ text: String, to action: ActionDefinition) -> Bool {
        guard action.phrases.count + action.examples.count <= ownWordsPhraseLimit else { return false }
        let words = Tokenizer.tokens(of: text).filter(\.isWordLike).map(\.text)
            .filter { !KnownWordCoverage.functionWords.contains($0) }
        guard !words.isEmpty else { return true }
        // NB: a word no phrase holds even as letters is a value's, told without tokenizing them.
        let phrases = action.phrases.map { $0.lowercased() }
        guard words.allSatisfy({ word in phrases.contains { $0.contains(word) } }) else { return false }
        let own = Set(
            phrases.flatMap { phrase in
                Tokenizer.tokens(of: Placeholders.fill(phrase) { _ in " " }).filter(\.isWordLike).map(\.text)
            })
        return words.allSatisfy { own.contains($0) }
    }

    /// Whether `text` has no word but function words, single letters or clitics ("'s"), and
    /// the "one" that stands for the thing a request is about ("ones" of "order two large
    /// ones", which was refused as a coffee: "Sorry, ones isn't one of the choices.").
    static func namesNothing(_ text: String) -> Bool {
        Tokenizer.tokens(of: text).allSatisfy { token in
            guard token.kind == .word else { return token.kind != .number }
            let letters = token.text.filter(\.isLetter)
            return letters.count < 2 || KnownWordCoverage.functionWords.contains(token.text)
                || standIns.contains(token.text)
        }
    }

    /// The words that stand for a thing the request names elsewhere, or not at all.
    private static let standIns: Set<String> = ["one", "ones"]

    /// The most phrases and examples an action may have for its phrases' words to be its own
    /// (`saysNothing`).
    static let ownWordsPhraseLimit = 24

    /// The value of a span the tagger gave `parameter` that is no value of it as tagged, once
    /// its edges are set where the value is; `nil` when no nearby words are one.
    ///
    /// A tagger that never saw a name often stops after its first word ("flat" of "flat white",
    /// "10" of "10 minute"), so the span is first lengthened over the words after it that the
    /// catalog never uses, and the longest lengthening that reads is the value: "5 minute" of
    /// "start a 5 minute timer" is a goal of five minutes, and "timer" is left unread, to be
    /// named, where the whole was kept as text no goal could use. A listed value (an enum case,
    /// a listed entity) may also be the span's last words or the word or two after it: the
    /// tagger took "iced" of "a large iced latte" for the coffee, and "latte" is the coffee,
    /// "iced" left unread. Words another slot holds are never taken.
    ///
    /// - Complexity: O(w²) value look-ups for the w words near the span (at most six).
    func settledSpan(
        of slot: SlotValue, for parameter: ParameterDefinition, in appID: String, tokens: [Token],
        characters: [Character], otherSlots: [Range<Int>], context: UnderstandingContext
    ) -> UnderstoodValue? {
        let lengthened = knownWords.extending(slot.characters, over: tokens)
        let ends = tokens.map(\.offsets.upperBound).filter { $0 > slot.characters.lowerBound }
        for end in ends.reversed() where end <= lengthened.upperBound && end > slot.characters.lowerBound {
            if let read = readValue(slot.characters.lowerBound..<end, parameter, appID, characters, context) {
                return read
            }
        }
        guard parameter.type.customTypeName != nil else { return nil }
        let reach = Array(
            tokens.drop { $0.offsets.lowerBound < slot.characters.upperBound }.prefix { token in
                token.kind == .word && !KnownWordCoverage.functionWords.contains(token.text)
                    && !otherSlots.contains { $0.overlaps(token.offsets) }
            }.prefix(2))
        let starts = tokens.map(\.offsets.lowerBound).filter {
            $0 > slot.characters.lowerBound && $0 < (reach.last?.offsets.upperBound ?? slot.characters.upperBound)
        }
        for end in [slot.characters.upperBound] + reach.map(\.offsets.upperBound) {
            for start in starts where start < end {
                if let read = readValue(start..<end, parameter, appID, characters, context),
                    Self.isListedChoice(read.value)
                {
                    return read
                }
            }
        }
        return nil
    }

    private func readValue(
        _ offsets: Range<Int>, _ parameter: ParameterDefinition, _ appID: String, _ characters: [Character],
        _ context: UnderstandingContext
    ) -> UnderstoodValue? {
        let words = String(characters[offsets])
        guard let value = slotReader.value(of: words, for: parameter, in: appID, context: context) else { return nil }
        return UnderstoodValue(value: value, text: words, offsets: offsets)
    }
}
