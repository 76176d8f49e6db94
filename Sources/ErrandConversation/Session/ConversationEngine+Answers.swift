import ErrandCatalog
import ErrandLanguage
import Foundation

extension ConversationEngine {
    /// Reads `text` as an answer to `question`, updating `pending`: yes/no, a choice, a value
    /// for the asked parameter, or a value for another one ("actually make it large"); at the
    /// confirmation, last, more words of the request ("for pizza", `addAnswer`).
    func reading(
        _ text: String, answering question: Question, pending: inout PendingRequest, action: ActionDefinition,
        app: AppDefinition, context: RequestContext
    ) -> AnswerReading {
        switch question {
        case .changeWhich(let changes):
            return readingChangeChoice(
                text, among: changes, pending: &pending, action: action, app: app, context: context)
        case .confirmAction, .retryHandle:
            if case .confirmAction = question {
                if let change = changeAtConfirmation(
                    text, pending: &pending, action: action, app: app, context: context)
                {
                    return change
                }
                // NB: "yes, make it two" and "sure, two of them" change the order, confirmed anew;
                // the yes went through with one.
                if let rest = AnswerParser.afterYes(text),
                    let change = changeAfterYes(rest, pending: &pending, action: action, app: app, context: context)
                {
                    return change
                }
                if Self.asksAChange(text) {
                    // NB: "make it iced", of a coffee that is never iced, names "iced".
                    guard let unread = unreadAddition(text, app: app, action: action) else { return .unread }
                    pending.unreadInAnswer = unread
                    return .updated
                }
                // NB: before no: "no sugar please" asks for an order without sugar, not no order.
                if AnswerParser.words(text).first == "no", let unread = unreadAddition(text, app: app, action: action) {
                    pending.unreadInAnswer = unread
                    return .updated
                }
            }
            if let yes = AnswerParser.yesOrNo(text) { return yes ? .confirmed : .declined }
            // NB: after yes and no: "yes please" confirms, though a message's words could go on.
            if case .confirmAction = question, addAnswer(text, to: &pending, action: action, context: context) {
                return .updated
            }
            // NB: "a large one" for a large latte says again what the request already has: the
            // question is asked again as it was, with no apology for an answer that was heard.
            if case .confirmAction = question, Self.restates(text, pending: pending, action: action, app: app) {
                return .updated
            }
            // NB: "how much is it", asked of an order, is answered by its confirmation, which
            // says the cost (or shows it), asked again with no apology.
            if case .confirmAction = question, action.category.hasFinancialImpact, AnswerParser.asksTheCost(text) {
                return .updated
            }
            // NB: "with oat milk", which the app does not read, is named, not "Sorry, I didn't catch that."
            if case .confirmAction = question, let unread = unreadAddition(text, app: app, action: action) {
                pending.unreadInAnswer = unread
                return .updated
            }
            return .unread
        case .confirmValue(let parameter, let value, _):
            // "No, medium" answers with another value of the same parameter.
            let mentioned = AnswerParser.mentionedValues(in: text, action: action, app: app)
            if let other = mentioned[parameter], other != value {
                pending.values[parameter] = other
                pending.accepted[parameter] = other
                pending.declined[parameter] = value
                return .updated
            }
            if let yes = AnswerParser.yesOrNo(text) {
                if yes {
                    pending.accepted[parameter] = value
                    pending.values[parameter] = value
                } else {
                    // NB: the value is asked for, not filled by a default the person did not choose.
                    pending.declined[parameter] = value
                    pending.values[parameter] = nil
                    pending.askEachTime.insert(parameter)
                }
                return .updated
            }
            if let definition = action.parameter(named: parameter),
                let chosen = typedValue(
                    text, for: definition, options: [], app: app, context: context, pending: pending)
            {
                pending.values[parameter] = chosen
                pending.accepted[parameter] = chosen
                return .updated
            }
            // NB: "elm street", to "Pick it up at Main Street?", is another store, refused by name.
            if let definition = action.parameter(named: parameter),
                let named = Self.namedNonChoice(text, for: definition, app: app)
            {
                pending.values[parameter] = named
                pending.declined[parameter] = value
                return .updated
            }
            return changeValues(text, pending: &pending, action: action, app: app) ? .updated : .unread
        case .disambiguation(let parameter, _, let options):
            if let index = AnswerParser.choice(
                in: text, names: names(of: options, parameter: parameter, action: action, app: app))
            {
                pending.values[parameter] = options[index]
                return .updated
            }
            // NB: "both of them", to a choice of one value, is no other value: not the color "them".
            if AnswerParser.choosesEveryOption(text), !Self.takesAList(parameter, of: action) { return .unread }
            if changeValues(text, pending: &pending, action: action, app: app, except: parameter) { return .updated }
            // NB: "both", to "Which Amy?" about a message, sends it to both Amys.
            if Self.takesAList(parameter, of: action), AnswerParser.choosesEveryOption(text),
                let every = ListChoice.everyOption(options)
            {
                pending.values[parameter] = every
                return .updated
            }
            // NB: "make it 25" or "change the amount to 25", to "Which Amy?" about "pay amy 20
            // dollars", changes the amount; Amy is asked about again, led by the change. Only a
            // change said as one: "one" alone is no quantity here.
            if let change = namedChange(in: text, action: action, app: app, pending: pending, context: context)
                ?? (Self.saysChange(text)
                    ? typedChange(in: text, action: action, app: app, pending: pending, context: context) : nil),
                pending.values[change.parameter] != change.value
            {
                pending.values[change.parameter] = change.value
                // NB: the value asked about, named ("change the recipient to bob"), is the answer.
                pending.addedByAnswer = change.parameter == parameter ? [] : [change.parameter]
                return .updated
            }
            // NB: "20 dollars for lunch", to "Which Amy?", says more of the payment; Amy is asked
            // about again, led by what was added.
            if addAnswer(text, to: &pending, action: action, context: context) { return .updated }
            // "Neither": none of the options is it, so the value is asked for afresh.
            guard AnswerParser.rejectsEveryOption(text) else { return .unread }
            pending.values[parameter] = nil
            pending.askEachTime.insert(parameter)
            return .updated
        case .value(let parameter, _, let options):
            guard let definition = action.parameter(named: parameter) else { return .unread }
            if let read = answeringAsked(
                text, for: definition, options: options, pending: &pending, action: action, app: app,
                context: context)
            {
                return read
            }
            if let change = changeForAName(
                text, asked: definition, pending: &pending, action: action, app: app, context: context)
                ?? personInsteadOfText(
                    text, asked: definition, pending: &pending, action: action, app: app, context: context)
            {
                return change
            }
            if !options.isEmpty, AnswerParser.choosesEveryOption(text), !Self.takesAList(parameter, of: action) {
                return .unread
            }
            if !options.isEmpty,
                let index = AnswerParser.choice(
                    in: text, names: names(of: options, parameter: parameter, action: action, app: app))
            {
                pending.values[parameter] = options[index]
                pending.askEachTime.remove(parameter)
                return .updated
            }
            // NB: an answer that says more than the value asked is more of the request's words:
            // "to bob saying hi", to "Who do you want to send it to?" after "send a message", is
            // the recipient and the message; "bob for pizza", to "Who do you want to pay?", the
            // payee and the note. Not a time alone ("10:30", to "When did you go to bed?").
            let mentioned = AnswerParser.mentionedValues(in: text, action: action, app: app)
            // NB: nor a number wholly of the type asked ("seventy eight point five", "300
            // dollars", to "How much?"), which the request's words read otherwise: 70 and the
            // note "point five", the currency "dollars" and no amount.
            if definition.type.isNumeric, AnswerParser.words(text).count > 1,
                let whole = typedValue(
                    text, for: definition, options: options, app: app, context: context, pending: pending)
            {
                pending.values[parameter] = whole
                pending.askEachTime.remove(parameter)
                return .updated
            }
            let before = pending
            let namesTheAsked = Self.namesTheAsked(text, definition)
            if definition.type != .string, AnswerParser.words(text).count > 1, !namesTheAsked,
                !AnswerValueReader.isPlainTime(
                    text, as: definition.type, app: app, now: context.now, timeZone: context.timeZone),
                addAnswer(text, to: &pending, action: action, beyond: parameter, context: context),
                !Self.dividesOneName(text, asked: definition, before: before, after: pending, action: action, app: app)
                    || mentioned[parameter] != nil
            {
                // NB: the asked value the joined words' reading missed, when the answer names one
                // of its choices: "run for 30 minutes", to "Which workout?", is the run too.
                if pending.values[parameter] == nil, let asked = mentioned[parameter],
                    options.isEmpty || options.contains(asked)
                {
                    pending.values[parameter] = asked
                }
                // NB: the answer is not said back ("OK, with the soup tomato soup").
                pending.addedByAnswer.removeAll { $0 == parameter }
                if pending.values[parameter] != nil { pending.askEachTime.remove(parameter) }
                return .updated
            }
            // NB: a reading with the request's words that was not taken leaves nothing behind.
            pending = before
            // NB: only values of parameters that apply ("12 Main Street" answers "What's the
            // delivery address?", though Main Street is also a store for pickup); not one of the
            // type a list asked holds ("sam and priya", to "Who should it be split among?"), nor
            // another of the asked one's type when the words are a value of it ("10:30").
            let answersAsked =
                mentioned[parameter] == nil
                && typedValue(text, for: definition, options: options, app: app, context: context, pending: pending)
                    != nil
            let others = mentioned.filter {
                $0.key != parameter && !namesTheAsked
                    && action.parameter(named: $0.key).map {
                        ResolutionRules.applies($0, given: pending.values) && definition.type != .list($0.type)
                            && !(answersAsked && $0.type == definition.type)
                    } ?? false
            }
            if definition.type != .string || options.isEmpty == false, !others.isEmpty {
                // NB: the value asked for may be said with them: "a large latte", to "Which
                // coffee?", is the latte too. When it is, the question is not asked again, and
                // what was added needs no word before the turn that says it.
                if let asked = mentioned[parameter], options.isEmpty || options.contains(asked) {
                    pending.values[parameter] = asked
                    pending.askEachTime.remove(parameter)
                } else if restatesRequest(text, givingValueOf: parameter, pending: pending, context: context) {
                    // NB: "order a large americano", to "Which coffee?", is the request said
                    // again: its drink is refused by name, rather than only its size taken.
                    return .unread
                } else {
                    // NB: said before the question is asked again ("OK, with the size bowl.").
                    pending.addedByAnswer = action.parameters.map(\.id).filter {
                        others[$0] != nil && others[$0] != pending.values[$0]
                    }
                }
                pending.values.merge(others) { _, new in new }
                pending.confirmed = false
                return .updated
            }
            // NB: "yes" or "no" is no one's name, and no place's, nor a choice of several ("Which
            // event? Design review or Lunch?"), nor text a "which" question asks for ("Which zone
            // are you parked in?"): the question is asked again.
            if Self.readsAnyWords(definition.type) || !options.isEmpty || definition.asksForAName,
                AnswerParser.yesOrNo(text) != nil
            {
                return .unread
            }
            // NB: "tell him I'm running late", to "What do you want to say?", says "I'm running late".
            let said =
                action.category == .share && definition.type == .string
                ? ReportedSpeech.message(in: text) : definition.withoutOwnNoun(text)
            if let value = typedValue(
                said, for: definition, options: options, app: app, context: context, pending: pending)
            {
                pending.values[parameter] = value
                pending.askEachTime.remove(parameter)
                keepWords(of: text, answering: parameter, value: value, in: &pending, context: context)
                return .updated
            }
            if let named = childChoiceNamed(in: text, answering: definition, action: action, app: app, pending: pending)
            {
                pending.values[parameter] = named.parent
                pending.values[named.child] = named.value
                pending.askEachTime.subtract([parameter, named.child])
                return .updated
            }
            // NB: a short answer to a list of choices that names none of them is refused by name,
            // whole, whatever the model makes of its words: "Sorry, tea isn't one of the choices."
            if let named = Self.namedNonChoice(text, for: definition, app: app) {
                pending.values[parameter] = named
                pending.askEachTime.remove(parameter)
                return .updated
            }
            // NB: "20 dollars for lunch" to "How much?" answers it and adds the note. An answer
            // that does not is unread, and changes nothing: "yes", to "How much?", is no
            // recipient "yes".
            if addAnswer(text, to: &pending, action: action, context: context), pending.values[parameter] != nil {
                pending.askEachTime.remove(parameter)
                return .updated
            }
            pending = before
            return .unread
        }
    }

