import ErrandCatalog
import ErrandLanguage
import Foundation

extension ConversationEngine {
    /// The choices of the request's parameter `text` asks about, then the open question again;
    /// `nil` when `text` asks about none.
    ///
    /// At any question of a request a person may ask what a value can be, in the parameter's
    /// own word, plural ("what sizes do you have", "which soups are there") or as a kind ("what
    /// kinds of soup are there", "what are the size options"): the guidelines' follow-up
    /// questions name the choices when they ask for one, and a person asking about another
    /// parameter ("what sizes" at a latte's confirmation) hears its choices too, then says one
    /// ("large"), which changes the request as any value said at a question does.
    func choicesAsked(
        in text: String, question: Question, pending: PendingRequest, app: AppDefinition, action: ActionDefinition,
        context: RequestContext
    ) async -> AssistantResponse? {
        let words = Self.choiceQuestion(text)
        guard let first = words.first, Self.choiceQuestionWords.contains(first) else { return nil }
        let asked = action.parameters.first { Self.asksAbout($0, in: words, given: pending.values, app: app) }
        guard let parameter = asked else { return nil }
        // NB: the choices the question offers, when it is about this parameter, else those the app
        // offers now: the soups not sold out, not every soup.
        let offered =
            question.parameter == parameter.id
            ? question.options
            : await offeredNow(for: parameter, given: pending.values, of: action, in: app, context: context) ?? []
        let choices = offered.isEmpty ? AnswerParser.namedChoices(for: parameter, app: app).map(\.1) : offered
        let formatter = ValueFormatter(for: context, app: app)
        let said = choices.map { formatter.format($0, type: parameter.type, inSentence: true) }
        var turn = render(question.withoutReason, pending: pending, app: app, action: action, context: context)
        // NB: a question that names the choices ("Which soup? Tomato Soup, …") is enough.
        guard !said.allSatisfy({ turn.speech.range(of: $0, options: .caseInsensitive) != nil }) else { return turn }
        turn.speech = "You can choose \(formatter.list(said, conjunction: "or")). " + turn.speech
        return turn
    }

    /// The choices of the one parameter `text` asks about with nothing open ("what soups do you
    /// have"), with the request that takes one; of parameters of several kinds, each kind's, said
    /// with what it is for ("what sizes": "To order coffee, you can choose small or large. To
    /// order soup, …"); `nil` when it asks about no parameter. The choices of one app make it
    /// the app last talked to (`ConversationSession.lastApp`).
    func choicesAskedOutright(
        _ text: String, in session: inout ConversationSession, context: RequestContext
    ) async -> AssistantResponse? {
        let words = Self.choiceQuestion(text)
        guard let first = words.first, Self.choiceQuestionWords.contains(first) else { return nil }
        var found: [(app: AppDefinition, action: ActionDefinition, parameter: ParameterDefinition)] = []
        let asksWhatToOrder = Self.asksWhatCanBeOrdered(words)
        for app in catalog.apps {
            for action in app.actions {
                if asksWhatToOrder {
                    // NB: what an order is of: its key parameter, or its first that is asked for.
                    let ordered =
                        action.parameters.first { $0.id == action.keyParameter }
                        ?? action.parameters.first { $0.isRequired && $0.defaultValue == nil }
                    if action.category == .order, let ordered,
                        AnswerParser.namedChoices(for: ordered, app: app).count >= 2
                    {
                        found.append((app, action, ordered))
                    }
                    continue
                }
                for parameter in action.parameters where Self.asksAbout(parameter, in: words, given: [:], app: app) {
                    found.append((app, action, parameter))
                }
            }
        }
        guard let (app, action, parameter) = found.first else { return nil }
        guard found.allSatisfy({ $0.app.id == app.id && $0.parameter.type == parameter.type }) else {
            // NB: one kind an app, the first action that takes it: "sizes" of coffee and of soup.
            var kinds: [(app: AppDefinition, action: ActionDefinition, parameter: ParameterDefinition)] = []
            for each in found where !kinds.contains(where: { $0.app.id == each.app.id }) { kinds.append(each) }
            var speech: [String] = []
            for kind in kinds.prefix(Self.kindsOfChoicesSaid) {
                let said = await choices(of: kind.parameter, of: kind.action, in: kind.app, context: context)
                speech.append("To \(kind.action.title.lowercased()), you can choose \(said).")
            }
            return AssistantResponse(kind: .notUnderstood, speech: speech.joined(separator: " "))
        }
        var speech = "You can choose \(await choices(of: parameter, of: action, in: app, context: context))."
        if let example = ExampleRequest.sentence(for: action, in: app) { speech += " Try \"\(example)\"." }
        session.lastApp = app.id
        return AssistantResponse(kind: .notUnderstood, speech: speech)
    }

