import ErrandCatalog
import ErrandLanguage
import Foundation

/// Runs conversations: understands a request, resolves its parameters with follow-up
/// questions, confirms it, authenticates, handles it exactly once and says what was done.
///
/// Pure logic around its collaborators: the catalog, the handlers, understanding and the
/// authenticator are given, and every turn gets its own `RequestContext` (now, time zone,
/// modality), so replaying a conversation gives the same turns.
///
/// ```swift
/// let engine = ConversationEngine(catalog: catalog, handlers: handlers, understanding: understanding)
/// var session = ConversationSession(id: "s1")
/// let turn = await engine.respond(to: "order a latte", in: &session, context: context)
/// print(turn.speech)   // "Ready to order?"
/// ```
public struct ConversationEngine: Sendable {
    public var catalog: Catalog
    public var handlers: HandlerRegistry
    public var understanding: any RequestUnderstanding
    public var authenticator: any Authenticator
    /// Readings less sure than this are not acted on.
    public var minimumConfidence: Double
    /// Told of each action handled successfully (to donate it), if any.
    public var observer: (any PerformedActionObserver)?
    /// What the person usually asks for, for "order my usual"; `nil` when nothing is known.
    public var habits: (any PersonalHabits)?

    public init(
        catalog: Catalog, handlers: HandlerRegistry, understanding: any RequestUnderstanding,
        authenticator: any Authenticator = SessionAuthenticator(isAuthenticated: true), minimumConfidence: Double = 0.3,
        observer: (any PerformedActionObserver)? = nil, habits: (any PersonalHabits)? = nil
    ) {
        self.catalog = catalog
        self.handlers = handlers
        self.understanding = understanding
        self.authenticator = authenticator
        self.minimumConfidence = minimumConfidence
        self.observer = observer
        self.habits = habits
    }

    /// The assistant's turn after the person says `text`: an answer to the pending question,
    /// a change of a value, a cancellation, or a new request — or, asked to ("say that again"),
    /// the last turn once more, with whatever it asked still open.
    public func respond(to text: String, in session: inout ConversationSession, context: RequestContext) async
        -> AssistantResponse
    {
        let (text, beyond) = namingTheListed(in: Disfluencies.blanked(text), session: session)
        // NB: a place past the end of the list is said, and the list is still there to point at.
        if let beyond { return beyond }
        if Self.asksToRepeat(text) { return session.lastResponse ?? Self.nothingSaidYet }
        let response = await turn(after: text, in: &session, context: context)
        session.lastResponse = response
        return response
    }

