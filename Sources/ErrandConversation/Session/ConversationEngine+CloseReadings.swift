import ErrandCatalog
import ErrandLanguage
import Foundation

extension ConversationEngine {
    /// How near the model's second reading of a request, for another action, must be to its
    /// first to be tried when the first action's app refuses it.
    static let closeReadingMargin = 0.2

    /// The least confidence a second reading is tried at: one too unsure to act on alone may be
    /// tried once the app of the first has refused ("pause", read as music under the bar, with
    /// no workout to pause).
    static let closeReadingFloor = 0.3

    /// Starts the request `text` reads as, `best` first; when its app refuses it at once and the
    /// model read the words nearly as surely as another action, that action instead, if its app
    /// takes them. When its app has no thing of the words it acts on, another app's action that
    /// has it (`thingOfAnotherApp`).
    ///
    /// "Pause" is said of music and of a workout alike, and the model cannot tell which: with a
    /// run under way and nothing playing, the music app's "Sorry, nothing is playing" says it
    /// was the workout. The first refusal is said when every other app refuses too.
    func startClosest(
        _ best: Interpretation, of text: String, in session: inout ConversationSession, context: RequestContext
    ) async -> AssistantResponse {
        var first = session
        let response = await start(best, said: text, in: &first, context: context)
        guard response.kind == .failure else {
            if let instead = await thingOfAnotherApp(best, of: text, left: first, in: &session, context: context) {
                return instead
            }
            session = first
            return response
        }
        for other in closeOthers(to: best, of: text, context: context) {
            var trial = session
            let instead = await start(other, said: text, in: &trial, context: context)
            if instead.kind != .failure {
                session = trial
                return instead
            }
        }
        session = first
        return response
    }

    /// The model's reading of `text` for another action, nearly as sure as `best`, its own
    /// reading, then the actions of other apps said with the same verb alone (`sameVerb`).
    /// None when `best` is a phrase's reading.
    private func closeOthers(to best: Interpretation, of text: String, context: RequestContext) -> [Interpretation] {
        guard best.source == .model else { return [] }
        let near = understanding.allReadings(of: text, context: understandingContext(context, pending: nil)).first {
            $0.source == .model && ($0.app != best.app || $0.action != best.action)
                && $0.confidence >= max(Self.closeReadingFloor, best.confidence - Self.closeReadingMargin)
                && catalog.action(named: $0.action, in: $0.app) != nil
        }
        let others = sameVerb(as: best, in: text).filter { $0.app != near?.app || $0.action != near?.action }
        return (near.map { [$0] } ?? []) + others
    }

    /// The actions of other apps whose phrases start with the verb `text` says alone or of "it"
    /// ("pause it"), as `best`'s do, one an app at most: the words cannot tell which is meant,
    /// whatever the model leans to, so each is tried in turn when the first app refuses.
    private func sameVerb(as best: Interpretation, in text: String) -> [Interpretation] {
        guard let verb = Self.verbSaidAlone(in: text), let first = catalog.action(named: best.action, in: best.app),
            Self.leadingVerbs(of: first).contains(verb)
        else { return [] }
        return actions(saidWith: verb, confidence: best.confidence).filter { $0.app != best.app }
    }

    /// The action of each app whose phrases start with `verb`, for apps with one such action.
    func actions(saidWith verb: String, confidence: Double) -> [Interpretation] {
        catalog.apps.compactMap { app in
            let actions = app.actions.filter { Self.leadingVerbs(of: $0).contains(verb) }
            guard actions.count == 1, let action = actions.first else { return nil }
            return Interpretation(app: app.id, action: action.id, confidence: confidence, source: .model)
        }
    }

    /// The verb of words that say only it, or it of what is under way ("pause", "and then stop
    /// it"); `nil` for any other words.
    static func verbSaidAlone(in text: String) -> String? {
        let words = AnswerParser.words(text).filter { !leadingFillers.contains($0) }
        guard words.count == 1 || (words.count == 2 && pointers.contains(words[1])) else { return nil }
        return words.first
    }

