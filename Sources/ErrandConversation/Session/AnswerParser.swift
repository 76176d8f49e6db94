import ErrandCatalog
import ErrandLanguage
import Foundation

/// Reads what a person's answer means inside a conversation: yes or no in their own words,
/// cancelling, picking an option by name, synonym, ordinal or position, or naming a value of
/// some parameter ("actually make it large").
///
/// This is the one place answers are parsed; typed values (numbers, dates, money) come from
/// `AnswerValueReader`.
public enum AnswerParser {
    private static let yesPhrases: Set<String> = [
        "yes", "yeah", "yep", "yup", "ya", "sure", "ok", "okay", "correct", "right", "confirm", "confirmed",
        "absolutely", "definitely", "affirmative", "of course", "go ahead", "go for it", "do it", "please do",
        "sounds good", "that's right", "that is right", "yes please", "sure thing", "please", "i do", "let's do it",
        "yes do it", "that's it", "perfect", "exactly", "why not", "alright", "all right", "place the order",
        "send it", "it is", "y",
    ]
    private static let noPhrases: Set<String> = [
        "no", "nope", "nah", "no thanks", "no thank you", "not really", "negative", "don't", "do not", "not now",
        "i don't", "no way", "wrong", "that's wrong", "not that", "something else", "no it isn't", "no it's not",
        "different", "another", "n",
    ]
    private static let cancelPhrases: Set<String> = [
        "cancel", "cancel it", "cancel that", "cancel the order", "stop", "never mind", "nevermind", "forget it",
        "forget about it", "quit", "exit", "abort", "don't bother", "i changed my mind", "start over",
        "nvm", "scratch that",
    ]
    /// Words a person may say before calling a request off: "no, cancel", "sorry, never mind".
    private static let cancelLeads: Set<String> = ["no", "nope", "actually", "sorry", "wait"]
    /// What "cancel" or "forget" calls off when it is the whole request: "cancel my order",
    /// "forget the whole thing".
    private static let calledOff: Set<String> = [
        "order", "request", "whole thing", "whole order", "everything", "all", "all of it", "it all", "all that",
    ]
    private static let nonePhrases: Set<String> = [
        "neither", "neither one", "neither of them", "neither of those", "none", "none of them", "none of those",
        "none of these", "not any of them", "someone else", "somebody else", "a different one", "another one",
    ]
    static let politeWords: Set<String> = [
        "please", "thanks", "thank", "you", "oh", "um", "uh", "well", "just",
    ]

    /// Ways of asking for a moment before answering.
    private static let pausePhrases: Set<String> = [
        "hold on", "hang on", "wait", "wait a second", "wait a sec", "wait a minute", "one sec", "one second",
        "one moment", "a moment", "just a sec", "just a second", "just a moment", "give me a sec",
        "give me a second", "give me a moment", "give me a minute", "let me think", "let me see", "let me check",
    ]
    /// Whether the answer asks for a moment, or only thinks aloud: "hold on", "let me think",
    /// "um". For a question that takes text, only thinking aloud does: "hold on" may be the
    /// message.
    public static func asksForAMoment(_ text: String, answeringText: Bool) -> Bool {
        let said = words(text)
        // NB: hesitations are blanked before a turn is read (`Disfluencies`): "um" alone arrives
        // as spaces, where nothing said at all arrives empty.
        if said.isEmpty { return !text.isEmpty }
        return !answeringText && pausePhrases.contains(said.filter { !politeWords.contains($0) }.joined(separator: " "))
    }

    /// The answer's words, normalised.
    static func words(_ text: String) -> [String] {
        Tokenizer.tokens(of: text).filter(\.isWordLike).map(\.text)
    }

    /// `true` for yes, `false` for no, `nil` when the answer says neither.
    public static func yesOrNo(_ text: String) -> Bool? {
        let said = words(text)
        let joined = said.joined(separator: " ")
        if yesPhrases.contains(joined) { return true }
        if noPhrases.contains(joined) { return false }
        // NB: "actually no", at a confirmation, is the no; "actually" leads no other answer here.
        let trimmed = said.filter { !politeWords.contains($0) }.drop { $0 == "actually" }.joined(separator: " ")
        if let first = said.first, yesLeads.contains(first) { return true }
        if let first = said.first, ["no", "nope", "nah"].contains(first) { return false }
        if yesPhrases.contains(trimmed) { return true }
        if noPhrases.contains(trimmed) { return false }
        return slipOfYesOrNo(said)
    }

    /// Words an answer that starts with them says yes with.
    static let yesLeads: Set<String> = ["yes", "yeah", "yep", "sure", "ok", "okay"]

    /// The words after a yes that more words follow: "make it two" of "yes, make it two";
    /// `nil` for an answer that starts otherwise, or is the yes alone.
    static func afterYes(_ text: String) -> String? {
        guard let first = words(text).first, yesLeads.contains(first) else { return nil }
        var start = text.startIndex
        while start < text.endIndex, !text[start].isLetter { start = text.index(after: start) }
        while start < text.endIndex, text[start].isLetter { start = text.index(after: start) }
        while start < text.endIndex, !text[start].isLetter, !text[start].isNumber { start = text.index(after: start) }
        let rest = text[start...]
        return rest.isEmpty ? nil : String(rest)
    }

