import Foundation

/// Finds values people name — enum cases, entities, vocabulary terms, app names — by their
/// titles and synonyms: an exact match first, then a bounded fuzzy match for small spelling
/// and speech-recognition slips.
///
/// A fuzzy match never wins over an exact one, and is refused when two different values are
/// equally close: guessing between them would be a confident wrong answer.
///
/// ```swift
/// let sizes = NamedValueIndex(entries: [(["small", "tall", "cup"], "small"), (["large", "bowl"], "large")])
/// sizes.bestMatch(for: "bowl")?.payload   // "large" (exact, by synonym)
/// sizes.bestMatch(for: "lagre")?.payload  // "large" (fuzzy, one transposition)
/// ```
public struct NamedValueIndex<Payload: Sendable & Hashable>: Sendable {
    /// One way to say one value.
    struct Entry: Sendable {
        var normalized: String
        var phonetic: String
        var payload: Payload
    }

    /// A value found for a text.
    public struct Match: Sendable, Hashable {
        public var payload: Payload
        /// The name that matched, normalised.
        public var name: String
        /// Edits between what was said and the name: 0 for an exact match.
        public var distance: Int
        public var isExact: Bool { distance == 0 }
    }

    private var exact: [String: [Payload]] = [:]
    private var entries: [Entry] = []
    /// The longest name, in tokens, so span search knows how far to look.
    public private(set) var longestNameTokens = 0
    /// The first token of every name, so a span search passes over words that start none.
    private(set) var firstTokens: Set<String> = []

    /// An index over `entries`: each value with every name it can be called.
    public init(entries: [(names: [String], payload: Payload)]) {
        for (names, payload) in entries {
            for name in names.flatMap(Self.withAmpersandSaid) {
                let normalized = Tokenizer.normalized(name)
                guard !normalized.isEmpty else { continue }
                if !(exact[normalized]?.contains(payload) ?? false) { exact[normalized, default: []].append(payload) }
                self.entries.append(
                    Entry(normalized: normalized, phonetic: PhoneticKey.key(for: normalized), payload: payload))
                longestNameTokens = max(longestNameTokens, normalized.split(separator: " ").count)
                if let first = Tokenizer.tokens(of: normalized).first { firstTokens.insert(first.text) }
            }
        }
    }

    /// `name`, and the same with "&" said "and" ("5th & Main", "5th and Main") or written so
    /// ("Flour and Water", "Flour & Water"): people say a name either way.
    private static func withAmpersandSaid(_ name: String) -> [String] {
        if name.contains("&") { return [name, name.replacingOccurrences(of: "&", with: " and ")] }
        let and = name.range(of: " and ", options: .caseInsensitive)
        return and.map { [name, name.replacingCharacters(in: $0, with: " & ")] } ?? [name]
    }

    /// Whether the index holds no names.
    public var isEmpty: Bool { entries.isEmpty }

    /// Every value whose name is exactly `text` (after normalising).
    ///
    /// - Complexity: O(1) expected.
    public func exactMatches(for text: String) -> [Payload] {
        exact[Tokenizer.normalized(text)] ?? []
    }

    /// The value `text` names: exact if any (the first declared when several share the name),
    /// else the unique closest name within the fuzzy bound, else `nil`.
    ///
    /// - Complexity: O(n × m²) over n names of length m when no exact match exists.
    public func bestMatch(for text: String) -> Match? {
        let normalized = Tokenizer.normalized(text)
        if let payload = exact[normalized]?.first {
            return Match(payload: payload, name: normalized, distance: 0)
        }
        return fuzzyMatch(normalized)
    }

    /// All values `text` could name exactly, for disambiguation ("Which Amy?").
    public func candidates(for text: String) -> [Payload] {
        let found = exactMatches(for: text)
        if !found.isEmpty { return found }
        return bestMatch(for: text).map { [$0.payload] } ?? []
    }

    private func fuzzyMatch(_ normalized: String) -> Match? {
        let bound = Self.fuzzyBound(forLength: normalized.count)
        guard bound > 0 else { return nil }
        let phonetic = PhoneticKey.key(for: normalized)
        var best: Match?
        var tied = false
        for entry in entries where abs(entry.normalized.count - normalized.count) <= bound {
            let spelled = EditDistance.bounded(normalized, entry.normalized, limit: bound)
            let sounded = phonetic == entry.phonetic && !phonetic.isEmpty ? 1 : Int.max
            let distance = min(spelled, sounded)
            guard distance <= bound else { continue }
            if let current = best {
                if distance < current.distance {
                    best = Match(payload: entry.payload, name: entry.normalized, distance: distance)
                    tied = false
                } else if distance == current.distance && entry.payload != current.payload {
                    tied = true
                }
            } else {
                best = Match(payload: entry.payload, name: entry.normalized, distance: distance)
            }
        }
        return tied ? nil : best
    }

    /// How many edits a name of `length` characters may be off by: none for short words,
    /// where one edit turns one word into another ("cup" and "cap").
    static func fuzzyBound(forLength length: Int) -> Int {
        switch length {
        case ..<4: return 0
        case 4..<8: return 1
        default: return 2
        }
    }
}
