import ErrandCatalog
import ErrandLanguage
import Foundation

/// Writes every assistant turn of an action: follow-up questions, option lists, confirmations,
/// success and errors, for a screen or for voice alone.
///
/// This is the one dialog renderer. It combines the category's default dialog with the app's
/// templates the way the guidelines say: custom confirmation text comes *before* the default
/// question ("Your small latte will be $2.50. Ready to order?"), custom success text *after*
/// the default response ("OK. Ordering. …"). An action that adopts a system intent speaks the
/// intent's own dialog instead of the category's. With a screen the speech is short and a
/// display card carries the details; with voice alone the speech says what the card would show.
/// Responses never name the app.
public struct DialogRenderer: Sendable {
    public var app: AppDefinition
    public var action: ActionDefinition
    public var modality: Modality
    let spoken: ValueFormatter
    private let written: ValueFormatter

    /// At most this many options are offered in one list, as the guidelines ask for short lists.
    public static let maximumOptions = 5

    public init(app: AppDefinition, action: ActionDefinition, modality: Modality, timeZone: TimeZone, now: Date) {
        self.app = app
        self.action = action
        self.modality = modality
        spoken = ValueFormatter(style: .spoken, app: app, timeZone: timeZone, now: now)
        written = ValueFormatter(style: .written, app: app, timeZone: timeZone, now: now)
    }

    private var voice: ValueFormatter { modality == .voiceOnly ? spoken : written }

    // MARK: Resolve

    /// The follow-up question for a missing value, after `reason` when the last value could
    /// not be used; enum and short fixed lists are offered as options.
    public func prompt(for parameter: ParameterDefinition, reason: String?, options: [Value], values: [String: Value])
        -> AssistantResponse
    {
        let question =
            parameter.prompt.map { fill($0, values: values, outputs: [:], formatter: voice) ?? $0 }
            ?? Self.defaultPrompt(for: parameter)
        let shown = Array(options.prefix(Self.maximumOptions))
        return choice(
            kind: .prompt, parameter: parameter, lead: [reason, question].compactMap { $0 }.joined(separator: " "),
            options: shown, values: values)
    }

    /// The question for the hour of a booking said with its day alone: "What time tomorrow?",
    /// after `reason` when the last answer could not be used.
    public func timeOfDayPrompt(
        for parameter: ParameterDefinition, on day: Date, reason: String?, values: [String: Value]
    )
        -> AssistantResponse
    {
        let question = "What time \(voice.day(of: day))?"
        return choice(
            kind: .prompt, parameter: parameter, lead: [reason, question].compactMap { $0 }.joined(separator: " "),
            options: [], values: values)
    }

    /// The question that offers a short list of values for one parameter ("Which Amy?").
    public func disambiguation(
        for parameter: ParameterDefinition, given: Value?, options: [Value], values: [String: Value]
    ) -> AssistantResponse {
        // NB: whole lists that differ in one place are asked about that place: "Which Amy?",
        // not "Which amy and bob?".
        if case .list(let element) = parameter.type, let place = ListChoice(options: options) {
            var item = parameter
            item.type = element
            return disambiguation(
                for: item, given: place.item(of: given), options: options.compactMap(place.item(of:)), values: values)
        }
        let shown = Array(options.prefix(Self.maximumOptions))
        let question: String
        if let given, !voice.format(given, type: parameter.type).isEmpty {
            // NB: the words as the choices write them: "amy" typed, "Which Amy?" asked.
            let said = voice.format(given, type: parameter.type)
            let written = shown.lazy.compactMap { option in
                let text = self.voice.format(option, type: parameter.type)
                return text.range(of: said, options: .caseInsensitive).map { String(text[$0]) }
            }.first
            question = "Which \(written ?? said)?"
        } else {
            question = parameter.prompt ?? Self.defaultPrompt(for: parameter)
        }
        return choice(kind: .disambiguation, parameter: parameter, lead: question, options: shown, values: values)
    }

    /// The yes/no question that checks one proposed value ("Do you want coarse-ground coffee?").
    public func valueConfirmation(
        for parameter: ParameterDefinition, value: Value, dialog: String?, values: [String: Value]
    ) -> AssistantResponse {
        var merged = values
        merged[parameter.id] = value
        let question =
            dialog.flatMap { fill($0, values: merged, outputs: [:], formatter: voice) }
            ?? "Do you want \(voice.format(value, type: parameter.type, inSentence: true))?"
        let card = modality == .screen ? DisplayCard(title: summary(merged), text: question) : nil
        return AssistantResponse(kind: .confirmation, parameter: parameter.id, speech: question, display: card)
    }

