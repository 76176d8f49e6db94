import ErrandCatalog
import ErrandLanguage
import Foundation

extension ConversationEngine {
    /// Adds to `pending` what `text` adds to the request when read as more of its words
    /// ("for pizza" after "pay bob 20 dollars"), and says whether it added anything.
    ///
    /// For answers at the confirmation that no other reading took: yes and no, a value named
    /// outright and a typed change are read first, so "yes please" confirms whatever text the
    /// request dictates. Both the request's words alone and the joined words are read with the
    /// understanding every request gets (`bestInterpretation`); `RequestContinuation` decides
    /// whether the joined reading continues the request. Another request said at the
    /// confirmation ("play kind of blue") reads as another action, so it adds nothing here.
    ///
    /// A request started without its words (a shortcut's step) takes no additions, and neither
    /// does one whose added values are for parameters that do not apply. With `beyond`, the
    /// parameter a question asks for, only an answer that adds a value for another parameter
    /// adds anything: the asked value alone is read as answers are. Such an answer is also read
    /// after the word the phrases put before that parameter (`introducingWord`).
    func addAnswer(
        _ text: String, to pending: inout PendingRequest, action: ActionDefinition, beyond asked: String? = nil,
        context: RequestContext
    ) -> Bool {
        // NB: an answer that is itself another action's request ("play kind of blue") is that
        // request, however the joined words read; and so is this action's said again with other
        // values than the request has ("send 15 to bob for pizza", asked "Which Amy?" about "pay
        // amy 20 dollars"): the person changed their mind, and adds nothing.
        if let alone = bestInterpretation(of: text, context: context, pending: pending),
            alone.source == .template || alone.confidence >= Self.newRequestConfidence
        {
            guard alone.app == pending.app, alone.action == pending.action else { return false }
            let restates = alone.parameters.contains { name, read in
                pending.values[name].map { $0 != read.value } ?? false
            }
            if restates { return false }
        }
        guard let said = pending.said else { return false }
        let current = pending
        var readings = [
            {
                self.continuation(of: said, by: text, pending: current, action: action, context: context)
                    ?? self.replacingContinuation(
                        of: said, by: text, pending: current, action: action, context: context)
            }
        ]
        // NB: "bob for pizza", to "Who do you want to pay?", is also read as "pay 20 dollars to
        // bob for pizza": the phrases' own word before the payee, whatever the model makes of
        // the words run together.
        if let asked, let lead = Self.introducingWord(of: asked, in: action), AnswerParser.words(text).first != lead {
            readings.append {
                self.continuation(
                    of: said + " " + lead, by: text, pending: current, action: action, context: context, request: said)
            }
        }
        // NB: a reading that gives the value asked as well is taken over one that gives only
        // more: "carol for lunch" read as the note alone still has the payee to ask.
        var partial: (RequestContinuation, [String: Value])?
        for reading in readings {
            guard let (continuation, said) = reading() else { continue }
            // NB: one of an app's own values that applies under one value of its parent gives the
            // parent that value: "main street", to "Pickup or delivery?", is a store, and so
            // pickup. Not a value any words make (a place): "main street" is no delivery address.
            var added = said
            var implied = pending.values.merging(
                said.filter { name, _ in
                    if case .custom? = action.parameter(named: name)?.type { return true }
                    return false
                }
            ) { _, new in new }
            ResolutionRules.fillImpliedParents(of: &implied, action: action)
            for (name, value) in implied where pending.values[name] == nil && added[name] == nil {
                added[name] = value
            }
            // NB: only values of parameters that apply once added: "to 5 elm street" is no delivery
            // address for soup picked up at a store. Nor words that are no value of their type,
            // but for the asked one, to be refused by name ("americano" of "order a large
            // americano", to "Which coffee?"): "street" of "harbor street", to "Where to?", is no
            // count of passengers.
            let merged = pending.values.merging(added) { _, new in new }
            let app = catalog.app(pending.app)
            let applying = added.filter { name, value in
                guard let parameter = action.parameter(named: name) else { return false }
                return ResolutionRules.applies(parameter, given: merged)
                    && (name == asked || app?.accepts(value, as: parameter.type) != false)
            }
            guard !applying.isEmpty, applying.keys.contains(where: { $0 != asked }) else { continue }
            if let asked, applying[asked] == nil {
                partial = partial ?? (continuation, applying)
                continue
            }
            take(applying, of: continuation, into: &pending, action: action)
            return true
        }
        guard let (continuation, applying) = partial else { return false }
        // NB: an answer that is wholly a measure of the asked type is that value, not more of
        // the request: "1500 m", to "How far did you go?", is a distance, not 1500 minutes.
        if let asked, let parameter = action.parameter(named: asked), Self.isMeasure(parameter.type),
            let app = catalog.app(pending.app),
            AnswerValueReader.value(
                from: text, as: parameter.type, app: app, now: context.now, timeZone: context.timeZone) != nil
        {
            return false
        }
        take(applying, of: continuation, into: &pending, action: action)
        return true
    }

