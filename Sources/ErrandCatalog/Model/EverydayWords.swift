import Foundation

/// Everyday English words (`LintResources.shippedCommonWords`), and what they tell about words
/// said where a name could go: "hello there" is words someone says, "carol" is someone.
public enum EverydayWords {
    /// Whether `word` (lowercase) is an everyday English word of `words`, or the plural of one
    /// ("minutes").
    public static func contains(_ word: String, in words: Set<String> = LintResources.shippedCommonWords) -> Bool {
        words.contains(word) || EnglishNouns.isPlural(word) && words.contains(EnglishNouns.singular(of: word))
    }

    /// Whether `words` (lowercase) may be a person's name: at most three words of letters, not
    /// starting with an article or a pronoun, and not all everyday words. "pay the electric
    /// bill", "say hello there", "i'm on my way" and "something relaxing" name no one; "carol"
    /// and "amy lee" may.
    public static func mayName(
        aPerson words: [some StringProtocol], in everyday: Set<String> = LintResources.shippedCommonWords
    ) -> Bool {
        guard (1...mostWordsOfAName).contains(words.count), words.allSatisfy({ $0.allSatisfy(\.isLetter) }),
            let first = words.first, !notNameStarts.contains(String(first))
        else { return false }
        return !words.allSatisfy { contains(String($0), in: everyday) }
    }

    /// At most this many words are taken for a person's name.
    public static let mostWordsOfAName = 3

    /// Words a name does not start with: articles, pronouns and indefinite pronouns ("the
    /// electric bill", "it tomorrow", "something relaxing").
    private static let notNameStarts: Set<String> = [
        "the", "a", "an", "some", "this", "that", "these", "those", "it", "them", "him", "her", "me", "us", "you",
        "something", "anything", "nothing", "everything", "someone", "anyone", "somebody", "anybody",
    ]
}
