import ErrandCatalog
import Foundation

/// Reads the words found for a parameter as a value of the parameter's type: an enum case or
/// entity by title, synonym or a small slip; a number, date, duration or amount through the
/// built-in recognizers; text as it was said.
struct SlotValueReader: Sendable {
    let values: CatalogValueIndex
    let builtIns: BuiltInValueReader

    /// The value of `text` for `parameter` of an action of `app`, or `nil` when the words are
    /// not a value of its type (a slot tagged "tomorrow" for a size).
    ///
    /// A yes/no parameter's own title is yes ("play kind of blue on shuffle").
    func value(of text: String, for parameter: ParameterDefinition, in app: String, context: UnderstandingContext)
        -> Value?
    {
        if parameter.type == .boolean, Tokenizer.normalized(text) == Tokenizer.normalized(parameter.title) {
            return .boolean(true)
        }
        let read = value(of: text, type: parameter.type, in: app, context: context, nouns: { parameter.nouns })
        // NB: "flight ua123" of "is flight ua123 on time" names flight "ua123", as an answer does.
        if case .string(let said)? = read, parameter.asksForAName { return .string(parameter.withoutOwnNoun(said)) }
        // NB: "for 6 people" is a party of 6: a count said with what it counts.
        guard read == nil, parameter.type == .integer || parameter.type == .decimal else { return read }
        let count = parameter.withoutOwnNoun(text)
        return count == text ? nil : value(of: count, type: parameter.type, in: app, context: context)
    }

    /// `text` without the words around a name that say whose it is and what it is ("my costco
    /// list" is "costco"): first without the one that says whose alone ("the main branch" may
    /// be a branch called "main branch"), then without both; none when it has neither of them,
    /// or nothing else.
    static func withoutOwnWords(_ text: String, nouns: Set<String>) -> [String] {
        var words = text.split(separator: " ")
        var forms: [String] = []
        if let first = words.first, EnglishNouns.determiners.contains(first.lowercased()) {
            words.removeFirst()
            if !words.isEmpty { forms.append(words.joined(separator: " ")) }
        }
        if let last = words.last, nouns.contains(last.lowercased()) {
            words.removeLast()
            if !words.isEmpty { forms.append(words.joined(separator: " ")) }
        }
        return forms
    }

    /// `nouns` are the words that name the parameter, for a listed value said with them ("my
    /// costco list"); asked for only when the words name no value as they are.
    private func value(
        of text: String, type: ValueType, in app: String, context: UnderstandingContext,
        nouns: @escaping () -> Set<String> = { [] }
    ) -> Value? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
        guard !trimmed.isEmpty else { return nil }
        switch type {
        case .custom(let name):
            guard let index = values.values(of: name, in: app) else { return .string(trimmed) }
            // NB: "flossed" of "i flossed" is the habit Floss: a word's plain form names it.
            let plain = {
                WordForms.plainForms(of: trimmed.lowercased()).lazy.compactMap { index.exactMatches(for: $0).first }
                    .first
            }
            // NB: "my costco list" is the Costco list: the words around a name say whose it is.
            let inner = {
                let forms = Self.withoutOwnWords(trimmed, nouns: nouns())
                return forms.lazy.compactMap { index.exactMatches(for: $0).first }.first
                    ?? forms.lazy.compactMap { index.bestMatch(for: $0)?.payload }.first
            }
            if let id = index.bestMatch(for: trimmed)?.payload ?? (trimmed.contains(" ") ? inner() : plain()) {
                let title = values.title(of: id, type: name, in: app) ?? trimmed
                return isEnumeration(name, in: app)
                    ? .enumCase(id) : .entity(EntityReference(type: name, id: id, title: title))
            }
            // A dynamic entity (the app's own objects) keeps the words for the app to resolve.
            return isDynamic(name, in: app) ? .entity(EntityReference(type: name, id: trimmed, title: trimmed)) : nil
        case .list(let element):
            let parts = ListSplitter.items(of: trimmed)
            let items = parts.compactMap { value(of: $0, type: element, in: app, context: context) }
            return items.count == parts.count ? .list(items) : nil
        case .string: return .string(trimmed)
        case .person: return Self.person(trimmed).map(Value.person)
        // NB: a place has a word a name can have: "to" of "when i get to" is none.
        case .place:
            let words = Tokenizer.tokens(of: trimmed).filter(\.isWordLike)
            guard !words.allSatisfy({ EverydayWords.neverInAName($0.text.lowercased()) }) else { return nil }
            return .place(Place(name: NameCase.written(trimmed)))
        case .file: return .file(FileReference(path: trimmed))
        case .url: return URL(string: trimmed).flatMap { $0.scheme == nil ? nil : .url($0) }
        case .boolean: return BooleanWords.value(of: trimmed).map(Value.boolean)
        default: return builtIns.value(of: trimmed, as: type, context: context)
        }
    }

    private func isEnumeration(_ type: String, in app: String) -> Bool {
        values.definition(of: type, in: app)?.isEnumeration ?? false
    }

    private func isDynamic(_ type: String, in app: String) -> Bool {
        values.definition(of: type, in: app)?.isDynamicEntity ?? false
    }
}