    /// Words that point at what is under way: "pause it".
    private static let pointers: Set<String> = ["it", "that", "this"]

    /// Words said around a verb that say nothing of what it is done to: "and then pause it please".
    private static let leadingFillers: Set<String> = ["and", "then", "now", "also", "please", "just"]

    /// The words an action's phrases can start with: "pause" and "stop" of "(stop|pause) [the]
    /// music".
    static func leadingVerbs(of action: ActionDefinition) -> Set<String> {
        var verbs: Set<String> = []
        for phrase in action.phrases {
            let trimmed = phrase.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("("), let close = trimmed.firstIndex(of: ")") {
                let group = trimmed[trimmed.index(after: trimmed.startIndex)..<close]
                verbs.formUnion(
                    group.split(separator: "|").compactMap { $0.split(separator: " ").first.map(String.init) })
            } else if let word = trimmed.split(separator: " ").first, word.first?.isLetter == true {
                verbs.insert(String(word))
            }
        }
        return verbs
    }

    /// Whether `text` says only to stop what is under way: "stop", "stop it", "turn it off",
    /// "switch that off".
    private static func saysStop(_ text: String) -> Bool {
        // NB: most turns have no "stop" nor "off", which says so without tokenizing.
        if text.range(of: "stop", options: .caseInsensitive) != nil { return verbSaidAlone(in: text) == "stop" }
        guard text.range(of: "off", options: .caseInsensitive) != nil else { return false }
        let words = AnswerParser.words(text).filter { !leadingFillers.contains($0) }
        guard let first = words.first, ["turn", "switch", "shut"].contains(first), words.last == "off" else {
            return false
        }
        return words.count == 2 || (words.count == 3 && pointers.contains(words[1]))
    }

    /// With nothing open, "never mind the music" stops what it names when an app's own phrase
    /// to stop it reads so ("stop the music") and that is under way; `nil` otherwise, and for
    /// other words: with nothing of it under way, there is nothing to call off.
    func stoppingWhatIsCalledOff(
        _ text: String, in session: inout ConversationSession, context: RequestContext
    ) async -> AssistantResponse? {
        let words = AnswerParser.words(text)
        let lead = [["never", "mind"], ["nevermind"]].first { words.starts(with: $0) }?.count ?? 0
        guard lead > 0, words.count > lead else { return nil }
        let stop = (["stop"] + words.dropFirst(lead)).joined(separator: " ")
        guard let reading = bestInterpretation(of: stop, context: context, pending: nil), reading.source == .template
        else { return nil }
        var trial = session
        let response = await start(reading, said: stop, in: &trial, context: context)
        guard response.kind == .success else { return nil }
        session = trial
        return response
    }

    /// With nothing open, "stop" (or "stop it") stops what an app has under way — the music
    /// playing, the run — when an app takes it; when none does, it calls off nothing ("There's
    /// nothing to cancel."). `nil` for other words. The model's reading is tried first; with
    /// none, each app's action said with "stop" is, so "stop" never hangs on the model.
    func stoppingWhatIsUnderWay(
        _ text: String, in session: inout ConversationSession, context: RequestContext
    ) async -> AssistantResponse? {
        // NB: most turns have no "stop", which says so without tokenizing.
        guard Self.saysStop(text) else { return nil }
        if let best = bestInterpretation(of: "stop", context: context, pending: nil) {
            var trial = session
            let response = await startClosest(best, of: "stop", in: &trial, context: context)
            if response.kind != .failure {
                session = trial
                return response
            }
            return Self.nothingToCancel
        }
        for each in actions(saidWith: "stop", confidence: 1) {
            var trial = session
            let response = await start(each, said: "stop", in: &trial, context: context)
            if response.kind != .failure {
                session = trial
                return response
            }
        }
        return Self.nothingToCancel
    }
}