    /// Whether a value of `type` is a number with or without a unit, read from an answer's words
    /// only when they are wholly one.
    static func isMeasure(_ type: ValueType) -> Bool {
        switch type {
        case .integer, .decimal, .percentage, .currency, .duration, .distance, .temperature: return true
        default: return false
        }
    }

    private func take(
        _ applying: [String: Value], of continuation: RequestContinuation, into pending: inout PendingRequest,
        action: ActionDefinition
    ) {
        for (name, value) in applying {
            pending.values[name] = value
            pending.askEachTime.remove(name)
        }
        pending.addedByAnswer = action.parameters.map(\.id).filter { applying[$0] != nil }
        // NB: the words so far, so a second addition reads after the first.
        pending.said = continuation.joined
        pending.confirmed = false
    }

    /// The word the action's phrases say right before `parameter`, when they say one: "to" of
    /// "(send|pay) {amount} to {payee}".
    static func introducingWord(of parameter: String, in action: ActionDefinition) -> String? {
        let slot = "{" + parameter + "}"
        let words = action.phrases.compactMap { phrase -> String? in
            guard let range = phrase.range(of: " " + slot) else { return nil }
            // NB: a word that starts the phrase is its verb ("pay {payee} back"), not one that
            // introduces the value.
            let earlier = phrase[..<range.lowerBound].split(separator: " ")
            // NB: an optional part's first word is one too: "[for {note}]".
            guard earlier.count > 1, let last = earlier.last else { return nil }
            let before = last.hasPrefix("[") ? last.dropFirst() : last
            return !before.isEmpty && before.allSatisfy(\.isLetter) ? String(before) : nil
        }
        let counts = Dictionary(words.map { ($0, 1) }, uniquingKeysWith: +)
        return counts.max { a, b in (a.value, b.key) < (b.value, a.key) }?.key
    }

    /// The continuation of `said` by `text` and the values it adds to `pending`, when the joined
    /// words read as more of the request (`RequestContinuation.additions`). `request`, the
    /// request's own words when `said` adds a word of the phrases to them, is what the joined
    /// reading is compared with.
    private func continuation(
        of said: String, by text: String, pending: PendingRequest, action: ActionDefinition, context: RequestContext,
        request: String? = nil
    ) -> (RequestContinuation, [String: Value])? {
        guard let continuation = RequestContinuation(said: said, answer: text),
            let reading = bestInterpretation(of: continuation.joined, context: context, pending: pending),
            reading.app == pending.app, reading.action == pending.action,
            let added = continuation.additions(
                reading: reading, original: bestInterpretation(of: request ?? said, context: context, pending: pending),
                pending: pending, action: action)
        else { return nil }
        return (continuation, added)
    }

    /// The continuation of `said`, without the words of one of its numbers, amounts, dates or
    /// lengths of time, by `text` when `text` gives that value again, and another: "25 dollars
    /// for lunch", said to "Which Amy?" about "pay amy 20 dollars", is "pay amy 25 dollars for
    /// lunch". Read after all of the request's words the answer's amount is taken into the
    /// payee ("amy 20 dollars"), and reads as nothing.
    ///
    /// - Complexity: one continuation read for each such value of the request; only answers no
    ///   plain continuation reads get here.
    private func replacingContinuation(
        of said: String, by text: String, pending: PendingRequest, action: ActionDefinition, context: RequestContext
    ) -> (RequestContinuation, [String: Value])? {
        guard let original = bestInterpretation(of: said, context: context, pending: pending),
            original.app == pending.app, original.action == pending.action
        else { return nil }
        for (name, read) in original.parameters.sorted(by: { $0.key < $1.key }) {
            guard action.parameter(named: name)?.type.isBuiltInValue == true,
                let offsets = read.offsets, let shorter = said.removingCharacters(in: [offsets])
            else { continue }
            // NB: with more than the value given again: "one", to "Which Amy?", is no amount.
            if let found = continuation(of: shorter, by: text, pending: pending, action: action, context: context),
                found.1[name] != nil, found.1.count > 1
            {
                return found
            }
        }
        return nil
    }

    /// Keeps the words of `text`, an answer that gave `parameter` its `value`, as more of the
    /// request's words, when the request read with them gives that value: "pay bob", asked
    /// "How much?", "20" is "pay bob 20", so "for lunch" said at the confirmation is read after
    /// it and adds the note. An answer that reads otherwise after the request is not kept.
    func keepWords(
        of text: String, answering parameter: String, value: Value, in pending: inout PendingRequest,
        context: RequestContext
    ) {
        guard let said = pending.said, let continuation = RequestContinuation(said: said, answer: text),
            let reading = bestInterpretation(of: continuation.joined, context: context, pending: pending),
            reading.app == pending.app, reading.action == pending.action,
            let read = reading.parameters[parameter], read.value == value,
            let offsets = read.offsets, continuation.answerOffsets.contains(offsets.lowerBound)
        else { return }
        pending.said = continuation.joined
    }

