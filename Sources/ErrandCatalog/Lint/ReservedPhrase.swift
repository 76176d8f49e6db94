import Foundation

/// Words that belong to the assistant and never to an app or a person: its wake phrase, or one
/// of its core commands (emergency calls, its own controls).
///
/// One check, used everywhere a phrase is judged: the linter's phrase and vocabulary rules, and
/// the phrases a person adds for their shortcuts. The lists are `wake-phrases.json` and
/// `core-commands.json`.
public enum ReservedPhrase: Sendable, Hashable {
    /// The text contains this wake phrase (normalised).
    case wakePhrase(String)
    /// The text is, or calls, this core command (normalised).
    case coreCommand(String)

    /// The reserved words found.
    public var words: String {
        switch self {
        case .wakePhrase(let words), .coreCommand(let words): return words
        }
    }

    /// What the reserved words are, for a message: "the assistant's wake phrase 'hey errand'".
    public var explanation: String {
        switch self {
        case .wakePhrase(let words):
            return "the assistant's wake phrase '\(words)', which people say to start the assistant"
        case .coreCommand(let words):
            return "the core command '\(words)', which always belongs to the assistant (emergency calls, its own "
                + "controls)"
        }
    }
}

extension LintResources {
    /// The first wake phrase any of `sayings` (normalised) contains as whole words.
    public func wakePhrase(inAnyOf sayings: [String]) -> String? {
        sayings.lazy.compactMap { self.wakePhrase(in: $0) }.first
    }

    /// The first of `sayings` (normalised) that takes over a core command.
    public func coreCommand(amongst sayings: [String]) -> String? {
        sayings.first(where: isCoreCommand)
    }

    /// What reserves a phrase said any of these ways (normalised): a wake phrase it contains,
    /// else a core command it is.
    public func reservedPhrase(sayings: [String]) -> ReservedPhrase? {
        if let wake = wakePhrase(inAnyOf: sayings) { return .wakePhrase(wake) }
        if let command = coreCommand(amongst: sayings) { return .coreCommand(command) }
        return nil
    }

    /// What reserves the plain words `text` (a vocabulary term, a person's phrase), if anything.
    public func reservedPhrase(in text: String) -> ReservedPhrase? {
        reservedPhrase(sayings: [LintText.normalized(text)])
    }
}
