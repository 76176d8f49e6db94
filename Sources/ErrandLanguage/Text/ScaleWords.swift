/// Words for the points of one scale: a size, a strength, a roast, a temperature, how well
/// something is done. An app offers some points of a scale as an enum's cases; a word for
/// another point of the same scale is a value it does not offer, not a word about something
/// else: "medium", where the sizes are small and large, is a size there is none of.
///
/// ```swift
/// ScaleWords.isAnotherPoint("medium", of: ["small", "tall", "large"])   // true
/// ScaleWords.isAnotherPoint("hot", of: ["small", "large"])              // false
/// ```
public enum ScaleWords {
    /// Whether `word` is on a scale at least two of `names` (an enum's cases and synonyms) are
    /// on, and is none of them.
    public static func isAnotherPoint(_ word: String, of names: [String]) -> Bool {
        let word = word.lowercased()
        let names = Set(names.map { $0.lowercased() })
        guard !names.contains(word) else { return false }
        return scales.contains { scale in scale.contains(word) && scale.intersection(names).count >= 2 }
    }

    static let scales: [Set<String>] = [
        [
            "tiny", "mini", "small", "short", "tall", "regular", "medium", "normal", "standard", "large", "big",
            "grande", "venti", "trenta", "huge", "jumbo", "giant", "extra large", "extra-large", "xl", "kids",
        ],
        ["mild", "medium", "hot", "spicy", "extra hot", "extra spicy"],
        ["light", "blonde", "medium", "dark", "medium dark"],
        ["iced", "hot", "cold", "warm", "frozen"],
        ["rare", "medium rare", "medium", "medium well", "well done"],
        ["single", "double", "triple", "quad"],
        ["low", "medium", "high"],
        ["coarse", "medium", "fine", "extra fine"],
    ]
}
