import ErrandCatalog
import ErrandLanguage
import Foundation

extension ConversationEngine {
    /// What the person may say to learn what they can ask.
    static let helpPhrases: Set<String> = [
        "help", "help me", "what can you do", "what can i say", "what can i ask", "what can i ask you",
        "what do you do", "what can you help with", "what can you help me with", "what do i say",
        "what should i say", "what apps do you have", "what apps can you use", "which apps can you use",
        "what are you able to do", "what can you help me do", "what do you know how to do", "how can you help",
        "how can you help me",
    ]
    /// Ways of asking what else the person can say, beyond the examples help gives first: the
    /// next ones are named ("what else can you do").
    static let moreHelpPhrases: Set<String> = [
        "what else can you do", "what else can i say", "what else can i ask", "what else can you help with",
        "what else can you help me with", "what else do you do",
    ]
    /// Ways of asking, while a question is open, what it takes: answered as help is, with the
    /// question (and its options) again.
    static let optionsQuestions: Set<String> = [
        "what are the options", "what are my options", "what are the choices", "what are my choices",
        "what can i choose", "what can i pick", "what can i choose from", "what do you have", "which ones are there",
        "what is there", "what's there", "options", "choices", "list them", "what are they",
        "what kinds are there", "what kinds do you have", "what types are there", "what types do you have",
        "what sorts are there", "what kinds", "which kinds", "what else is there", "what else do you have",
        "what is available", "what's available", "what have you got", "which ones do you have",
    ]
    /// Ways of asking what one app does, around its name: "what can Coffee Corner do".
    static let appHelpFrames: [(prefix: String, suffix: String)] = [
        ("what can", "do"), ("what can", "do for me"), ("what can i do with", ""), ("what can i ask", ""),
        ("help with", ""), ("help me with", ""), ("what does", "do"), ("what can you do with", ""),
        ("what can i do in", ""), ("how do i use", ""), ("what can i say to", ""), ("what can i tell", ""),
        ("what do i say to", ""), ("what can i ask", "to do"),
    ]
    /// How many apps the help names, so that it stays short enough to hear.
    static let appsNamedInHelp = 5

    /// Whether `text` asks what the person can say ("help", "what can you do").
    public static func asksForHelp(_ text: String) -> Bool {
        helpPhrases.contains(AnswerParser.words(text).joined(separator: " "))
    }

    /// What a "no" to a confirmation says: "OK, cancelled.", but for an action that itself calls
    /// something off ("Cancel your order of a large latte?"), whose "cancelled" would sound done.
    static func declined(_ action: ActionDefinition) -> AssistantResponse {
        guard AnswerParser.words(action.title).first == "cancel" else { return cancelled }
        return AssistantResponse(kind: .cancelled, speech: "OK, I won't cancel it.")
    }

    /// What calling off a request says when none is open.
    static let nothingToCancel = AssistantResponse(kind: .notUnderstood, speech: "There's nothing to cancel.")
    /// What calling off what was just done says ("cancel my order" after the order was placed).
    static let alreadyDone = AssistantResponse(
        kind: .notUnderstood, speech: "That's already done, so there's nothing to cancel.")

    /// What asking to undo says when a request was done: it is not taken back, and saying so
    /// beats "Sorry, I didn't understand that." (an app that can take something back says so in
    /// its own phrases, which are read first).
    static let cannotUndo = AssistantResponse(kind: .notUnderstood, speech: "Sorry, I can't undo that.")
    /// What asking to undo says when nothing was done.
    static let nothingToUndo = AssistantResponse(kind: .notUnderstood, speech: "There's nothing to undo.")
    /// The ways of asking to take back what was done.
    private static let undoPhrases: Set<String> = [
        "undo", "undo that", "undo it", "undo this", "undo the last one", "undo the last thing", "undo my last request",
        "take that back", "take it back", "reverse that", "revert that", "revert it",
    ]

    /// Whether `text` asks to take back what was done ("undo that", "can you undo it please").
    static func asksToUndo(_ text: String) -> Bool {
        let words = AnswerParser.words(text).filter { !AnswerParser.politeWords.contains($0) }
        return undoPhrases.contains(words.drop { ["can", "could", "would"].contains($0) }.joined(separator: " "))
    }

