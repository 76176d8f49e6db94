import Foundation

/// Everyday English words (`LintResources.shippedCommonWords`), and what they tell about words
/// said where a name could go: "hello there" is words someone says, "carol" is someone.
public enum EverydayWords {
    /// Whether `word` (lowercase) is an everyday English word of `words`, or the plural of one
    /// ("minutes"). A word that has no plural — "not", "it", "the", "for" — makes none: "nots"
    /// is no everyday word, but a slip of "notes".
    public static func contains(_ word: String, in words: Set<String> = LintResources.shippedCommonWords) -> Bool {
        guard !words.contains(word) else { return true }
        let singular = EnglishNouns.singular(of: word)
        return singular != word && words.contains(singular) && !withoutAPlural.contains(singular)
    }

    /// Words that are never nouns, so have no plural: articles, pronouns, prepositions and the
    /// like.
    private static let withoutAPlural: Set<String> = EnglishNouns.countEnders.union(EnglishNouns.determiners)
        .union(["not", "no", "it", "i", "he", "she", "we", "you", "they", "but", "if", "so", "too", "very"])

    /// Whether `words` (lowercase) may be a person's name: at most three words of letters, not
    /// starting with an article, a pronoun or a preposition, none after the first that no name
    /// has (`neverInAName`), and not all everyday words. "pay the electric bill", "say hello
    /// there", "i'm on my way", "something relaxing", "bob the report" and "for last" name no
    /// one; "carol" and "amy lee" may.
    public static func mayName(
        aPerson words: [some StringProtocol], in everyday: Set<String> = LintResources.shippedCommonWords
    ) -> Bool {
        guard (1...mostWordsOfAName).contains(words.count), words.allSatisfy({ $0.allSatisfy(\.isLetter) }),
            let first = words.first, !notNameStarts.contains(String(first)),
            !words.dropFirst().contains(where: neverInAName)
        else { return false }
        return !words.allSatisfy { contains(String($0), in: everyday) }
    }

    /// At most this many words are taken for a person's name.
    public static let mostWordsOfAName = 3

    /// Whether `word` (lowercase, without punctuation) is never in a person's name after its
    /// first word: a pronoun, an article, a preposition, a form of "be" or "do", or a word a
    /// message often starts with. "text carol meet me at the cafe" is to Carol, not to someone
    /// called "Carol Meet Me At the Cafe"; a name's own particles ("van", "de", "la") and words
    /// that are names too ("will", "hope") are not among them.
    public static func neverInAName(_ word: some StringProtocol) -> Bool {
        notInNames.contains(String(word))
    }

    private static let notInNames: Set<String> = [
        "i", "i'm", "im", "i'll", "i've", "i'd", "me", "my", "you", "you're", "your", "we", "we're", "we'll", "us",
        "our", "it", "it's", "its", "they", "them", "their", "he", "she", "him", "his", "the", "a", "an", "at", "to",
        "in", "on", "for", "with", "from", "about", "into", "is", "are", "am", "was", "were", "be", "been", "do",
        "does", "did", "don't", "can", "can't", "could", "would", "should", "won't", "have", "has", "need", "let's",
        "please", "hi", "hey", "hello", "thanks", "thank", "sorry", "yes", "no", "ok", "okay", "see", "meet", "call",
        "come", "bring", "pick", "running", "what", "what's", "where", "when", "how", "why", "who", "there", "here",
        "now", "soon", "later", "tonight", "today", "tomorrow",
    ]

    /// Words a name does not start with: articles, pronouns, indefinite pronouns and
    /// prepositions ("the electric bill", "it tomorrow", "something relaxing", "for last").
    private static let notNameStarts: Set<String> = Set<String>([
        "the", "a", "an", "some", "this", "that", "these", "those", "it", "them", "him", "her", "me", "us", "you",
        "something", "anything", "nothing", "everything", "someone", "anyone", "somebody", "anybody",
    ]).union(prepositionsStartingNoName)

    /// The prepositions no name starts with: "what did i pay for last" asks what the payment was
    /// for ("Sorry, For Last isn't in your contacts.").
    public static let prepositionsStartingNoName: Set<String> = [
        "for", "to", "from", "with", "at", "about", "of", "by", "into",
    ]
}