    /// `pending` with a value changed at the confirmation, to be confirmed again.
    static func taking(_ change: (parameter: String, value: Value), into pending: inout PendingRequest)
        -> AnswerReading
    {
        pending.values[change.parameter] = change.value
        pending.askEachTime.remove(change.parameter)
        pending.confirmed = false
        return .updated
    }

    /// A value for `parameter` of `pending` read from the whole answer.
    func typedValue(
        _ text: String, for parameter: ParameterDefinition, options: [Value], app: AppDefinition,
        context: RequestContext, pending: PendingRequest
    ) -> Value? {
        if let picked = pickedChoice(text, for: parameter, options: options, app: app, pending: pending) {
            return picked
        }
        guard
            let value = AnswerValueReader.value(
                from: text, as: parameter.type, app: app, now: context.now, timeZone: context.timeZone,
                hoursRead: hoursRead(for: pending), hourOfADay: hourOfADay(for: pending),
                readsPastTimes: Self.readsPastTimes(for: pending, asking: parameter),
                timeOfDayIsNext: parameter.type == .time && !hasADay(pending))
        else {
            // NB: "15", to "For how long?", is 15 of the unit of the usual length of time.
            guard parameter.type == .duration, let count = AnswerValueReader.decimal(AnswerParser.words(text)) else {
                return nil
            }
            return parameter.lengthOfTime(count: count).map(Value.duration)
        }
        // An answer to a list of choices must name one of them.
        if !AnswerParser.namedChoices(for: parameter, app: app).isEmpty, case .string = value { return nil }
        return value
    }