    private func choice(
        kind: AssistantResponse.Kind, parameter: ParameterDefinition, lead: String, options: [Value],
        values: [String: Value]
    ) -> AssistantResponse {
        let titles = options.map { written.format($0, type: parameter.type) }
        var speech = lead
        if modality == .voiceOnly, !options.isEmpty {
            // Enum cases read as common words; entities and people keep their names' capitals.
            let said = options.map { option in
                if case .enumCase = option { return spoken.format(option, type: parameter.type, inSentence: true) }
                return spoken.format(option, type: parameter.type)
            }
            // A question that already names every option ("Pickup or delivery?") isn't followed by the list.
            let asked = lead.lowercased()
            if !said.allSatisfy({ asked.contains($0.lowercased()) }) {
                speech += " " + Self.capitalized(written.list(said, conjunction: "or")) + "?"
            }
        }
        let card = modality == .screen ? DisplayCard(title: summary(values), text: lead, options: titles) : nil
        return AssistantResponse(kind: kind, parameter: parameter.id, options: titles, speech: speech, display: card)
    }

    /// The question of which value a change said at the confirmation is for: "Which do you want
    /// to change: the number to 4 or the hours to 4?", with each value's title as an option.
    public func changeChoice(_ changes: [ProposedChange], values: [String: Value]) -> AssistantResponse {
        let parameters = changes.compactMap { action.parameter(named: $0.parameter) }
        let said = zip(changes, parameters).map { change, parameter in
            "\(parameter.valueNoun) to \(voice.format(change.value, type: parameter.type, inSentence: true))"
        }
        let lead = "Which do you want to change: \(written.list(said, conjunction: "or"))?"
        let titles = parameters.map(\.title)
        let card = modality == .screen ? DisplayCard(title: summary(values), text: lead, options: titles) : nil
        return AssistantResponse(kind: .disambiguation, options: titles, speech: lead, display: card)
    }

    // MARK: Confirm and handle

    /// The confirmation of the whole request: custom text, then the default question.
    public func confirmation(values: [String: Value], outputs: [String: Value]) -> AssistantResponse {
        let question: String
        let custom: String?
        let filled = action.dialog.confirmation.flatMap { fill($0, values: values, outputs: outputs, formatter: voice) }
        if action.adoptedIntent != nil, action.dialog.confirmation != nil {
            question = filled ?? action.category.defaultConfirmation(title: action.title)
            custom = nil
        } else if let asked = filled, asked.hasSuffix("?") {
            // NB: an app's confirmation that is a question is asked alone: "Archive milk?", not
            // "Archive milk? Ready to do it?".
            question = asked
            custom = asked
        } else {
            question = action.category.defaultConfirmation(title: action.title)
            custom = filled
        }
        let speech: String
        let card: DisplayCard?
        switch modality {
        case .voiceOnly:
            // An adopted intent's own question already carries the details.
            let asksWithDetails = action.adoptedIntent != nil && action.dialog.confirmation != nil
            // NB: the summary is said only where the app's text is not: not worked out otherwise.
            let summary = asksWithDetails || custom != nil ? nil : spokenSummary(values)
            let details = asksWithDetails ? nil : custom ?? summary.map { $0 + "." }
            if custom == nil, let asked = Self.askingWithTheSummary(question, summary: summary, title: action.title) {
                speech = asked
            } else {
                speech = details == question ? question : [details, question].compactMap { $0 }.joined(separator: " ")
            }
            card = nil
        case .screen:
            speech = question
            card = DisplayCard(
                title: summary(values), text: custom ?? (action.adoptedIntent != nil ? question : nil),
                fields: fields(values: values, outputs: outputs))
        }
        return AssistantResponse(kind: .confirmation, speech: speech, display: card, outputs: outputs)
    }

    /// The question in the title's words with the rest of the spoken summary in it, when the
    /// summary starts with the title: "Ready to top up your wallet with fifteen dollars?", not
    /// "Top up my wallet with fifteen dollars. Ready to top up your wallet?".
    static func askingWithTheSummary(_ question: String, summary: String?, title: String) -> String? {
        guard let summary, question.lowercased() == "ready to \(SecondPerson.spoken(title).lowercased())?",
            summary.lowercased().hasPrefix(title.lowercased() + " ")
        else { return nil }
        return String(question.dropLast()) + summary.dropFirst(title.count) + "?"
    }