    /// Marks an added value said after its title, not "with the" title.
    private static let leadingMark = "\u{2}"

    /// `response` led by what the last answer added, when the response does not say it: the
    /// payment's question "Send twenty dollars to Bob Smith?" is the same with a note or
    /// without, so it is led by `OK, with the note "pizza".` A parameter's default is not said,
    /// and a count is said with the noun the summary counts: `OK, with 3 people.`
    func acknowledging(
        _ added: [String], in response: AssistantResponse, values: [String: Value], app: AppDefinition,
        action: ActionDefinition, context: RequestContext
    ) -> AssistantResponse {
        let formatter = ValueFormatter(for: context, app: app)
        let describe = { (name: String) -> String? in
            // NB: a default adds nothing: "the big one" is no news of "the quantity one".
            guard let parameter = action.parameter(named: name), let value = values[name],
                value != parameter.defaultValue
            else { return nil }
            let words = formatter.format(value, type: parameter.type, inSentence: true)
            guard !words.isEmpty, response.speech.range(of: words, options: .caseInsensitive) == nil else { return nil }
            // NB: a count the summary writes a noun after is said with it: "OK, with 3 people.",
            // not "OK, with the passengers 3.".
            if case .integer(let count) = value, let summary = action.summary?.text {
                if let noun = SummaryReading.writtenNoun(after: name, in: summary) {
                    return "\(words) \(count == 1 ? EnglishNouns.singular(of: noun) : EnglishNouns.plural(of: noun))"
                }
                // NB: and a count the summary says before another value is said alone, before
                // it when it was added too: "OK, two large.", not "OK, with the quantity two."
                // ("Order {quantity} {size} {coffee}").
                if summary.contains("{\(name)} {") { return Self.leadingMark + words }
            }
            // NB: people are said with the summary's word before them: "OK, to Bob Smith.", not
            // "OK, with the recipients Bob Smith.".
            if parameter.type.isPeople, let summary = action.summary?.text,
                let before = Self.prepositionBefore(name, in: summary)
            {
                return Self.leadingMark + "\(before) \(words)"
            }
            // NB: a choice among the app's own is said alone: "OK, large.", not "OK, with the
            // size large.".
            if case .custom(let typeName) = parameter.type, app.type(named: typeName)?.isEnumeration == true {
                return Self.leadingMark + words
            }
            let shown = parameter.type == .string ? "\"\(words)\"" : words
            // NB: a title that leads its value is said before it: "OK, paid by Sam.", not "OK,
            // with the paid by sam.".
            if SummaryReading.titleLeadsItsValue(parameter.title) {
                return Self.leadingMark + "\(parameter.title.lowercased()) \(shown)"
            }
            return "the \(parameter.title.lowercased()) \(shown)"
        }
        let unsaid = added.compactMap { name in describe(name).map { (name: name, text: $0) } }
        guard !unsaid.isEmpty else { return response }
        let nouns = unsaid.map(\.text).filter { !$0.hasPrefix(Self.leadingMark) }
        let led = Self.sideBySide(
            unsaid.filter { $0.text.hasPrefix(Self.leadingMark) }.map { ($0.name, String($0.text.dropFirst())) },
            summary: action.summary?.text)
        let parts = (nouns.isEmpty ? [] : ["with " + formatter.list(nouns, conjunction: "and")]) + led
        var acknowledged = response
        acknowledged.speech = "OK, \(parts.joined(separator: ", ")). " + response.speech
        return acknowledged
    }

    /// The words of `pieces` (a parameter's name and its words), those the summary says side
    /// by side ("{quantity} {size}") said so, in its order: "two large" of two and large.
    static func sideBySide(_ pieces: [(name: String, words: String)], summary: String?) -> [String] {
        var runs: [(first: String, last: String, words: String)] = []
        for (name, words) in pieces {
            if let summary, let run = runs.firstIndex(where: { summary.contains("{\($0.last)} {\(name)}") }) {
                runs[run].last = name
                runs[run].words += " " + words
            } else if let summary, let run = runs.firstIndex(where: { summary.contains("{\(name)} {\($0.first)}") }) {
                runs[run].first = name
                runs[run].words = words + " " + runs[run].words
            } else {
                runs.append((name, name, words))
            }
        }
        return runs.map(\.words)
    }

    /// The preposition a summary says right before `name`'s placeholder: "to" of "Send {content}
    /// to {recipients}"; `nil` when another word or none is.
    private static func prepositionBefore(_ name: String, in summary: String) -> String? {
        guard let placeholder = summary.range(of: "{\(name)}") else { return nil }
        let before = summary[..<placeholder.lowerBound].split(separator: " ").last.map { $0.lowercased() }
        return before.flatMap { ["to", "from", "with", "for"].contains($0) ? $0 : nil }
    }
}