    /// The turn after `text`, other than a repeat.
    private func turn(after text: String, in session: inout ConversationSession, context: RequestContext) async
        -> AssistantResponse
    {
        if var pending = session.pending, let question = pending.question {
            if AnswerParser.isCancel(text) {
                session.pending = nil
                return Self.cancelled
            }
            guard let app = catalog.app(pending.app), let action = app.action(named: pending.action) else {
                session.pending = nil
                return Self.notUnderstood
            }
            let answeringText = question.parameter.map { action.parameter(named: $0)?.type == .string } ?? false
            if AnswerParser.asksForAMoment(text, answeringText: answeringText) {
                return render(question.withoutReason, pending: pending, app: app, action: action, context: context)
                    .waitedFor
            }
            // NB: "tell her I'll call later", said when asked "Which Amy?", is about the Amy asked
            // about: "tell amy I'll call later", which asks again with the message.
            // NB: "and make it two" is the change "make it two" (`changeAfterALead`).
            let text = Self.namingThePeopleAsked(
                in: Self.changeAfterALead(text) ?? text, question: question, action: action)
            if let help = helpWith(question, said: text, pending: pending, app: app, action: action, context: context) {
                return help
            }
            if let choices = await choicesAsked(
                in: text, question: question, pending: pending, app: app, action: action, context: context)
            {
                return choices
            }
            if let usual = await answeringWithUsual(text, question: question, in: &session, context: context) {
                return usual
            }
            if let answered = await aside(
                text, question: question, pending: pending, app: app, action: action, in: &session, context: context)
            {
                return answered
            }
            if let request = newRequest(
                in: text, answering: question, pending: pending, action: action, context: context)
            {
                // NB: a template reading, so no contested choices: `said` only keeps the words.
                return await start(request, said: text, in: &session, context: context)
            }
            switch readingAnswer(
                text, answering: question, pending: &pending, action: action, app: app, context: context)
            {
            case .updated:
                let added = pending.addedByAnswer
                let unread = pending.unreadInAnswer
                pending.addedByAnswer = []
                pending.unreadInAnswer = []
                pending.question = nil
                session.pending = pending
                let response = await advance(&session, context: context)
                if let instead = requestInstead(of: text, answering: question, in: session, context: context) {
                    return await take(instead, in: &session, context: context)
                }
                return noticing(
                    unread,
                    before: acknowledging(
                        added, in: response, values: session.pending?.values ?? pending.values, app: app,
                        action: action, context: context), app: app, action: action, context: context)
            case .confirmed:
                pending.confirmed = true
                session.pending = pending
                return await authenticateAndHandle(&session, app: app, action: action, context: context)
            case .declined:
                session.pending = nil
                return Self.declined(action)
            case .asking(let next):
                pending.question = next
                session.pending = pending
                return render(next, pending: pending, app: app, action: action, context: context)
            case .unread:
                // NB: another action only when said as surely as a new request mid-question: a
                // model's guess at "send it to amy lee instead", said to a message's
                // confirmation, is no payment.
                // Nor another value of this action where the answer named the one asked ("court
                // 3", to "Which court?", is no 3 players).
                if let best = bestInterpretation(of: text, context: context, pending: pending),
                    best.app == pending.app && best.action == pending.action
                        ? !best.parameters.isEmpty && !answerNamesTheAsked(text, question, action, best)
                        : isSure(best)
                {
                    if let answered = await aside(
                        best, question: question, pending: pending, app: app, action: action, in: &session,
                        context: context)
                    {
                        return answered
                    }
                    session.pending = pending
                    return await take(best, in: &session, context: context)
                }
                // NB: asked again without the reason it was first asked with ("Sorry, I can't
                // use …"): one apology a turn.
                return render(question.withoutReason, pending: pending, app: app, action: action, context: context)
                    .askedAgain
            }
        }
        if let stopped = await stoppingWhatIsUnderWay(text, in: &session, context: context) { return stopped }
        if let cancelled = await cancellingWhatWasAskedAbout(text, in: &session, context: context) { return cancelled }
        if let turn = turnWithNothingOpen(text, lastDone: session.lastDone) {
            session.pending = nil
            return turn
        }
        if Self.asksToDoAgain(text) { return await doAgain(in: &session, context: context) }
        if let usual = await startUsual(text, in: &session, context: context) { return usual }
        if let again = await sameToAnother(text, in: &session, context: context) { return again }
        if let followUp = await followingUp(text, in: &session, context: context) { return followUp }
        if let acted = await actingOnTheLast(text, in: &session, context: context) { return acted }
        if let short = await saidShort(text, in: &session, context: context) { return short }
        if let done = await changeAfterDone(text, in: &session, context: context) { return done }
        if let again = await changeOfTheUndone(text, in: &session, context: context) { return again }
        if let correction = SelfCorrection(in: text), let corrected = correctedRequest(correction, context: context) {
            return await start(corrected.interpretation, said: corrected.said, in: &session, context: context)
        }
        let (best, read) = readingOfTheTurn(text, session: session, context: context)
        if let acted = await readingInTheLastApp(text, best: read, in: &session, context: context) { return acted }
        // NB: an app's own phrase for the question ("what stores are there") answers it; the
        // choices are said only where none does ("what sizes do you have"). So does a sure
        // reading of an action that looks something up with what it read ("which courts are
        // free tomorrow at 6pm").
        let looksUp = best.map { best in
            isSure(best) && !best.parameters.isEmpty
                && catalog.action(named: best.action, in: best.app)?.category == .information
        }
        if best?.source != .template, looksUp != true,
            let choices = await choicesAskedOutright(text, in: &session, context: context)
        {
            session.pending = nil
            return choices
        }
        guard let best else {
            session.pending = nil
            // NB: "don't order a latte" asks for nothing, and saying so beats not understanding
            // it; an app's own phrase that says so ("don't water {date}") was read as its action.
            if Understander.saysNotTo(text) {
                // NB: "never mind the music" while it plays stops it; "OK, I won't." meant nothing.
                return await stoppingWhatIsCalledOff(text, in: &session, context: context) ?? Self.willNot
            }
            // NB: "undo that" is heard, and cannot be done: no app's action takes one back.
            if Self.asksToUndo(text) { return session.lastDone == nil ? Self.nothingToUndo : Self.cannotUndo }
            return OtherLanguage.says(text) ? Self.notInEnglish : Self.notUnderstood
        }
        return await startClosest(best, of: text, in: &session, context: context)
    }