    /// The default success response `standard` as said before the app's `custom` text: "OK."
    /// alone when the app's text says its word already ("OK. I added "milk" to your list.", not
    /// "OK. Added. I added …"), or begins with the deed it names in other words ("OK. Playing
    /// Morning Run.", not "OK. Starting. Playing Morning Run."; "OK. Back to Kind of Blue.").
    static func opening(_ standard: String, before custom: String?) -> String {
        guard let custom, standard.hasPrefix("OK. "), standard.hasSuffix(".") else { return standard }
        let word = standard.dropFirst(4).dropLast().lowercased()
        let first = custom.prefix { $0.isLetter }.lowercased()
        if sameDeeds[word]?.contains(first) == true { return "OK." }
        // NB: most texts do not hold the word at all, which says so without tokenizing.
        guard custom.range(of: word, options: .caseInsensitive) != nil else { return standard }
        let said = Tokenizer.tokens(of: custom).map(\.text).joined(separator: " ")
        return " \(said) ".contains(" \(word) ") ? "OK." : standard
    }

    /// Words a success text may begin with that name the deed of a default response's word.
    private static let sameDeeds: [String: Set<String>] = ["starting": ["playing", "resuming", "beginning", "back"]]

    /// The response once the action is handled: the default response, then the custom text. An
    /// answer the app gives to a request for information is said alone: "Tomorrow you have
    /// nothing on your calendar", not after "OK. Here it is." (the guidelines: voice responses
    /// concise, saying what matters).
    public func success(values: [String: Value], outputs: [String: Value]) -> AssistantResponse {
        let custom = action.dialog.success.flatMap { fill($0, values: values, outputs: outputs, formatter: voice) }
        let speech: String
        if action.adoptedIntent != nil || action.category == .information, let custom {
            speech = custom
        } else {
            let opening = Self.opening(action.category.defaultSuccess(title: action.title), before: custom)
            speech = [opening, custom].compactMap { $0 }.joined(separator: " ")
        }
        let card =
            modality == .screen
            // NB: with no success text of the app's, the card says what was said ("OK. Ordering.").
            ? DisplayCard(
                title: summary(values), text: custom ?? speech, fields: fields(values: values, outputs: outputs))
            : nil
        return AssistantResponse(kind: .success, speech: speech, display: card, outputs: outputs)
    }

    /// The error for a failed confirm or handle: the app's named error when it has one, the
    /// failure's own sentence, or the category's default error.
    public func failure(_ failure: HandlerFailure, values: [String: Value]) -> AssistantResponse {
        var merged = values
        merged.merge(failure.values) { _, new in new }
        let named = failure.name.flatMap { name in action.dialog.errors.first { $0.name == name }?.text }
        let speech =
            named.flatMap { fill($0, values: merged, outputs: [:], formatter: voice) } ?? failure.message
            ?? action.category.defaultError
        let card = modality == .screen ? DisplayCard(title: summary(values), text: speech) : nil
        return AssistantResponse(kind: .failure, speech: speech, display: card)
    }

    // MARK: Pieces

    /// The action's summary with the values filled in, placeholders without a value left out
    /// (and a yes/no parameter's no; its yes is its title);
    /// `inSentence` when it is said as a sentence ("Start run workout.", not "Start Run workout.").
    func summary(_ values: [String: Value], formatter: ValueFormatter? = nil, inSentence: Bool = false) -> String? {
        guard let template = action.summary?.text(for: values) else { return action.title }
        let formatter = formatter ?? written
        let marked = Self.sayingTimeFirst(template, values: values)
        let words = SummaryReading.words(of: marked, action: action) { name in
            if let words = Self.timeFirstWords(name, values: values, outputs: [:], formatter: formatter) {
                return words
            }
            // NB: a yes is said as the switch's title ("… with extra rinse"), and a no is left
            // out with the words that lead it, as a value not given is.
            if case .boolean(let flag)? = values[name], let parameter = action.parameter(named: name) {
                return flag ? parameter.title.lowercased() : nil
            }
            return values[name].map {
                formatter.format($0, type: action.parameter(named: name)?.type, inSentence: inSentence)
            }
        }
        return words?.joined(separator: " ") ?? action.title
    }

