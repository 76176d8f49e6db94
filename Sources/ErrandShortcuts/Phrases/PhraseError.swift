import ErrandCatalog
import Foundation

/// Why a person's phrase was refused, or could not be changed: said so the person knows what
/// to do next.
public enum PhraseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No words (empty, or only punctuation).
    case empty(String)
    /// Contains the wake phrase or is a core command.
    case reserved(phrase: String, reason: String)
    /// Words the assistant reads itself: an answer to its questions ("yes please"), or one of
    /// its own requests ("same again").
    case assistantsOwnWords(phrase: String, meaning: String)
    /// Too many words to be said whole.
    case tooLong(phrase: String, words: Int, maximum: Int)
    /// Another of the person's phrases has the same words.
    case takenByOwnPhrase(phrase: String, other: String)
    /// One of the person's shortcuts carries these words as its own phrase (`Shortcut.phrase`).
    case takenByShortcut(phrase: String, shortcutID: String, name: String)
    /// The words are a shortcut's own phrase, which the shortcut keeps, not a phrase the person
    /// added: `errand phrases` cannot change or remove it.
    case shortcutsOwnPhrase(phrase: String, shortcutID: String, name: String)
    /// An app already reads exactly these words as one of its actions.
    case takenByApp(phrase: String, app: String, action: String, template: String)
    /// The action with these values already has a phrase.
    case alreadyAdded(existing: String, app: String, action: String)
    /// The shortcut is not in the person's library.
    case unknownShortcut(String)
    /// The app, action or parameter is not in the catalog.
    case unknownAction(String)
    /// A fixed value does not fit its parameter (`ParameterValueProblem`).
    case unfitValue(parameter: String, action: String, problem: ParameterValueProblem)
    /// The person has no phrase with these words.
    case notFound(String)

    public var description: String {
        switch self {
        case .empty(let text):
            return "the phrase '\(text)' has no words; write the few words you will say to run it"
        case .reserved(let phrase, let reason):
            return "the phrase '\(phrase)' is or contains \(reason); choose other words"
        case .assistantsOwnWords(let phrase, let meaning):
            return "the phrase '\(phrase)' is \(meaning), and would take those words over; choose other words"
        case .tooLong(let phrase, let words, let maximum):
            return "the phrase '\(phrase)' has \(words) words; above \(maximum) it is cut short; "
                + "two or three words work best"
        case .takenByOwnPhrase(let phrase, let other):
            return "the phrase '\(phrase)' has the same words as your phrase '\(other)'; choose other words, or "
                + "edit that phrase with `errand phrases edit`"
        case .takenByShortcut(let phrase, let id, let name):
            return "the phrase '\(phrase)' has the same words as the phrase of your shortcut '\(name)' (\(id)); "
                + "choose other words, or \(Self.changingPhrase(of: id))"
        case .shortcutsOwnPhrase(let phrase, let id, let name):
            return "'\(phrase)' is the phrase of your shortcut '\(name)' (\(id)), not one you added here; "
                + Self.changingPhrase(of: id)
        case .takenByApp(let phrase, let app, let action, let template):
            return "the phrase '\(phrase)' is already understood by \(app) as \(action) (its phrase '\(template)'); "
                + "say it as it is, or choose other words"
        case .alreadyAdded(let existing, let app, let action):
            return "\(app) \(action) with these values already has your phrase '\(existing)'; change it with "
                + "`errand phrases edit '\(existing)' --phrase …`"
        case .unknownShortcut(let id):
            return "you have no shortcut '\(id)'; give the identifier of one of your shortcuts"
        case .unknownAction(let reason):
            return reason
        case .unfitValue(let parameter, let action, let problem):
            return problem.description(parameter: parameter, action: action)
        case .notFound(let phrase):
            return "you have no phrase '\(phrase)'; list yours with `errand phrases list`"
        }
    }

    /// How the person changes the phrase a shortcut carries: in the shortcut itself. Also what
    /// `PhraseBookEntry.howToChange` says, so a listing and a refusal tell the same way.
    static func changingPhrase(of shortcut: String) -> String {
        "change that shortcut's phrase: `errand shortcuts export \(shortcut) --output FILE`, edit its \"phrase\", "
            + "then `errand shortcuts import FILE --replace`"
    }
}