    /// Yes or no for a one-word answer typed with a slip ("yse", "nopr"): a word of three
    /// letters or more one slip from a yes word, or from a no word, and not from both.
    private static func slipOfYesOrNo(_ said: [String]) -> Bool? {
        guard said.count == 1, let word = said.first, word.count >= 3 else { return nil }
        let yes = isSlip(word, ofAnyOf: yesWords)
        let no = isSlip(word, ofAnyOf: noWords)
        return yes == no ? nil : yes
    }

    /// The one-word yes and no answers long enough to tell a slip of them.
    private static let yesWords = yesPhrases.filter { !$0.contains(" ") && $0.count >= 3 && $0 != "please" }
    private static let noWords = noPhrases.filter { !$0.contains(" ") && $0.count >= 3 }

    /// Whether `word` is one slip (a letter left out, added, changed, or two swapped) from one
    /// of `words`.
    private static func isSlip(_ word: String, ofAnyOf words: Set<String>) -> Bool {
        words.contains { EditDistance.bounded(word, $0, limit: 1) == 1 }
    }

    /// Whether the answer turns down every option offered: "neither", "none of them", "no".
    public static func rejectsEveryOption(_ text: String) -> Bool {
        let trimmed = words(text).filter { !politeWords.contains($0) && $0 != "no" && $0 != "actually" }
        return nonePhrases.contains(trimmed.joined(separator: " ")) || yesOrNo(text) == false
    }

    /// Whether the answer takes every option offered: "both", "all of them", "both amys".
    public static func choosesEveryOption(_ text: String) -> Bool {
        let trimmed = words(text).filter { !politeWords.contains($0) }
        guard let first = trimmed.first, ["both", "all", "each"].contains(first) else { return false }
        let rest = trimmed.dropFirst().drop { ["of", "the", "them", "those", "these", "two", "three"].contains($0) }
        // NB: what the options are may follow, as one word: "both amys", "all three".
        return rest.count <= 1
    }

    /// The words of an answer that names something, as said: one to three words of letters,
    /// none of them a pronoun, a question word or a filler ("tea", "purple elephants"). `nil`
    /// for "hmm", "surprise me" or "why".
    public static func namesSomething(_ text: String) -> String? {
        let said = words(text).filter { !politeWords.contains($0) }
        guard (1...3).contains(said.count), said.allSatisfy({ $0.allSatisfy(\.isLetter) }),
            !said.contains(where: notNaming.contains), yesOrNo(text) == nil
        else { return nil }
        return said.joined(separator: " ")
    }

    /// Words that name nothing an answer could choose.
    private static let notNaming: Set<String> = [
        "i", "me", "you", "it", "we", "us", "they", "them", "this", "that", "what", "which", "why", "how", "who",
        "hmm", "hm", "mm", "er", "erm", "idk", "dunno", "whatever", "anything", "something", "nothing", "any",
    ]

    /// Whether the answer asks what the request costs: "how much is it", "what's the total",
    /// "how much will that be".
    public static func asksTheCost(_ text: String) -> Bool {
        let said = words(text).filter { !politeWords.contains($0) }.joined(separator: " ")
        return said.hasPrefix("how much") || costQuestions.contains(said)
    }

    /// Questions about the cost that do not start with "how much".
    private static let costQuestions: Set<String> = [
        "what's the total", "what is the total", "what's the price", "what is the price", "what's the cost",
        "what is the cost", "what does it cost", "what will it cost", "what's it cost", "what's the damage",
        "the total", "the price", "price", "total", "cost",
    ]

    /// Whether the answer calls the whole request off.
    public static func isCancel(_ text: String) -> Bool {
        let said = words(text)
        let joined = said.joined(separator: " ")
        if cancelPhrases.contains(joined) { return true }
        let trimmed = said.filter { !politeWords.contains($0) && !cancelLeads.contains($0) }
        if cancelPhrases.contains(trimmed.joined(separator: " ")) { return true }
        if let first = trimmed.first, first == "cancel" || first == "forget" {
            let object = trimmed.dropFirst().drop { ["my", "the", "this", "that", "about"].contains($0) }
            if calledOff.contains(object.joined(separator: " ")) { return true }
        }
        // "cancle", "nevermnd": a slip of a word no request is near. NB: not of "stop", "quit"
        // or "exit", a slip away from words a request may be ("shop", "quiz", "edit").
        return trimmed.count == 1 && isSlip(trimmed[0], ofAnyOf: ["cancel", "nevermind"])
    }

    private static let positionWords: Set<String> = [
        "the", "one", "option", "number", "choice", "item", "please", "i", "want", "choose", "pick", "take", "select",
        "that", "would", "like", "i'd", "let's", "go", "with", "'s", "it",
    ]

