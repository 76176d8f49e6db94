import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import ErrandShortcuts
import Foundation

/// A shortcut written as the requests its steps make ("text amy I'm on my way", "play some
/// jazz"): each request is understood as one app action, whose values are fixed in the step.
///
/// The guidelines: actions are building blocks a person combines into their own shortcuts. A
/// value the words leave out is not guessed: the step asks for it when the shortcut runs, or
/// takes the previous step's output when it is the action's input. A date or time the words
/// give is kept as those words, read again each time the step runs: "what's due today" shows
/// what is due the day it runs, never the day it was made.
struct ShortcutFromRequests {
    let reader: FixedActionRequest.Reader
    /// The person's shortcut a name names (its words as `Tokenizer.normalized` gives them), for
    /// "run NAME" steps.
    var shortcutNamed: (String) throws -> Shortcut? = { _ in nil }
    /// The names of the person's shortcuts, for a "run NAME" step naming none of them.
    var shortcutNames: () throws -> [String] = { [] }

    /// The shortcut and what the person should know of it: values left out, values asked.
    struct Built {
        var shortcut: Shortcut
        var notes: [String]
        /// The words each step was made from, in step order.
        var requests: [String] = []

        /// `problem` located at the step as the person gave it ("step 1, 'wait 2 hours'"),
        /// where the validator located it in the shortcut's document (`shortcuts[0].steps[0]
        /// (step "wait")`).
        func described(_ problem: ShortcutProblem) -> String {
            let prefix = "shortcuts[0].steps["
            let location = problem.location
            guard location.hasPrefix(prefix),
                let digits = location.dropFirst(prefix.count).split(separator: "]", maxSplits: 1).first,
                let index = Int(digits), requests.indices.contains(index)
            else { return problem.description }
            var rest = location.dropFirst(prefix.count + digits.count + 1)
            if rest.hasPrefix(" (step "), let end = rest.firstIndex(of: ")") { rest = rest[rest.index(after: end)...] }
            return "step \(index + 1), '\(requests[index])'\(rest): \(problem.message)"
        }
    }

