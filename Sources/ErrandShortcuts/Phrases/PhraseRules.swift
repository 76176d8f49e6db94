import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import Foundation

/// The rules a person's own phrase follows, checked before it is kept. Pure: it reads only
/// the words, the person's other phrases and the apps' templates.
///
/// The guidelines: a phrase never contains the assistant's wake phrase nor takes over a core
/// command (the same check as the linter's `phrase-wake-phrase` and `phrase-core-command`
/// rules, through `ReservedPhrase`); it has words; it is not cut short (`phrase-length`'s
/// error); it is the person's alone (no other of their phrases, and no app phrase, is the
/// same words). Short phrases are easier to remember: above three words is a warning only.
public struct PhraseRules: Sendable {
    public var resources: LintResources
    public var appPhrases: AppPhraseMatcher

    public init(appPhrases: AppPhraseMatcher, resources: LintResources = .shipped) {
        self.appPhrases = appPhrases
        self.resources = resources
    }

    /// Checks `words` against the rules, given the person's other phrases; returns the
    /// warnings of a phrase that may be kept.
    ///
    /// - Throws: `PhraseError` saying why the phrase cannot be kept.
    public func check(_ words: String, others: [StoredPhrase]) throws(PhraseError) -> [String] {
        let normalized = Tokenizer.normalized(words)
        guard !normalized.isEmpty else { throw .empty(words) }
        if let reserved = resources.reservedPhrase(in: words) {
            throw .reserved(phrase: words, reason: reserved.explanation)
        }
        if let meaning = Self.assistantsOwnMeaning(of: words) {
            throw .assistantsOwnWords(phrase: words, meaning: meaning)
        }
        let count = normalized.split(separator: " ").count
        var warnings: [String] = []
        switch PhraseLength.severity(forWordCount: count) {
        case .error: throw .tooLong(phrase: words, words: count, maximum: PhraseLength.truncatedAbove)
        case .warning:
            warnings.append(
                "the phrase '\(words)' has \(count) words; two or three words are easier to remember and say "
                    + "the same way every time")
        default: break
        }
        if let other = others.first(where: { $0.normalized == normalized }) {
            throw .takenByOwnPhrase(phrase: words, other: other.phrase)
        }
        let matches = appPhrases.matches(of: words)
        if let exact = matches.first(where: \.isExact) {
            throw .takenByApp(phrase: words, app: exact.app, action: exact.action, template: exact.template)
        }
        if let loose = matches.first {
            warnings.append(
                "\(loose.app) also reads '\(words)' as \(loose.action) (its phrase '\(loose.template)'); your "
                    + "phrase will run your shortcut instead")
        }
        return warnings
    }

    /// What the assistant itself reads `words` as, when it does: an answer to its questions
    /// ("yes please", "no thanks"), asking to do the last thing again ("same again"), asking
    /// what the person can say, or saving a phrase. A phrase of such words would take them
    /// over: "yes please" at "Ready to order?" would run the shortcut and drop the order.
    static func assistantsOwnMeaning(of words: String) -> String? {
        if let yes = AnswerParser.yesOrNo(words) {
            return yes ? "a yes to the assistant's questions" : "a no to the assistant's questions"
        }
        if ConversationEngine.asksToDoAgain(words) { return "how you ask to do the last thing again" }
        if Assistant.sayingsQuestions.contains(Tokenizer.normalized(words)) {
            return "how you ask what you can say"
        }
        if Assistant.phraseToSave(in: words) != nil { return "how you save a phrase for what was just done" }
        return nil
    }

    /// Whether a shortcut's name may run it when said alone, as a phrase would: it has no
    /// reserved words (wake phrase, core commands) and no app reads it exactly as its own.
    public func allowsSayingAlone(_ name: String) -> Bool {
        resources.reservedPhrase(in: name) == nil && !appPhrases.matches(of: name).contains(where: \.isExact)
    }
}