    /// The words of a short answer that names something, for a parameter with a list of
    /// choices it names none of: kept as text, for resolution to refuse by name ("Sorry, tea
    /// isn't one of the choices."). `nil` for other parameters and answers.
    private static func namedNonChoice(_ text: String, for parameter: ParameterDefinition, app: AppDefinition)
        -> Value?
    {
        guard !AnswerParser.namedChoices(for: parameter, app: app).isEmpty,
            let named = AnswerParser.namesSomething(text)
        else { return nil }
        return .string(named)
    }

    /// Whether `text` reads as the pending request's own action, said again with words for
    /// `parameter` (which name none of its choices).
    private func restatesRequest(
        _ text: String, givingValueOf parameter: String, pending: PendingRequest, context: RequestContext
    ) -> Bool {
        guard let reading = bestInterpretation(of: text, context: context, pending: nil) else { return false }
        return reading.app == pending.app && reading.action == pending.action && reading.parameters[parameter] != nil
    }

    /// Whether `text` names values of the request, every one of them the value it already has.
    private static func restates(
        _ text: String, pending: PendingRequest, action: ActionDefinition, app: AppDefinition
    ) -> Bool {
        let mentioned = AnswerParser.mentionedValues(in: text, action: action, app: app)
        return !mentioned.isEmpty && mentioned.allSatisfy { pending.values[$0.key] == $0.value }
    }

