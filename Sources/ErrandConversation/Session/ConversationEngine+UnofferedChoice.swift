import ErrandCatalog
import ErrandLanguage

/// A word for a value an app does not offer, said where one of its choices goes: "order a
/// medium latte" where the sizes are small and large.
struct UnofferedChoice {
    /// The parameter the word was meant for, not said otherwise.
    var parameter: String
    /// The word, as the model left it unread.
    var words: UnreadWords
    /// The values the parameter offers, to choose from.
    var options: [Value]
    /// What the person hears first: "Sorry, there's no medium size."
    var sentence: String
}

extension ConversationEngine {
    /// The first of the `unread` words that is another point of the scale of an enum parameter
    /// not in `values` (`ScaleWords`), with that parameter's choices; `nil` when none is.
    ///
    /// The model reads "order a medium latte" as a latte and leaves "medium" unread, and the
    /// size took its default: a small latte, with 'I didn't understand "medium"'. A value the
    /// app does not offer is said to be none, and the choices it does offer asked for, as the
    /// guidelines ask of a value an app cannot use.
    func unofferedChoice(
        in unread: [UnreadWords], action: ActionDefinition, app: AppDefinition, values: [String: Value]
    ) -> UnofferedChoice? {
        for run in unread {
            for parameter in action.parameters where values[parameter.id] == nil {
                guard case .custom(let typeName) = parameter.type, let type = app.type(named: typeName),
                    type.isEnumeration,
                    ScaleWords.isAnotherPoint(run.text, of: type.namedValues.flatMap(\.names))
                else { continue }
                return UnofferedChoice(
                    parameter: parameter.id, words: run,
                    options: ResolutionRules.options(for: parameter, app: app),
                    sentence: "Sorry, there's no \(run.text.lowercased()) \(parameter.title.lowercased()).")
            }
        }
        return nil
    }
}

extension UnofferedChoice {
    /// The follow-up question for the parameter, led by the sentence: "Sorry, there's no medium
    /// size. What size? Small or large?".
    var question: Question { .value(parameter: parameter, reason: sentence, options: options) }
}

extension ConversationEngine {
    /// `text` read as an answer to `question` (`reading`), where a choice the app does not offer
    /// asks for the ones it does: said alone ("medium", "no, make it a medium", "do you have a
    /// medium?", at a small latte's confirmation or asked its size), or beside a value the
    /// answer gives ("a medium latte", to "Which coffee?", is the latte, and the size asked).
    ///
    /// The guidelines ask of a value an app cannot use that it be said and the choices offered.
    /// "No, medium" at the confirmation cancelled the order; "medium" was "Sorry, I didn't catch
    /// that."; "a medium latte" a small latte, with 'I didn't understand "medium"'.
    func readingAnswer(
        _ text: String, answering question: Question, pending: inout PendingRequest, action: ActionDefinition,
        app: AppDefinition, context: RequestContext
    ) -> AnswerReading {
        if let unoffered = unofferedChoice(answering: text, action: action, app: app, given: pending.values) {
            return .asking(unoffered.question)
        }
        let read = reading(text, answering: question, pending: &pending, action: action, app: app, context: context)
        guard case .updated = read,
            let unoffered = unofferedChoice(
                in: pending.unreadInAnswer, action: action, app: app,
                values: AnswerParser.mentionedValues(in: text, action: action, app: app))
        else { return read }
        pending.unreadInAnswer = []
        pending.addedByAnswer = []
        return .asking(unoffered.question)
    }

    /// The choice the app does not offer that `text` names with nothing else but the words
    /// around an answer or a change ("no", "make it", "a", "please", the parameter's noun); `nil`
    /// when it says more, or the parameter does not apply given `values`.
    ///
    /// - Complexity: the answer's words and pairs of them against the scales, for an answer of at
    ///   most `answerLengthOfAChoice` words; nothing for a longer one.
    private func unofferedChoice(
        answering text: String, action: ActionDefinition, app: AppDefinition, given values: [String: Value]
    ) -> UnofferedChoice? {
        let words = AnswerParser.words(text).map { $0.lowercased() }
        guard !words.isEmpty, words.count <= Self.answerLengthOfAChoice else { return nil }
        for width in [2, 1] where words.count >= width {
            for start in 0...(words.count - width) {
                let run = UnreadWords(text: words[start..<(start + width)].joined(separator: " "), offsets: 0..<0)
                guard let unoffered = unofferedChoice(in: [run], action: action, app: app, values: [:]),
                    let parameter = action.parameter(named: unoffered.parameter),
                    ResolutionRules.applies(parameter, given: values)
                else { continue }
                let noun = Set(AnswerParser.words(parameter.title).map { $0.lowercased() })
                let rest = words[..<start] + words[(start + width)...]
                if rest.allSatisfy({ Self.wordsAroundAChoice.contains($0) || noun.contains($0) }) { return unoffered }
            }
        }
        return nil
    }

    /// At most this many words say a choice alone: "no, can i get a medium one instead please".
    static let answerLengthOfAChoice = 10

    /// The words an answer or a change says a choice with: "no", "actually make it", "can i get",
    /// "do you have", "how about", "one", "please", "instead".
    private static let wordsAroundAChoice: Set<String> = [
        "no", "nah", "nope", "actually", "oh", "um", "uh", "hmm", "sorry", "wait", "well", "make", "it", "that",
        "change", "to", "a", "an", "the", "one", "please", "instead", "then", "can", "could", "i", "i'd", "id",
        "get", "have", "want", "like", "would", "rather", "maybe", "how", "what", "about", "do", "you", "is",
        "there", "any", "got", "with", "go", "let's", "lets",
    ]
}