    /// `template` with each placeholder filled from the parameter values or outputs; `nil`
    /// when a placeholder has no value, so no sentence is said with a hole in it; an optional
    /// part in square brackets is said only when its values are there ("Starting your
    /// {workout}[ for {goal}]."). A noun counted by a value of one is in the singular
    /// ("Archived {count} tasks." with one), and a listed thing counted by any other value in
    /// the plural ("{count} {kind}": "2 kayaks").
    func fill(_ template: String, values: [String: Value], outputs: [String: Value], formatter: ValueFormatter)
        -> String?
    {
        var missing = false
        let template = Placeholders.keepingOptionalParts(of: template) {
            Self.value(named: $0, values: values, outputs: outputs) != nil
        }
        let timeFirst = Self.sayingTimeFirst(template, values: values, outputs: outputs)
        let counted = Self.countedPlaceholders(in: timeFirst, values: values, outputs: outputs)
        let text = Placeholders.fill(timeFirst) { name in
            if let words = Self.timeFirstWords(name, values: values, outputs: outputs, formatter: formatter) {
                return words
            }
            let type = action.parameter(named: name)?.type ?? action.output(named: name)?.type
            guard let value = Self.value(named: name, values: values, outputs: outputs) else {
                missing = true
                return nil
            }
            // NB: a count of one is marked, so the noun it counts agrees: "Archived one task."
            let words = formatter.format(value, type: type, inSentence: true)
            if counted.contains(name) { return Self.pluralizingLastWord(words) }
            return value == .integer(1) ? String(Self.countOfOne) + words : words
        }
        guard !missing else { return nil }
        let agreeing = EnglishNouns.agreeingWithOne(Self.withoutOnBeforeRelativeDays(text), mark: Self.countOfOne)
        return Self.capitalized(EnglishArticles.agreeing(text: agreeing))
    }

    /// `text` without the "on" before a day said relative to today, as a summary reads: "2
    /// tickets for Lizzo tomorrow" of "… for {artist}[ on {date}]", not "on tomorrow".
    static func withoutOnBeforeRelativeDays(_ text: String) -> String {
        guard text.contains("on to") || text.contains("on yesterday") else { return text }
        return text.replacingOccurrences(
            of: #"\bon (?=(today|tomorrow|tonight|yesterday)\b)"#, with: "", options: .regularExpression)
    }

    /// The value a placeholder names: a parameter's or an output's, or a property of an entity
    /// one ("{event.start}": when the event given back starts).
    static func value(named name: String, values: [String: Value], outputs: [String: Value]) -> Value? {
        if let value = values[name] ?? outputs[name] { return value }
        guard let dot = name.firstIndex(of: "."),
            case .entity(let entity)? = values[String(name[..<dot])] ?? outputs[String(name[..<dot])]
        else { return nil }
        return entity.properties[String(name[name.index(after: dot)...])]
    }

    private func fields(values: [String: Value], outputs: [String: Value]) -> [DisplayCard.Field] {
        var result: [DisplayCard.Field] = []
        for parameter in action.parameters {
            guard let value = values[parameter.id] else { continue }
            result.append(DisplayCard.Field(label: parameter.title, value: written.format(value, type: parameter.type)))
        }
        for output in action.outputs {
            guard let value = outputs[output.id] else { continue }
            let text = written.format(value, type: output.type)
            // NB: an output that gives back a value shown already (the title of the event
            // named, "Workout: run" under "Workout: Run") is not shown twice.
            guard !result.contains(where: { $0.value.lowercased() == text.lowercased() }) else { continue }
            result.append(DisplayCard.Field(label: output.title ?? Self.capitalized(output.id), value: text))
        }
        return result
    }

    /// The question asked for a parameter that has no prompt of its own: "Which size?" for a
    /// choice, "When?" for a date or time (a title like "Due" makes no "What due?"), "What
    /// note?" for the rest.
    static func defaultPrompt(for parameter: ParameterDefinition) -> String {
        let noun = parameter.title.lowercased()
        switch parameter.type {
        case .date, .time, .dateTime: return "When?"
        default: return parameter.type.customTypeName != nil ? "Which \(noun)?" : "What \(noun)?"
        }
    }

    /// Marks a count of one in a filled template.
    private static let countOfOne: Character = "\u{3}"

    static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