    /// The turn when nothing is open and the person asks for help, makes small talk
    /// (`SmallTalk`: greets, thanks, says "ok" or goodbye) or calls off nothing, or `nil` when
    /// `text` is something else.
    ///
    /// "Help" names what a few apps do, in the words of their phrases, so a person new to the
    /// assistant hears what to ask (without the apps' names, which the assistant never speaks:
    /// the guidelines leave attribution to the system); "what can Coffee Corner do" names what
    /// that app does. "Cancel" with nothing under way says so, rather than that it was not
    /// understood ("cancel my order" just after one was placed: it is done); so does a request
    /// not to do something ("don't order a latte": "OK, I won't."). All are `.notUnderstood`
    /// turns: no action is under way or done.
    func turnWithNothingOpen(_ text: String, lastDone: RequestedAction? = nil) -> AssistantResponse? {
        if AnswerParser.isCancel(text) {
            // NB: "cancel my order" or "cancel that" just after it was done names what was done.
            let words = AnswerParser.words(text)
            return lastDone != nil && words.first == "cancel" && words.count > 1
                ? Self.alreadyDone : Self.nothingToCancel
        }
        let words = AnswerParser.words(text)
        if let reply = SmallTalk.reply(to: words) { return AssistantResponse(kind: .notUnderstood, speech: reply) }
        let said = words.joined(separator: " ")
        if let app = appAskedAbout(said) {
            return AssistantResponse(kind: .notUnderstood, speech: Self.help(for: app))
        }
        let more = Self.moreHelpPhrases.contains(said)
        guard more || Self.helpPhrases.contains(said) else { return nil }
        // NB: what to say, when the apps' phrases give it: "order a latte" tells more than "order
        // coffee", the action's title. "What else" names the next ones.
        let skipped = more ? Self.appsNamedInHelp : 0
        let sentences = catalog.apps.compactMap(ExampleRequest.sentence(for:))
        let examples = sentences.dropFirst(skipped).prefix(Self.appsNamedInHelp)
        if more, examples.isEmpty, !sentences.isEmpty {
            return AssistantResponse(kind: .notUnderstood, speech: "That's all I can help with for now.")
        }
        if !examples.isEmpty {
            let quoted = examples.map { "\"\($0)\"" }
            let named =
                sentences.count > skipped + quoted.count
                ? quoted.joined(separator: ", ") + ", and more" : Self.written.list(Array(quoted), conjunction: "or")
            return AssistantResponse(
                kind: .notUnderstood, speech: "You can say things like \(named). Say cancel to stop a request.")
        }
        let offers = catalog.apps.prefix(Self.appsNamedInHelp).compactMap { app -> String? in
            guard let action = app.actions.first else { return nil }
            return action.title.lowercased()
        }
        guard !offers.isEmpty else {
            return AssistantResponse(kind: .notUnderstood, speech: "No apps are set up to help yet.")
        }
        let named =
            catalog.apps.count > Self.appsNamedInHelp
            ? offers.joined(separator: ", ") + ", and more" : Self.written.list(offers, conjunction: "or")
        return AssistantResponse(
            kind: .notUnderstood, speech: "You can ask me to \(named). Say cancel to stop a request.")
    }

    /// The question asked again after "help", with what the person can say to it, or `nil`
    /// when `text` is not a request for help.
    func helpWith(
        _ question: Question, said text: String, pending: PendingRequest, app: AppDefinition,
        action: ActionDefinition, context: RequestContext
    ) -> AssistantResponse? {
        let said = AnswerParser.words(text).joined(separator: " ")
        guard Self.helpPhrases.contains(said) || Self.optionsQuestions.contains(said) else { return nil }
        let guidance: String
        switch question {
        case .confirmAction, .retryHandle, .confirmValue:
            guidance = "Say yes to go ahead, or no to stop."
        case .disambiguation, .changeWhich:
            guidance = "Say the one you mean, or cancel."
        case .value(let name, _, let options):
            let noun = action.parameter(named: name)?.title.lowercased() ?? name
            guidance =
                options.isEmpty
                ? "Tell me the \(noun), or say cancel." : "Say the \(noun) you want, or cancel."
        }
        var turn = render(question.withoutReason, pending: pending, app: app, action: action, context: context)
        turn.speech = guidance + " " + turn.speech
        return turn
    }

    /// The app whose name `said` asks about in one of `appHelpFrames`.
    private func appAskedAbout(_ said: String) -> AppDefinition? {
        for frame in Self.appHelpFrames where said.hasPrefix(frame.prefix + " ") {
            var name = said.dropFirst(frame.prefix.count + 1)
            if !frame.suffix.isEmpty {
                guard name.hasSuffix(" " + frame.suffix) else { continue }
                name = name.dropLast(frame.suffix.count + 1)
            }
            var wanted = String(name).replacingOccurrences(of: "the ", with: "", options: .anchored)
            if wanted.hasSuffix(" app") { wanted.removeLast(" app".count) }
            if let app = catalog.apps.first(where: { app in
                app.allNames.contains { AnswerParser.words($0).joined(separator: " ") == wanted }
            }) ?? app(about: wanted) {
                return app
            }
        }
        return nil
    }

    /// The one app whose names, action titles or phrases say every word of `subject`, or its
    /// singular: "coffee" of "what can the coffee app do", "music" of "what can you do with
    /// music". `nil` when no app or several do.
    private func app(about subject: String) -> AppDefinition? {
        let wanted = subject.split(separator: " ").map(String.init)
        // NB: "what can you do" asks about every app.
        guard !wanted.isEmpty, !wanted.contains(where: ["you", "i", "me", "it", "we", "this", "that"].contains) else {
            return nil
        }
        let found = catalog.apps.filter { app in
            // NB: a placeholder's name is no word the app says: "[for {note}]" of a payment.
            let sentences = app.allNames + app.actions.flatMap { [$0.title] + $0.phrases }
            let said = Set(sentences.flatMap { AnswerParser.words($0.replacing(/\{[^}]*\}/, with: "")) })
            return wanted.allSatisfy { said.contains($0) || said.contains(EnglishNouns.singular(of: $0)) }
        }
        return found.count == 1 ? found.first : nil
    }

    static let written = ValueFormatter(
        style: .written, app: nil, timeZone: .current, now: Date(timeIntervalSince1970: 0))

    /// What one app does: a request for each action its phrases give one for ("start a run"),
    /// the action's title for the others ("You can say things like "start a run" or "end my
    /// workout", or ask it to send a message.").
    static func help(for app: AppDefinition) -> String {
        var examples: [String] = []
        var titles: [String] = []
        for action in app.actions {
            if let example = ExampleRequest.sentence(for: action, in: app) {
                if !examples.contains("\"\(example)\"") { examples.append("\"\(example)\"") }
            } else {
                titles.append(action.title.lowercased())
            }
        }
        let asked = titles.isEmpty ? nil : "ask it to \(written.list(titles, conjunction: "or"))"
        guard !examples.isEmpty else { return "You can \(asked ?? "ask it nothing yet")." }
        let said = "You can say things like \(written.list(examples, conjunction: "or"))"
        return said + (asked.map { ", or \($0)" } ?? "") + "."
    }
}