    /// Starts a request from one reading of it, replacing any request in progress. Parameters
    /// in `askEachTime` are asked even when they have a default (a shortcut's "Ask Each Time").
    ///
    /// With `said`, the words the interpretation read: a parameter they name several choices of
    /// ("a small mocha and a large latte") is asked about first, among those they name, and
    /// every other such parameter after it (`contestedChoices`). They are kept with the request
    /// (`PendingRequest.said`), so an answer at its confirmation can be read as more of them.
    public func start(
        _ interpretation: Interpretation, said: String? = nil, askEachTime: Set<String> = [],
        in session: inout ConversationSession, context: RequestContext
    ) async -> AssistantResponse {
        guard let app = catalog.app(interpretation.app), let action = app.action(named: interpretation.action) else {
            session.pending = nil
            return Self.notUnderstood
        }
        let interpretation = Self.leavingOutPronouns(
            of: namingThePerson(
                in: onTheDayTalkedAbout(interpretation, action: action, last: session.lastRequest, context: context),
                of: action, app: app, context: context), action: action, before: session.lastRequest?.values ?? [:])
        session.requestCount += 1
        var values: [String: Value] = [:]
        for (name, slot) in interpretation.parameters where action.parameter(named: name) != nil {
            values[name] = slot.value
        }
        // NB: a phrase template reads every word of a choice into its own slot; only the
        // model's reading can leave a second choice unread.
        let contested =
            interpretation.source == .template
            ? [] : said.map { contestedChoices(in: $0, action: action, app: app, read: values) } ?? []
        for (name, _) in contested { values[name] = nil }
        // NB: a size the app does not offer ("a medium latte") asks the size, not its default.
        let unoffered =
            contested.isEmpty
            ? unofferedChoice(in: interpretation.unreadWords, action: action, app: app, values: values) : nil
        let unread = interpretation.unreadWords.filter { $0 != unoffered?.words }
        // NB: the other contested parameters are asked too, not filled by their defaults: a
        // small latte is not what "a large latte" said.
        let daysAlone = Self.daysAlone(
            in: interpretation, values: &values, action: action, app: app, context: context)
        var pending = PendingRequest(
            app: interpretation.app, action: interpretation.action, values: values,
            askEachTime: askEachTime.union(contested.dropFirst().map(\.0)),
            idempotencyKey: "\(session.id)#\(session.requestCount)")
        pending.said = said
        pending.daysAlone = daysAlone
        session.lastRequest = RequestedAction(
            app: interpretation.app, action: interpretation.action, values: values, said: said)
        // NB: words of the request that were not read are named in its first response, and the
        // request waits for a yes even when its action would run at once ("start a run with my
        // dog"): the person may have asked for something else. Not to look something up: "how
        // many meetings do i have today" shows the day rather than asking "Ready to view it?".
        pending.needsConfirmation = Self.waitsForAYes(unread: unread, action: action)
        func noticed(_ response: AssistantResponse) -> AssistantResponse {
            noticing(unread, before: response, app: app, action: action, context: context)
        }
        if let (name, options) = contested.first ?? unoffered.map({ ($0.parameter, $0.options) }) {
            let question = Question.disambiguation(parameter: name, given: nil, options: options)
            pending.question = question
            session.pending = pending
            let asked = render(question, pending: pending, app: app, action: action, context: context)
            return noticed(
                unoffered.map { leading($0.sentence, before: asked, app: app, action: action, context: context) }
                    ?? asked)
        }
        session.pending = pending
        return noticed(await advance(&session, context: context, splits: interpretation.alternativeSplits))
    }