    /// - Throws: `CommandFailure` naming the first request not understood, by its number.
    func shortcut(id: String, name: String, requests: [String]) async throws -> Built {
        guard !requests.isEmpty else {
            throw CommandFailure("a shortcut needs at least one step: give each as --step \"what it does\"")
        }
        var notes: [String] = []
        // NB: one --step saying several requests ("text amy I'm on my way and play jazz") is
        // split as a conversation splits them, a step each.
        var said: [String] = []
        for (index, request) in requests.enumerated() {
            let parts = reader.engine.requests(in: request, context: reader.context())
            if parts.count > 1 {
                notes.append("'\(request)' is \(parts.count) steps: " + parts.map { "'\($0)'" }.joined(separator: ", "))
            }
            said += parts.isEmpty ? [requests[index]] : parts
        }
        var steps: [ShortcutStep] = []
        var usedIDs = Set<String>()
        // NB: "him" in "tell him it's sent", after "pay bob 20 dollars", is Bob, as in a
        // conversation; it was a contact called "Him".
        var lastValues: [String: Value] = [:]
        for (index, request) in said.enumerated() {
            let number = index + 1
            guard !request.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw CommandFailure("step \(number) is empty: give what it does, as you would ask for it")
            }
            let asked = ShortcutRunRequest.namesAsked(in: Tokenizer.normalized(request))
            if let other = try asked.lazy.compactMap(shortcutNamed).first {
                let id = Self.uniqueID("run-shortcut", among: &usedIDs)
                steps.append(.builtIn(id, .runShortcut, ["shortcut": .literal(.string(other.id))]))
                continue
            }
            let named = ConversationEngine.namingThePeople(in: request, of: lastValues)
            var read = await reader.read(named)
            // NB: a built-in verb as written ("say done", "ask") is taken by an app only when one
            // of its phrases reads the words as written, never respelled ("pay done") nor
            // guessed by the model; and a typing slip never makes a step that moves money.
            if let reading = read, BuiltInStepRequest.startsWithVerb(request),
                reading.respelled != nil || !reading.isTemplateReading
            {
                read = nil
            } else if let respelled = read?.respelled, let reading = read {
                if reading.action.category.hasFinancialImpact {
                    let words = respelled.replacements.map { replacement in
                        let typed = Array(respelled.original)
                        let slip =
                            replacement.original.upperBound <= typed.count
                            ? String(typed[replacement.original]) : replacement.word
                        return "'\(slip)' as '\(replacement.word)'"
                    }
                    throw CommandFailure(
                        "step \(number), '\(request)': it reads as \(reading.action.title) only by taking "
                            + words.joined(separator: ", ")
                            + ", and a step that moves money is never guessed from a typing slip; write it as you "
                            + "would ask for it")
                }
            }
            guard let read else {
                let builtIn = BuiltInStepRequest.reading(request)
                guard case .step(var step)? = builtIn else {
                    throw CommandFailure(try notUnderstood(request, number: number, asked: asked, builtIn: builtIn))
                }
                if case .builtIn(let action) = step.action {
                    step.id = Self.uniqueID(Self.kebab(action.rawValue), among: &usedIDs)
                }
                steps.append(step)
                continue
            }
            if let pronoun = read.values.values.lazy.compactMap(Self.pronounNamed).first {
                throw CommandFailure(
                    "step \(number), '\(request)': '\(pronoun)' points at no one an earlier step names; "
                        + "say who, as in \"tell bob it's sent\"")
            }
            // NB: "send them 5 dollars", after a message to Amy and Bob, pays one person: the
            // others would be lost.
            if named != request, let people = ConversationEngine.people(of: lastValues),
                let left = people.first(where: { person in !read.values.values.contains { Self.names(person, in: $0) } }
                )
            {
                let pronoun = Tokenizer.tokens(of: request).first { ["him", "her", "them"].contains($0.text) }?.text
                throw CommandFailure(
                    "step \(number), '\(request)': '\(pronoun ?? "them")' stands for "
                        + "\(people.map(\.name).joined(separator: " and ")), and the step reads as only some of them "
                        + "(\(left.name) would be left out); make a step for each")
            }
            lastValues = read.values
            let stepID = Self.uniqueID(Self.kebab(read.action.id), among: &usedIDs)
            var bindings = read.values.mapValues { ParameterBinding.literal($0) }
            let dates = Self.readable(read.dateWords, of: read, in: reader.engine.catalog)
            for (name, words) in dates { bindings[name] = .text(words) }
            steps.append(.app(stepID, read.app, read.action.id, bindings))
            for words in read.leftOut {
                let kept = dates.values.contains(words)
                notes.append(
                    kept
                        ? "step \(number): '\(words)' counts from the moment the shortcut runs"
                        : "step \(number): '\(words)' is left out — it could not be read again each time the "
                            + "shortcut runs")
            }
            for parameter in read.action.parameters
            where parameter.isRequired && bindings[parameter.id] == nil && parameter.defaultValue == nil {
                let title = parameter.title.lowercased()
                if parameter.id == read.action.inputParameter, index > 0 {
                    notes.append("step \(number) takes its \(title) from step \(index)'s output, or asks for it")
                } else {
                    notes.append("step \(number) asks for its \(title) each time it runs")
                }
            }
        }
        return Built(shortcut: Shortcut(id: id, name: name, steps: steps), notes: notes, requests: said)
    }

    /// Why step `number`, `request`, makes no step: what a built-in step lacks ("wait
    /// forever"), the shortcut a "run NAME" step names that the person does not have, or that
    /// it is understood as nothing.
    private func notUnderstood(
        _ request: String, number: Int, asked: [String], builtIn: BuiltInStepRequest.Reading?
    ) throws -> String {
        if case .incomplete(let lack)? = builtIn { return "step \(number), '\(request)': \(lack)" }
        if BuiltInStepRequest.startsWithVerb(request) {
            guard let name = asked.first else {
                return "step \(number), '\(request)': needs the name of one of your shortcuts: write it as \"run NAME\""
            }
            let names = try shortcutNames()
            let yours = names.isEmpty ? "you have none yet" : "yours are: " + names.joined(separator: ", ")
            return "step \(number), '\(request)': you have no shortcut named '\(name)' (\(yours))"
        }
        return "step \(number), '\(request)': not understood as a request to one of the apps, nor as "
            + "wait, show, say, ask or run a shortcut of yours; say it as you would ask for it "
            + "(`errand parse \"\(request)\"` shows how it is read)"
    }

    /// Whether `value` is `person` or a list with them in it.
    private static func names(_ person: Person, in value: Value) -> Bool {
        switch value {
        case .person(let other): return other.name == person.name
        case .list(let items): return items.contains { names(person, in: $0) }
        default: return false
        }
    }

    /// The word that points at people ("him", "her", "them") read as a person's name in
    /// `value`, or `nil`.
    private static func pronounNamed(in value: Value) -> String? {
        switch value {
        case .person(let person):
            let name = person.name.lowercased()
            return person.id == nil && ["him", "her", "them"].contains(name) ? name : nil
        case .list(let items): return items.lazy.compactMap(pronounNamed).first
        default: return nil
        }
    }

    /// The date words a step can keep: those a run reads again as its parameter's type. Braces
    /// would read as references to other steps' outputs.
    private static func readable(_ dateWords: [String: String], of read: FixedActionRequest, in catalog: Catalog)
        -> [String: String]
    {
        let converter = ShortcutValueConverter(app: catalog.app(read.app), timeZone: .current, now: Date())
        return dateWords.filter { name, words in
            guard !words.contains("{"), let parameter = read.action.parameter(named: name) else { return false }
            return converter.value(.value(.string(words)), as: parameter.type) != nil
        }
    }

    /// "OrderCoffee" → "order-coffee".
    static func kebab(_ identifier: String) -> String {
        var words: [String] = []
        var current = ""
        for character in identifier {
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            if character.isLetter || character.isNumber {
                current.append(Character(character.lowercased()))
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.isEmpty ? "step" : words.joined(separator: "-")
    }

    /// `base`, or `base-2`, `base-3`… the first not in `used`, which then holds it.
    static func uniqueID(_ base: String, among used: inout Set<String>) -> String {
        let taken = used
        let id = UnusedIdentifier.from(base) { taken.contains($0) }
        used.insert(id)
        return id
    }
}
