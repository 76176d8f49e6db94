import ErrandCatalog
import ErrandLanguage
import Foundation

extension ConversationEngine {
    /// What an answer to "What …?" for `parameter` did, when it says the value asked in a way
    /// the general reading gets wrong; `nil` otherwise:
    /// - the time of a day said alone for a booking ("7 pm", to "What time tomorrow?");
    /// - a value said as a change ("make it 90 minutes", "no, 90 minutes", to "How long do you
    ///   want to focus?" after a length refused), which was not understood, or became the
    ///   task "it ninety minutes";
    /// - one of the app's objects said as "the … one" ("the taylor swift one", to "Which
    ///   ticket?"), which became the recipient "one";
    /// - a number with its unit ("250 mg", to "What dose?").
    func answeringAsked(
        _ text: String, for parameter: ParameterDefinition, options: [Value], pending: inout PendingRequest,
        action: ActionDefinition, app: AppDefinition, context: RequestContext
    ) -> AnswerReading? {
        // NB: "i don't know" is no licence plate: a value the request needs is asked again with
        // why, and one it can go without is left out.
        if AnswerParser.saysNotKnown(text) {
            guard parameter.isRequired else {
                pending.askEachTime.remove(parameter.id)
                return .updated
            }
            let needed = "I need the \(ResolutionRules.countedTitle(of: parameter)) to go on."
            return .asking(.value(parameter: parameter.id, reason: needed, options: options))
        }
        if let flag = SwitchAnswer.flag(in: text, for: parameter) {
            pending.values[parameter.id] = .boolean(flag)
            pending.askEachTime.remove(parameter.id)
            return .updated
        }
        if takingTheTimeOfTheDayAlone(text, for: parameter.id, pending: &pending, context: context) { return .updated }
        if takingANumberWithItsUnit(
            text, for: parameter, options: options, pending: &pending, action: action, app: app, context: context)
        {
            return .updated
        }
        let said: String
        if parameter.type.isBuiltInValue {
            said = Self.withoutLead(Self.withoutChangeFrames(text), of: parameter, in: action)
        } else if case .custom = parameter.type, let named = Self.namedAsOne(text) {
            said = named
        } else {
            return nil
        }
        guard !said.isEmpty, said != AnswerParser.words(text).joined(separator: " "),
            let value = typedValue(said, for: parameter, options: options, app: app, context: context, pending: pending)
        else { return nil }
        pending.values[parameter.id] = value
        pending.askEachTime.remove(parameter.id)
        return .updated
    }

    /// Whether `text` is led by the noun of `parameter`, the value asked for, one of an app's own
    /// things: it names that value, if none of its choices, and gives no other. "court 3", to
    /// "Which court?", is no 3 players. ("from boston to denver", to a place titled "From", is
    /// two places.)
    static func namesTheAsked(_ text: String, _ parameter: ParameterDefinition) -> Bool {
        guard case .custom = parameter.type else { return false }
        let words = AnswerParser.words(text)
        return words.count > 1 && parameter.nouns.contains(words[0])
    }

    /// Whether `text`, to `question`, names the value asked (`namesTheAsked`) that `reading`, of
    /// the same action, does not give.
    func answerNamesTheAsked(
        _ text: String, _ question: Question, _ action: ActionDefinition, _ reading: Interpretation
    ) -> Bool {
        guard let asked = question.parameter, let parameter = action.parameter(named: asked) else { return false }
        return reading.parameters[asked] == nil && Self.namesTheAsked(text, parameter)
    }

    /// Whether `text`, to a question for a number (`parameter`), is a number followed by one
    /// of another parameter's listed values, its unit ("250 mg", to "What dose?"), and was taken
    /// as both: the request's words read it as the unit alone, and the dose was asked again.
    private func takingANumberWithItsUnit(
        _ text: String, for parameter: ParameterDefinition, options: [Value], pending: inout PendingRequest,
        action: ActionDefinition, app: AppDefinition, context: RequestContext
    ) -> Bool {
        let words = AnswerParser.words(text)
        // NB: not an amount with its currency, which is wholly the value asked ("5000 yen").
        guard parameter.type.isNumeric, words.count > 1,
            typedValue(text, for: parameter, options: options, app: app, context: context, pending: pending) == nil
        else { return false }
        for split in stride(from: words.count - 1, through: max(1, words.count - 2), by: -1) {
            let unit = AnswerParser.mentionedValues(
                in: words[split...].joined(separator: " "), action: action, app: app
            ).filter { $0.key != parameter.id }
            guard unit.count == 1, let (name, value) = unit.first,
                let number = typedValue(
                    words[..<split].joined(separator: " "), for: parameter, options: options, app: app,
                    context: context, pending: pending)
            else { continue }
            pending.values[parameter.id] = number
            pending.values[name] = value
            pending.askEachTime.remove(parameter.id)
            return true
        }
        return false
    }

    /// `text` without the words that frame it as a change, before and after: "90 minutes" of
    /// "no, make it 90 minutes", "3" of "actually make it 3 instead". Frames may follow one
    /// another ("no actually make it 3").
    /// `said` without the word the action's phrases put before `parameter`, a number: "for
    /// two", to "For how many people?" ("book a table for {party} at {restaurant}"), is two, not
    /// a restaurant called "two". A time keeps its word ("at 8" is an hour).
    static func withoutLead(_ said: String, of parameter: ParameterDefinition, in action: ActionDefinition) -> String {
        guard parameter.type.isNumeric, let lead = introducingWord(of: parameter.id, in: action),
            said.hasPrefix(lead + " ")
        else { return said }
        return String(said.dropFirst(lead.count + 1))
    }

    static func withoutChangeFrames(_ text: String) -> String {
        var said = AnswerParser.words(text).joined(separator: " ")
        while let frame = changeFrames.first(where: { said.hasPrefix($0 + " ") }) {
            said = String(said.dropFirst(frame.count + 1))
        }
        while let word = trailingChangeWords.first(where: { said.hasSuffix(" " + $0) }) {
            said = String(said.dropLast(word.count + 1))
        }
        return said
    }

    /// The name in "the taylor swift one", "my coldplay one": the words between a determiner
    /// and a last "one"; `nil` for other words, and for "one" after a word that makes it a
    /// number ("at one", "number one").
    static func namedAsOne(_ text: String) -> String? {
        var said = AnswerParser.words(text)
        guard said.count > 2, said.last == "one", EnglishNouns.determiners.contains(said[0]) else { return nil }
        said.removeFirst()
        said.removeLast()
        guard let last = said.last, !numberLeads.contains(last), NumberWords.value(of: last) == nil else { return nil }
        return said.joined(separator: " ")
    }

    /// Words after which "one" is a number: "at one", "number one".
    private static let numberLeads: Set<String> = ["at", "for", "to", "number", "just", "only", "no", "each"]
}