    /// Resolves the pending request; asks the next question, or confirms, or handles it.
    ///
    /// `splits` are the other divisions of the words of two adjacent wildcard slots, for a
    /// request just understood: tried when the app refuses the first value
    /// (`resolvingAlternativeSplits`).
    func advance(
        _ session: inout ConversationSession, context: RequestContext, splits: [AlternativeSplit] = []
    ) async -> AssistantResponse {
        guard var pending = session.pending, let app = catalog.app(pending.app),
            let action = app.action(named: pending.action)
        else {
            session.pending = nil
            return Self.notUnderstood
        }
        let renderer = DialogRenderer(
            app: app, action: action, modality: context.modality, timeZone: context.timeZone, now: context.now)
        guard let handler = handlers.handler(for: app.id) else {
            session.pending = nil
            return renderer.failure(Self.unavailable, values: pending.values)
        }
        var results: [String: ParameterResolution]
        do {
            results = try await handler.resolve(request(pending, context: context))
        } catch {
            session.pending = nil
            return renderer.failure(error, values: pending.values)
        }
        results = choosingThePeopleTalkedAbout(results, action: action, session: session)
        if !splits.isEmpty {
            (pending, results) = await resolvingAlternativeSplits(
                splits, of: pending, results: results, action: action, handler: handler, context: context)
        }
        if action.authentication == .required,
            case .denied(let reason)? = await authenticator.outcomeKnownBeforeAsking(request(pending, context: context))
        {
            session.pending = nil
            return renderer.failure(.message(reason), values: pending.values)
        }
        if let question = ResolutionRules.nextQuestion(
            for: &pending, action: action, app: app, results: results,
            style: context.modality == .voiceOnly ? .spoken : .written, now: (context.now, context.timeZone),
            currency: BuiltInValueReader.ownCurrency(locale: context.locale))
        {
            pending.question = question
            session.pending = pending
            return render(question, pending: pending, app: app, action: action, context: context)
        }
        let outputs: [String: Value]
        do {
            outputs = try await handler.confirm(request(pending, context: context))
        } catch {
            session.pending = nil
            return renderer.failure(error, values: pending.values)
        }
        if action.mustConfirm || pending.needsConfirmation, !pending.confirmed {
            pending.question = .confirmAction(outputs: outputs)
            session.pending = pending
            return renderer.confirmation(values: pending.values, outputs: outputs)
        }
        session.pending = pending
        return await authenticateAndHandle(&session, app: app, action: action, context: context, outputs: outputs)
    }

    /// Authenticates when the action needs it, then handles the request once.
    func authenticateAndHandle(
        _ session: inout ConversationSession, app: AppDefinition, action: ActionDefinition, context: RequestContext,
        outputs confirmed: [String: Value]? = nil
    ) async -> AssistantResponse {
        guard var pending = session.pending else { return Self.notUnderstood }
        let renderer = DialogRenderer(
            app: app, action: action, modality: context.modality, timeZone: context.timeZone, now: context.now)
        let request = request(pending, context: context)
        if action.authentication == .required, case .denied(let reason) = await authenticator.authenticate(request) {
            session.pending = nil
            return renderer.failure(.message(reason), values: pending.values)
        }
        guard let handler = handlers.handler(for: app.id) else {
            session.pending = nil
            return renderer.failure(Self.unavailable, values: pending.values)
        }
        guard !session.handledKeys.contains(pending.idempotencyKey) else {
            session.pending = nil
            return renderer.failure(HandlerFailure(), values: pending.values)
        }
        var confirmedOutputs = confirmed ?? [:]
        if confirmed == nil, case .confirmAction(let shown)? = pending.question { confirmedOutputs = shown }
        do {
            let outputs = try await handler.handle(request, idempotencyKey: pending.idempotencyKey)
            session.handledKeys.insert(pending.idempotencyKey)
            session.pending = nil
            session.lastDone = RequestedAction(
                app: pending.app, action: pending.action, values: pending.values, said: pending.said)
            session.lastRequest = session.lastDone
            let allOutputs = confirmedOutputs.merging(outputs) { _, new in new }
            await observer?.performed(request, outputs: allOutputs)
            return renderer.success(values: pending.values, outputs: allOutputs)
        } catch {
            guard error.outcomeUnknown else {
                session.pending = nil
                return renderer.failure(error, values: pending.values)
            }
            pending.question = .retryHandle
            pending.confirmed = true
            session.pending = pending
            var response = renderer.failure(error, values: pending.values)
            response.kind = .confirmation
            response.speech += " Do you want to try again?"
            return response
        }
    }

    func request(_ pending: PendingRequest, context: RequestContext) -> ActionRequest {
        ActionRequest(app: pending.app, action: pending.action, values: pending.values, context: context)
    }

    /// The failure of an app the engine has no handler for (a manifest handled in-process, run
    /// without its Swift code): its actions are understood, and none can be done. Like every
    /// response, it leaves the app's name out: the assistant shows which app answers.
    static let unavailable = HandlerFailure.message("Sorry, that app isn't available here, so nothing was done.")

    static let cancelled = AssistantResponse(kind: .cancelled, speech: "OK, cancelled.")
    static let notUnderstood = AssistantResponse(kind: .notUnderstood, speech: "Sorry, I didn't understand that.")
}