    /// Applies values the answer names for parameters other than `except`; whether any changed.
    func changeValues(
        _ text: String, pending: inout PendingRequest, action: ActionDefinition, app: AppDefinition,
        except: String? = nil
    ) -> Bool {
        let mentioned = AnswerParser.mentionedValues(in: text, action: action, app: app).filter { $0.key != except }
        let changed = mentioned.filter { pending.values[$0.key] != $0.value }
        guard !changed.isEmpty else { return false }
        pending.values.merge(changed) { _, new in new }
        for name in changed.keys { pending.askEachTime.remove(name) }
        return true
    }

    /// The names a person may use for each offered value: its title, and the synonyms of the
    /// enum case or entity it is.
    func names(of options: [Value], parameter: String, action: ActionDefinition, app: AppDefinition) -> [[String]] {
        let formatter = ValueFormatter(
            style: .written, app: app, timeZone: .current, now: Date(timeIntervalSince1970: 0))
        let type = action.parameter(named: parameter)?.type
        let listed = action.parameter(named: parameter).map { AnswerParser.namedChoices(for: $0, app: app) } ?? []
        let place = ListChoice(options: options)
        return options.map { option in
            var names = [formatter.format(option, type: type)]
            if let match = listed.first(where: { $0.1 == option }) { names += match.0 }
            if case .person(let person) = option, let handle = person.handle { names.append(handle) }
            if case .list(let items) = option, items.count == 1, let only = items.first {
                names.append(formatter.format(only))
            }
            // NB: lists offered for the one place they differ in are named by it: "Amy Chen".
            if let item = place?.item(of: option) { names.append(formatter.format(item)) }
            return names
        }
    }
}