    /// The index of the option the answer picks: by ordinal ("the second one", "2nd"), position
    /// ("number 2", "2"), "the last one", or by any of its names (title or synonym, in full or
    /// by a distinctive word such as a surname), or "yes" to the only one. `nil` when it picks
    /// none or several.
    ///
    /// - Complexity: O(o·w) for o options with w words of names.
    public static func choice(in text: String, names: [[String]]) -> Int? {
        let said = withoutApproval(words(text))
        guard !said.isEmpty, !names.isEmpty else { return nil }
        let joined = said.joined(separator: " ")
        // A full name or synonym first, so an option called "Number One" still wins by name.
        let exact = names.indices.filter { index in names[index].contains { Tokenizer.normalized($0) == joined } }
        if exact.count == 1 { return exact[0] }
        // NB: "yes" to a list of one ("Which store? Main Street?") takes it.
        if names.count == 1, yesOrNo(text) == true { return 0 }
        let content = said.filter { !positionWords.contains($0) }
        if let position = position(in: content, count: names.count), (0..<names.count).contains(position) {
            return position
        }
        guard !content.isEmpty else { return nil }
        let partial = names.indices.filter { index in
            names[index].contains { name in
                let nameWords = Set(words(name))
                return content.allSatisfy { nameWords.contains($0) }
            }
        }
        return partial.count == 1 ? partial[0] : nil
    }

    /// `said` without the approval it ends with, after words of a choice: "latte" of "latte is
    /// fine" (it was "Sorry, latte is fine isn't one of the choices."), "large" of "large works".
    private static func withoutApproval(_ said: [String]) -> [String] {
        for approval in approvals
        where said.count > approval.count && said.suffix(approval.count).elementsEqual(approval) {
            return Array(said.dropLast(approval.count))
        }
        return said
    }

    /// What an answer ends with to approve of the choice it names.
    private static let approvals: [[String]] = [
        ["is", "fine"], ["is", "good"], ["is", "ok"], ["is", "okay"], ["is", "great"], ["is", "perfect"],
        ["is", "fine", "thanks"], ["works"], ["will", "do"], ["sounds", "good"], ["then"],
    ]

    /// Whether the answer picks an option by its place in the list ("the third one", "the last
    /// one", "2"), not by a name.
    static func saysAPosition(_ text: String) -> Bool {
        position(in: words(text).filter { !positionWords.contains($0) }, count: 1) != nil
    }

    /// The index the content words of an answer pick among `count` options by place: "last", an
    /// ordinal or a number alone; `nil` when they are no place.
    private static func position(in content: [String], count: Int) -> Int? {
        guard content.count == 1, let word = content.first else { return nil }
        if word == "last" { return count - 1 }
        guard word != "a", word != "an",
            let position = NumberWords.ordinalValue(of: word) ?? NumberWords.value(of: word)
        else { return nil }
        return position - 1
    }

    /// The values the answer names for parameters of `action` whose types list their values
    /// (enum cases, listed entities, fixed options): "actually make it large" → size: large.
    ///
    /// - Complexity: O(w²·v) for w words and v named values.
    public static func mentionedValues(in text: String, action: ActionDefinition, app: AppDefinition) -> [String: Value]
    {
        let said = words(text)
        var found: [String: Value] = [:]
        for parameter in action.parameters {
            found[parameter.id] = mentionedChoices(in: said, for: parameter, app: app).first
        }
        return found
    }

    /// Every distinct value of `parameter`'s listed choices that `said` names, in the order of
    /// the choices: "a small mocha and a large latte" names two coffees. A name inside a longer
    /// name that is said ("latte" in "iced latte") does not count.
    static func mentionedChoices(in said: [String], for parameter: ParameterDefinition, app: AppDefinition) -> [Value] {
        var spans: [(value: Value, range: Range<Int>)] = []
        for (names, value) in namedChoices(for: parameter, app: app) {
            for name in names {
                let nameWords = words(name)
                guard !nameWords.isEmpty, nameWords.count <= said.count else { continue }
                for start in 0...(said.count - nameWords.count)
                where Array(said[start..<(start + nameWords.count)]) == nameWords {
                    spans.append((value, start..<(start + nameWords.count)))
                }
            }
        }
        var found: [Value] = []
        for span in spans where !found.contains(span.value) {
            let inside = spans.contains { other in
                other.range.count > span.range.count && other.range.clamped(to: span.range) == span.range
            }
            if !inside { found.append(span.value) }
        }
        return found
    }

    /// Every value a parameter lists, with the names people may say for it.
    static func namedChoices(for parameter: ParameterDefinition, app: AppDefinition) -> [([String], Value)] {
        if case .fixed(let values) = parameter.options {
            let formatter = ValueFormatter(
                style: .written, app: app, timeZone: .current, now: Date(timeIntervalSince1970: 0))
            return values.map { ([formatter.format($0, type: parameter.type)], $0) }
        }
        guard case .custom(let name) = parameter.type, let declared = app.type(named: name) else { return [] }
        return declared.namedValues.map { ($0.names, AnswerValueReader.typedValue($0, of: declared)) }
    }
}