    /// Whether `words` ask what can be ordered ("what can i order", "what do you have"): each
    /// order's choices answer it.
    static func asksWhatCanBeOrdered(_ words: [String]) -> Bool {
        guard words.count <= 5, words.count >= 4 else { return false }
        let asked = Array(words.prefix(4))
        let rest = words.dropFirst(4)
        guard rest.allSatisfy({ ["here", "today", "now"].contains($0) }) else { return false }
        return asked[0] == "what"
            && (asked[1...2] == ["can", "i"] && ["order", "get", "buy", "have"].contains(asked[3])
                || asked[1...2] == ["do", "you"] && ["have", "sell", "serve", "offer"].contains(asked[3]))
    }

    /// At most this many kinds of choices are said for one question: more is too long to hear.
    static let kindsOfChoicesSaid = 3

    /// The choices of `parameter` of `action`, said as a list: "small or large"; those the app
    /// offers now, when it says (`offeredNow`), else every named one.
    private func choices(
        of parameter: ParameterDefinition, of action: ActionDefinition, in app: AppDefinition, context: RequestContext
    ) async -> String {
        let formatter = ValueFormatter(
            style: .written, app: app, timeZone: .current, now: Date(timeIntervalSince1970: 0))
        let offered =
            await offeredNow(for: parameter, given: [:], of: action, in: app, context: context)
            ?? AnswerParser.namedChoices(for: parameter, app: app).map(\.1)
        return formatter.list(
            offered.map { formatter.format($0, type: parameter.type, inSentence: true) }, conjunction: "or")
    }

    /// The choices the app offers now for `parameter`, with `values` given and it left out (the
    /// soups not sold out, the stores open), as its resolve says when asking for it; `nil` when
    /// it names none, or has no handler here, or fails.
    ///
    /// Asked "which soups are there", the choices the app would offer are said, not every soup
    /// it knows: a sold-out soup was listed, then refused when chosen.
    func offeredNow(
        for parameter: ParameterDefinition, given values: [String: Value], of action: ActionDefinition,
        in app: AppDefinition, context: RequestContext
    ) async -> [Value]? {
        guard let handler = handlers.handler(for: app.id) else { return nil }
        var values = values
        values[parameter.id] = nil
        let resolved: [String: ParameterResolution]
        do {
            resolved = try await handler.resolve(
                ActionRequest(app: app.id, action: action.id, values: values, context: context))
        } catch {
            return nil
        }
        switch resolved[parameter.id] {
        case .needsValue(let options?)?, .unsupported(_, let options?)?, .disambiguation(let options)?:
            return options.isEmpty ? nil : options
        default: return nil
        }
    }

    /// Words a question about the choices starts with.
    static let choiceQuestionWords: Set<String> = ["what", "which", "what's", "whats"]

    /// The words of `text` after the interjections a question may start with: "wait, what
    /// soups are there?", to "What's the delivery address?", asks the soups (it was taken for
    /// the address "Wait, What Soups Are There?").
    static func choiceQuestion(_ text: String) -> [String] {
        let words = AnswerParser.words(text)
        var first = 0
        while first < words.count {
            if interjections.contains(words[first]) {
                first += 1
            } else if first + 1 < words.count, words[first] == "hold", words[first + 1] == "on" {
                first += 2
            } else {
                break
            }
        }
        return Array(words[first...])
    }

    private static let interjections: Set<String> = [
        "wait", "sorry", "actually", "hmm", "hm", "um", "uh", "oh", "ok", "okay", "so", "well", "but", "and", "hey",
    ]

    /// Whether `words` ask about `parameter`'s choices: its title in the plural ("sizes"), or
    /// after "kinds of", "types of", "sorts of", or before "options" or "choices". Only a
    /// parameter with two or more named choices that applies to the request is asked about.
    ///
    /// - Complexity: the words are looked at first; the parameter's choices are listed only
    ///   when they name it, since every "what …" said with nothing open asks each parameter.
    private static func asksAbout(
        _ parameter: ParameterDefinition, in words: [String], given values: [String: Value], app: AppDefinition
    ) -> Bool {
        let title = AnswerParser.words(parameter.title)
        guard title.count == 1, let noun = title.first, name(noun, isAskedAboutIn: words) else { return false }
        return ResolutionRules.applies(parameter, given: values)
            && AnswerParser.namedChoices(for: parameter, app: app).count >= 2
    }

    /// Whether `words` name `noun` in the plural, or after "kinds of" (…) or before "options".
    /// Not the plural said after "on" or "in": "what's on my lists" asks what they hold (it was
    /// "You can choose inbox, groceries, or work.").
    private static func name(_ noun: String, isAskedAboutIn words: [String]) -> Bool {
        for (index, word) in words.enumerated() {
            if word == EnglishNouns.plural(of: noun) {
                let before = words[..<index].last { !["my", "the", "all", "your", "our", "of"].contains($0) }
                return before != "on" && before != "in"
            }
            guard word == noun else { continue }
            let before = index >= 2 ? words[index - 2] + " " + words[index - 1] : ""
            let after = index + 1 < words.count ? words[index + 1] : ""
            if ["kinds of", "kind of", "types of", "type of", "sorts of", "sort of"].contains(before)
                || ["options", "choices"].contains(after)
            {
                return true
            }
        }
        return false
    }
}