extension SlotValueReader {
    /// Words that say whose someone is, and are no part of their name: "text my mom" is to
    /// "mom", and "my" alone is nobody. ("Her" and "his" are left to be read: "text her thanks"
    /// points back at the person named before.)
    static let possessives: Set<String> = ["my", "our", "your", "their"]

    /// The person `words` name, a possessive before the name left out, and one after it ("read
    /// amy lee's last message" is from Amy Lee, not "Amy Lee's"); `nil` when nothing else is
    /// said, or when a preposition starts them (`EverydayWords.prepositionsStartingNoName`).
    static func person(_ said: String) -> Person? {
        let words = Self.withoutTrailingPossessive(said)
        let tokens = Tokenizer.tokens(of: words).filter(\.isWordLike)
        guard let first = tokens.first, !EverydayWords.prepositionsStartingNoName.contains(first.text.lowercased())
        else { return nil }
        guard possessives.contains(first.text) else { return Person(name: NameCase.written(words)) }
        guard tokens.count > 1 else { return nil }
        return Person(name: NameCase.written(String(words[tokens[1].range.lowerBound...])))
    }

    /// `words` without the "'s" that ends them, if one does.
    private static func withoutTrailingPossessive(_ words: String) -> String {
        for mark in ["'s", "\u{2019}s"] where words.count > mark.count && words.lowercased().hasSuffix(mark) {
            return String(words.dropLast(mark.count))
        }
        return words
    }
}

/// Splits "Amy, Bob and Carol" into its items; words of no item ("and Carol") are dropped.
public enum ListSplitter {
    public static func items(of text: String) -> [String] {
        let tokens = text.replacingOccurrences(of: ",", with: " , ").split(separator: " ")
        var items: [String] = []
        var current: [Substring] = []
        for token in tokens {
            if token == "," || token.lowercased() == "and" || token.lowercased() == "&" {
                if !current.isEmpty { items.append(current.joined(separator: " ")) }
                current = []
            } else {
                current.append(token)
            }
        }
        if !current.isEmpty { items.append(current.joined(separator: " ")) }
        return items
    }
}

/// Yes and no in a person's own words.
public enum BooleanWords {
    static let yes: Set<String> = [
        "yes", "yeah", "yep", "yup", "sure", "ok", "okay", "on", "true", "correct", "right", "affirmative",
        "of course", "please do", "do it", "go ahead", "sounds good", "absolutely", "definitely",
    ]
    static let no: Set<String> = [
        "no", "nope", "nah", "off", "false", "don't", "do not", "negative", "not now", "no thanks", "never mind",
    ]

    /// `true` for a yes, `false` for a no, `nil` for anything else.
    public static func value(of text: String) -> Bool? {
        let normalized = Tokenizer.normalized(text)
        if yes.contains(normalized) { return true }
        if no.contains(normalized) { return false }
        return nil
    }
}
